import type { FormErrors } from "@mantine/form";
import type { z } from "zod";
import { type FieldErrors, zodFieldErrors } from "@/lib/trpc/form-errors";

/** The form field a message at `path` belongs to: the field itself or the one above it ("parkIds.0" → "parkIds"). */
export function fieldOf(fields: readonly string[], path: string): string | null {
  return fields.find((field) => path === field || path.startsWith(`${field}.`)) ?? null;
}

/**
 * `@mantine/form`'s `validate` from a procedure's own Zod input schema (zod 4), so the form and the router say the
 * same thing. `toInput` turns the form's values into what the procedure takes (dollars into cents, a ticked list
 * into `null`); each issue lands at the form field named like its path. An issue at no field of the form is left
 * to the server's answer, which the form shows above its fields. `rules` are the screen's own checks, for what the
 * schema cannot know ("at most the balance") or says in other words; on one field, the screen's message wins.
 */
export function zodFormValidate<Values>(
  schema: z.ZodType,
  options: {
    fields: readonly string[];
    toInput: (values: Values) => unknown;
    rules?: (values: Values) => FieldErrors;
  },
) {
  return (values: Values): FormErrors => {
    const errors: FieldErrors = {};
    const result = schema.safeParse(options.toInput(values));
    if (!result.success) {
      for (const [path, message] of Object.entries(zodFieldErrors(result.error))) {
        const field = fieldOf(options.fields, path);
        if (field) errors[field] ??= message;
      }
    }
    return { ...errors, ...options.rules?.(values) };
  };
}
