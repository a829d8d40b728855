"use client";

import { useState } from "react";
import { type FieldErrors, formErrorOf } from "@/lib/trpc/form-errors";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";

/**
 * What a form shows when a submit goes wrong, in one place: messages at their fields (the client's own schema
 * check or the server's), a message above the form for anything without a field, and focus on the first invalid
 * field. `invalid` for a failed client check, `failed` as a mutation's `onError`, `clear` before sending.
 */
export function useFormProblems<Element extends HTMLElement = HTMLFormElement>() {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<Element>();
  return {
    containerRef,
    errors,
    message,
    /** The last failure's machine-readable reason, for a form that offers a way out (a sign-in link). */
    reason,
    setMessage,
    clear: () => {
      setErrors({});
      setMessage(null);
      setReason(null);
    },
    invalid: (fields: FieldErrors) => {
      setMessage(null);
      setErrors(fields);
      focusFirstInvalid();
    },
    failed: (error: unknown) => {
      const problem = formErrorOf(error);
      setErrors(problem.fields);
      setMessage(problem.message);
      setReason(problem.reason);
      focusFirstInvalid();
    },
  };
}
