import { TRPCClientError } from "@trpc/client";

/** What went wrong with a placeOrder call, sorted by what the guest can do about it. */
export type PlaceOrderProblem =
  /** Fix the fields (server validation), keyed by dotted path. */
  | { kind: "fields"; fieldErrors: Record<string, string>; message: string }
  /** The card was declined: try another card. */
  | { kind: "declined"; message: string }
  /** The cart changed under the guest (hold expired and site taken, total changed, site taken): back to the cart. */
  | { kind: "cart"; message: string }
  /** Too many attempts: wait. */
  | { kind: "rate-limited"; message: string }
  /** No answer, or the server failed: the order may or may not exist, so retry with the same key. */
  | { kind: "unknown-outcome"; message: string }
  /**
   * The bank is still confirming the payment Stripe took: the order is placed when it succeeds (the webhook), and a
   * press again only asks again with the same payment — never a new one.
   */
  | { kind: "processing"; message: string }
  | { kind: "other"; message: string };

type ErrorShape = {
  code?: string;
  httpStatus?: number;
  fieldErrors?: Record<string, string[]>;
  details?: { declineCode?: unknown };
};

/** The gateway's word for a payment the bank has not confirmed yet (`authorize` refuses it for now). */
export const STILL_PROCESSING = "processing";

/** Sorts a placeOrder failure (a TRPCClientError in the browser) for the checkout form. */
export function placeOrderProblem(error: unknown): PlaceOrderProblem {
  const message = error instanceof Error ? error.message : String(error);
  const data = error instanceof TRPCClientError ? (error.data as ErrorShape | undefined) : undefined;
  if (!data?.code) {
    return {
      kind: "unknown-outcome",
      message:
        "We could not reach Lantern Parks. Check your connection and press Pay again: you will not be charged twice.",
    };
  }
  switch (data.code) {
    case "BAD_REQUEST": {
      if (data.details?.declineCode === STILL_PROCESSING) return { kind: "processing", message };
      const fields = Object.entries(data.fieldErrors ?? {}).filter(([, messages]) => messages.length > 0);
      if (fields.length > 0) {
        return {
          kind: "fields",
          fieldErrors: Object.fromEntries(fields.map(([path, messages]) => [path, messages[0]!])),
          message: "Some details need a second look; each is marked at its field.",
        };
      }
      return { kind: "declined", message };
    }
    case "PRECONDITION_FAILED":
    case "CONFLICT":
    case "NOT_FOUND":
      return { kind: "cart", message };
    case "TOO_MANY_REQUESTS":
      return { kind: "rate-limited", message };
    case "INTERNAL_SERVER_ERROR":
    case "TIMEOUT":
    case "CLIENT_CLOSED_REQUEST":
      return {
        kind: "unknown-outcome",
        message:
          "Something went wrong on our side. Press Pay again: if your booking went through, you will not be charged twice.",
      };
    default:
      return { kind: "other", message };
  }
}
