import { TRPCClientError } from "@trpc/client";

/** How many times a call refused for overload (503) is sent again by itself before the guest is told. */
export const OVERLOAD_RETRIES = 5;
const DEFAULT_RETRY_SECONDS = 3;

type OverloadData = { code?: string; details?: { retryAfterSeconds?: unknown } };

/** The server was full (a booking rush) and did nothing: the same call may simply be sent again. */
export function isOverloaded(error: unknown): boolean {
  return (
    error instanceof TRPCClientError &&
    (error.data as OverloadData | undefined)?.code === "SERVICE_UNAVAILABLE"
  );
}

/** TanStack Query's `retry` and `retryDelay` for a mutation: overloads only, after the wait the server asked for. */
export const retryWhenOverloaded = {
  retry: (failureCount: number, error: unknown) => isOverloaded(error) && failureCount < OVERLOAD_RETRIES,
  retryDelay: (_failureCount: number, error: unknown) => {
    const seconds = isOverloaded(error)
      ? ((error as TRPCClientError<never>).data as OverloadData | undefined)?.details?.retryAfterSeconds
      : undefined;
    return (typeof seconds === "number" && seconds > 0 ? seconds : DEFAULT_RETRY_SECONDS) * 1000;
  },
};

export const OVERLOAD_GAVE_UP_MESSAGE =
  "Many guests are booking right now and we could not add your site. Please try again in a minute.";
