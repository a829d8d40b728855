"use client";

import type { FormEvent, ReactNode, Ref } from "react";
import styles from "./auth-form.module.css";
import { preloadAuthSchemas } from "./auth-schemas";

/**
 * The dialog's forms: posted by script (`method="post"` keeps what was typed out of the address before the page
 * has hydrated), checked by the shared schemas, fetched at the first keystroke (auth-schemas.ts).
 */
export function AuthForm({
  ref,
  onSubmit,
  children,
}: {
  ref: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <form
      method="post"
      ref={ref}
      onSubmit={onSubmit}
      onInput={preloadAuthSchemas}
      noValidate
      className={styles.form}
    >
      {children}
    </form>
  );
}
