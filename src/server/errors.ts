import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";

/**
 * The failures a service may report, each meant for the caller. Services throw `AppError`; only routers and
 * the tRPC error formatter know about tRPC codes. Any other thrown error is an internal failure whose message
 * never reaches a client.
 */
export const APP_ERROR_TO_TRPC_CODE = {
  /** An id or slug that names nothing (cart, order, park). */
  NOT_FOUND: "NOT_FOUND",
  /** Input that passed the schema but breaks a rule (a promo code that does not apply, a declined card). */
  INVALID_INPUT: "BAD_REQUEST",
  /** No session where one is needed, or wrong credentials. */
  UNAUTHENTICATED: "UNAUTHORIZED",
  /** A session without the right: another user's data, a team role too low. */
  FORBIDDEN: "FORBIDDEN",
  /** Someone else took the site or type meanwhile; an idempotency key reused with another body. */
  CONFLICT: "CONFLICT",
  /** The state moved on: a hold expired, a price changed, a waiver was not accepted. */
  PRECONDITION_FAILED: "PRECONDITION_FAILED",
  /** Too many attempts in a window (login, sign-up, checkout). */
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  /** More calls than the server can serve or queue right now (a booking rush); retry after `retryAfterSeconds`. */
  OVERLOADED: "SERVICE_UNAVAILABLE",
} as const satisfies Record<string, TRPC_ERROR_CODE_KEY>;

export type AppErrorCode = keyof typeof APP_ERROR_TO_TRPC_CODE;

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Safe, structured detail for the client (e.g. failure reasons); never internals. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "AppError";
  }
}
