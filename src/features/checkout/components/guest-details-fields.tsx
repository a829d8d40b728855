"use client";

import { NativeSelect, TextInput } from "@mantine/core";
import type { ChangeEvent } from "react";
import type { FieldErrors, GuestDraft } from "../checkout-form";
import styles from "./checkout-form.module.css";

/** Where our guests come from; the schema takes any two-letter code, the list keeps typing out. */
const COUNTRIES = [
  { value: "US", label: "United States" },
  { value: "CA", label: "Canada" },
  { value: "MX", label: "Mexico" },
  { value: "GB", label: "United Kingdom" },
  { value: "IE", label: "Ireland" },
  { value: "DE", label: "Germany" },
  { value: "FR", label: "France" },
  { value: "NL", label: "Netherlands" },
  { value: "AU", label: "Australia" },
];

type Props = { value: GuestDraft; onChange: (next: GuestDraft) => void; errors: FieldErrors };

/** Step 1: who is booking and how the parks reach them. */
export function GuestDetailsFields({ value, onChange, errors }: Props) {
  const text = (field: "firstName" | "lastName" | "email" | "phone") => ({
    name: `guest.${field}`,
    value: value[field],
    error: errors[`guest.${field}`],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [field]: event.currentTarget.value }),
  });
  const address = (field: keyof GuestDraft["address"]) => ({
    name: `guest.address.${field}`,
    value: value.address[field],
    error: errors[`guest.address.${field}`],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...value, address: { ...value.address, [field]: event.currentTarget.value } }),
  });
  return (
    <div className={styles.grid}>
      <TextInput label="First name" autoComplete="given-name" required {...text("firstName")} />
      <TextInput label="Last name" autoComplete="family-name" required {...text("lastName")} />
      <TextInput
        label="E-mail"
        type="email"
        autoComplete="email"
        description="Your confirmation goes here."
        required
        {...text("email")}
      />
      <TextInput
        label="Phone"
        type="tel"
        autoComplete="tel"
        description="The park calls this number if plans change."
        required
        {...text("phone")}
      />
      <TextInput
        className={styles.wide}
        label="Street address"
        autoComplete="address-line1"
        required
        {...address("line1")}
      />
      <TextInput
        className={styles.wide}
        label="Apartment, suite, etc. (optional)"
        autoComplete="address-line2"
        {...address("line2")}
      />
      <TextInput label="City" autoComplete="address-level2" required {...address("city")} />
      <TextInput label="State or province" autoComplete="address-level1" required {...address("state")} />
      <TextInput label="ZIP or postal code" autoComplete="postal-code" required {...address("postalCode")} />
      <NativeSelect
        label="Country"
        autoComplete="country"
        data={COUNTRIES}
        required
        {...address("country")}
      />
    </div>
  );
}
