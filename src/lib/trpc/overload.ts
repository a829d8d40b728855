import { TRPCClientError } from "@trpc/client";

/** How many times a call refused for overload (503) is sent again by itself before the guest is told. */
export const OVERLOAD_RETRIES = 5;
const DEFAULT_RETRY_SECONDS = 3;

type OverloadData = { code?: string; details?: { retryAfterSeconds?: unknown; retryable?: unknown } };

const overloadData = (error: unknown): OverloadData | null =>
  error instanceof TRPCClientError && (error.data as OverloadData | undefined)?.code === "SERVICE_UNAVAILABLE"
    ? (error.data as OverloadData)
    : null;

/** The server was full (a booking rush): 503. */
export function isOverloaded(error: unknown): boolean {
  return overloadData(error) !== null;
}

/** The server was full and says the call did nothing (refused in line): the same call may simply be sent again. */
export function isRetryableOverload(error: unknown): boolean {
  return overloadData(error)?.details?.retryable === true;
}

/** TanStack Query's `retry` and `retryDelay` for a mutation: retryable overloads only, after the wait asked for. */
export const retryWhenOverloaded = {
  retry: (failureCount: number, error: unknown) =>
    isRetryableOverload(error) && failureCount < OVERLOAD_RETRIES,
  retryDelay: (_failureCount: number, error: unknown) => {
    const seconds = overloadData(error)?.details?.retryAfterSeconds;
    return (typeof seconds === "number" && seconds > 0 ? seconds : DEFAULT_RETRY_SECONDS) * 1000;
  },
};

export const OVERLOAD_GAVE_UP_MESSAGE =
  "Many guests are booking right now and we could not add your site. Please try again in a minute.";
