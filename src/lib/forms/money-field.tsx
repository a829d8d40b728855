"use client";

import { TextInput, type TextInputProps } from "@mantine/core";
import type { FormSource } from "./form-source";

/**
 * An amount typed in dollars ("45", "45.50") at `path`; the form turns it into cents with `dollarsToCents` from
 * `@/lib/money` when it builds the procedure's input, and starts it from cents with `centsToDollars`.
 */
export function MoneyField({
  form,
  path,
  ...props
}: { form: FormSource; path: string; label: string } & Omit<TextInputProps, "value" | "onChange" | "form">) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      {...props}
      {...form.getInputProps(path)}
    />
  );
}
