"use client";

import { TextInput } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A person's first and last name side by side, named `firstName` and `lastName` and filled from the browser
 * (sign-up, the account's profile).
 */
export function NameFields({
  className,
  errors,
  defaults,
  autoFocus,
}: {
  className?: string;
  errors: { firstName?: ReactNode; lastName?: ReactNode };
  defaults?: { firstName: string; lastName: string };
  autoFocus?: boolean;
}) {
  return (
    <div className={className}>
      <TextInput
        name="firstName"
        label="First name"
        autoComplete="given-name"
        required
        defaultValue={defaults?.firstName}
        error={errors.firstName}
        data-autofocus={autoFocus || undefined}
      />
      <TextInput
        name="lastName"
        label="Last name"
        autoComplete="family-name"
        required
        defaultValue={defaults?.lastName}
        error={errors.lastName}
      />
    </div>
  );
}
