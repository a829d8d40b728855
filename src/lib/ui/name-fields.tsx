"use client";

import { TextInput } from "@mantine/core";
import type { ReactNode } from "react";

const NAME_PARTS = [
  { name: "firstName", label: "First name", autoComplete: "given-name" },
  { name: "lastName", label: "Last name", autoComplete: "family-name" },
] as const;

/**
 * A person's first and last name side by side, named `firstName` and `lastName` and filled from the browser
 * (sign-up, the account's profile). `autoFocus` puts the dialog's first focus on the first name.
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
      {NAME_PARTS.map((part, index) => (
        <TextInput
          key={part.name}
          name={part.name}
          label={part.label}
          autoComplete={part.autoComplete}
          required
          defaultValue={defaults?.[part.name]}
          error={errors[part.name]}
          data-autofocus={(autoFocus && index === 0) || undefined}
        />
      ))}
    </div>
  );
}
