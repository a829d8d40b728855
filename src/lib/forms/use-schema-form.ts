"use client";

import { useForm } from "@mantine/form";
import { useState } from "react";
import type { z } from "zod";
import { type FieldErrors, formErrorOf } from "@/lib/trpc/form-errors";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { fieldOf, zodFormValidate } from "./zod-form-validate";

/**
 * The console's form: `@mantine/form` state, checked by the procedure's own schema before anything is sent (see
 * `zodFormValidate`), and a failed call shown the way every form shows it (`formErrorOf`): messages at their
 * fields, anything without a field above the form, and focus on the first invalid field (WCAG 3.3.1).
 * `fields` are the value paths the form shows, named as the procedure's input names them.
 */
export function useSchemaForm<Values extends Record<string, unknown>>(options: {
  initialValues: Values;
  fields: readonly string[];
  /** Without a schema the form sends what it has and shows the server's answer. */
  schema?: z.ZodType;
  toInput?: (values: Values) => unknown;
  rules?: (values: Values) => FieldErrors;
  onValuesChange?: (values: Values, previous: Values) => void;
}) {
  const { fields, schema, toInput = (values: Values) => values, rules } = options;
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: options.initialValues,
    // A message stays at its field until the next submit, as everywhere else in the console.
    clearInputErrorOnChange: false,
    onValuesChange: options.onValuesChange,
    validate: schema
      ? zodFormValidate(schema, { fields, toInput, rules })
      : (values: Values) => rules?.(values) ?? {},
  });
  const [message, setMessage] = useState<string | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  /** Messages at the form's fields; one at a field the form does not have is the message above it. */
  const show = (errors: FieldErrors, above: string | null) => {
    const atFields: FieldErrors = {};
    let stray: string | null = null;
    for (const [path, text] of Object.entries(errors)) {
      const field = fieldOf(fields, path);
      if (field) atFields[field] ??= text;
      else stray ??= text;
    }
    form.setErrors(atFields);
    setMessage(above ?? stray);
    focusFirstInvalid();
  };

  return {
    form,
    containerRef,
    /** What the form says above its fields. */
    message,
    setMessage,
    /** The form's `onSubmit`: checks the values, then `send`s them, or marks the fields and focuses the first. */
    onSubmit: (send: (values: Values) => void) =>
      form.onSubmit(
        (values) => {
          setMessage(null);
          send(values);
        },
        () => {
          setMessage(null);
          focusFirstInvalid();
        },
      ),
    /** The screen's own problems after the check, e.g. "nothing to change yet". */
    invalid: (errors: FieldErrors, above: string | null = null) => show(errors, above),
    /** A mutation's `onError`. */
    failed: (error: unknown) => {
      const problem = formErrorOf(error);
      show(problem.fields, problem.message);
    },
    clear: () => {
      form.clearErrors();
      setMessage(null);
    },
  };
}

export type SchemaForm<Values extends Record<string, unknown>> = ReturnType<typeof useSchemaForm<Values>>;
