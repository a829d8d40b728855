"use client";

import { PasswordInput, TextInput } from "@mantine/core";
import type { ReactNode } from "react";

/** The e-mail field of the sign-in, sign-up and reset forms: named `email`, required, filled from the browser. */
export function EmailField({ error, autoFocus }: { error?: ReactNode; autoFocus?: boolean }) {
  return (
    <TextInput
      name="email"
      type="email"
      label="E-mail"
      autoComplete="email"
      required
      error={error}
      data-autofocus={autoFocus || undefined}
    />
  );
}

/**
 * A required password field with its show button named for it. A new password says its rule and asks the
 * browser for a fresh one; otherwise the browser fills the saved one.
 */
export function PasswordField({
  name = "password",
  label = "Password",
  showLabel = "Show password",
  isNew = false,
  error,
  autoFocus,
}: {
  name?: string;
  label?: string;
  showLabel?: string;
  isNew?: boolean;
  error?: ReactNode;
  autoFocus?: boolean;
}) {
  return (
    <PasswordInput
      name={name}
      label={label}
      description={isNew ? "At least 8 characters" : undefined}
      autoComplete={isNew ? "new-password" : "current-password"}
      required
      error={error}
      visibilityToggleButtonProps={{ "aria-label": showLabel }}
      data-autofocus={autoFocus || undefined}
    />
  );
}
