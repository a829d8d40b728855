import { TRPCClientError } from "@trpc/client";
import type { $ZodError, $ZodIssue } from "zod/v4/core";

/** One message per field, keyed by the field's path ("email", "payment.cardNumber"). */
export type FieldErrors = Record<string, string>;

export type FormError = {
  /** The tRPC error code ("BAD_REQUEST", "UNAUTHORIZED", "TOO_MANY_REQUESTS"…), or null for a network failure. */
  code: string | null;
  fields: FieldErrors;
  /** What to show above the form when no field carries the problem. */
  message: string | null;
  /** A service's machine-readable reason (`data.details.reason`), e.g. "SIGN_IN_LINK_REQUIRED". */
  reason: string | null;
  /**
   * The payment was taken and the bank is still confirming it (`data.details.declineCode` "processing"): it is
   * finished by Stripe's webhook, and a retry must send the same payment, never make a new one.
   */
  stillProcessing?: boolean;
};

type ErrorData = {
  code?: string;
  fieldErrors?: Record<string, string[]>;
  details?: { field?: unknown; reason?: unknown; declineCode?: unknown };
};

const NETWORK_MESSAGE = "We could not reach Lantern. Check your connection and try again.";

/**
 * A failed call as a form shows it: the schema's field errors (`data.fieldErrors`) and a service's rule
 * failure at one field (`data.details.field` with the error's message) at their fields, anything else above.
 */
export function formErrorOf(error: unknown): FormError {
  if (!(error instanceof TRPCClientError))
    return { code: null, fields: {}, message: NETWORK_MESSAGE, reason: null };
  const data = (error.data ?? {}) as ErrorData;
  const code = data.code ?? null;
  const reason = typeof data.details?.reason === "string" ? data.details.reason : null;
  const fields: FieldErrors = {};
  for (const [path, messages] of Object.entries(data.fieldErrors ?? {})) {
    if (messages[0]) fields[path] = messages[0];
  }
  if (data.details?.declineCode === "processing") {
    return { code, fields: {}, message: error.message, reason, stillProcessing: true };
  }
  if (typeof data.details?.field === "string") fields[data.details.field] = error.message;
  if (Object.keys(fields).length > 0) return { code, fields, message: null, reason };
  return { code, fields, message: error.message || NETWORK_MESSAGE, reason };
}

/**
 * A failed call in one sentence, for a screen with no field to show a field's problem at (a date from the address,
 * the month buttons, a filter): the error's message, else its first field's ("Use a date between …").
 */
export function sentenceOf(error: unknown): string {
  const problem = formErrorOf(error);
  return problem.message ?? Object.values(problem.fields)[0] ?? NETWORK_MESSAGE;
}

/** A Zod failure (classic or `zod/mini`) as one message per field path, the first issue of each field winning. */
export function zodFieldErrors(error: $ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String).join(".");
    fields[path] ??= issue.message;
  }
  return fields;
}

/** Zod issues as the first message per dotted path, under `prefix`. */
export function issuesToFieldErrors(issues: readonly $ZodIssue[], prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join(".");
    errors[path] ??= issue.message;
  }
  return errors;
}
