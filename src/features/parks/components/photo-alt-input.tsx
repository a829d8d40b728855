"use client";

import { TextInput, type TextInputProps } from "@mantine/core";
import styles from "./photos-screen.module.css";

/** A photo's description for guests who cannot see it, as the upload and the edit dialog ask for it. */
export function PhotoAltInput({
  value,
  onChange,
  ...props
}: { value: string; onChange: (alt: string) => void } & Omit<TextInputProps, "value" | "onChange">) {
  return (
    <TextInput
      label="Description (alt text)"
      description="What the photo shows, for guests who cannot see it. Up to 200 characters."
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      classNames={{ input: styles.tap }}
      {...props}
    />
  );
}
