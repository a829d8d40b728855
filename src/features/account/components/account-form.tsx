"use client";

import { Button } from "@mantine/core";
import type { FormEvent, ReactNode, Ref } from "react";
import { FormAlert } from "@/lib/ui/form-alert";
import styles from "./account.module.css";

/**
 * The form of an account section, labelled by the section's heading: posted by script (`method="post"` keeps
 * what was typed out of the address before the page has hydrated), its problem above the fields, and below them
 * the submit button with the saved status beside it (empty until there is something to say).
 */
export function AccountForm({
  sectionId,
  ref,
  onSubmit,
  message,
  submitLabel,
  pending,
  status,
  children,
}: {
  /** The `AccountSection`'s id: its heading names the form. */
  sectionId: string;
  ref: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  message: string | null;
  submitLabel: string;
  pending: boolean;
  status: string;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      ref={ref}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-labelledby={`${sectionId}-title`}
    >
      <FormAlert message={message} />
      {children}
      <div className={styles.actions}>
        <Button type="submit" loading={pending}>
          {submitLabel}
        </Button>
        <p role="status" className={styles.saved}>
          {status}
        </p>
      </div>
    </form>
  );
}
