"use client";

import { TextInput, type TextInputProps } from "@mantine/core";
import { type FormSource, under } from "./form-source";

export type GuestValues = { firstName: string; lastName: string; email: string; phone: string };

export const NO_GUEST: GuestValues = { firstName: "", lastName: "", email: "", phone: "" };

/** The guest's name, e-mail and phone at `prefix.firstName` etc.; staff type them for the guest (no autofill). */
export function GuestFields({
  form,
  prefix = "guest",
  inputProps,
}: {
  form: FormSource;
  prefix?: string;
  inputProps?: Omit<TextInputProps, "label" | "type">;
}) {
  const field = (path: keyof GuestValues) => ({
    ...inputProps,
    autoComplete: "off",
    required: true,
    ...form.getInputProps(under(prefix, path)),
  });
  return (
    <>
      <TextInput label="First name" {...field("firstName")} />
      <TextInput label="Last name" {...field("lastName")} />
      <TextInput type="email" label="E-mail" {...field("email")} />
      <TextInput type="tel" label="Phone" {...field("phone")} />
    </>
  );
}
