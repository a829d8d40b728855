"use client";

import { Button, PasswordInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { type FieldErrors, formErrorOf, zodFieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { ZNewPassword } from "../authentication.schemas";
import styles from "./auth-form.module.css";
import { FormAlert } from "./form-alert";

const MISSING_TOKEN =
  "This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.";

type ResetPasswordFormProps = {
  /** From the e-mailed link (`/?auth=reset&token=…`). */
  token: string | null;
  onReset: () => void;
  onForgotPassword: () => void;
};

/** The e-mailed link's form: a new password for the account the link was sent for. */
export function ResetPasswordForm({ token, onReset, onForgotPassword }: ResetPasswordFormProps) {
  const trpc = useTRPC();
  const reset = useMutation(trpc.booking.authentication.resetPassword.mutationOptions());
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const linkProblem = errors.token ?? (token ? null : MISSING_TOKEN);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = ZNewPassword.safeParse(String(new FormData(event.currentTarget).get("password") ?? ""));
    setMessage(null);
    if (!password.success) {
      setErrors({ password: zodFieldErrors(password.error)[""] ?? "Use at least 8 characters" });
      focusFirstInvalid();
      return;
    }
    setErrors({});
    if (!token) {
      setMessage(MISSING_TOKEN);
      return;
    }
    reset.mutate(
      { token, password: password.data },
      {
        onSuccess: onReset,
        onError: (error) => {
          const problem = formErrorOf(error);
          setErrors(problem.fields);
          setMessage(problem.message);
          focusFirstInvalid();
        },
      },
    );
  };

  return (
    <form method="post" ref={containerRef} onSubmit={onSubmit} noValidate className={styles.form}>
      <FormAlert
        message={linkProblem ?? message}
        title={linkProblem ? "This link does not work" : undefined}
      />
      {linkProblem && (
        <p className={styles.intro}>
          <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
            Send me a new link
          </button>
        </p>
      )}
      <PasswordInput
        name="password"
        label="New password"
        description="At least 8 characters"
        autoComplete="new-password"
        required
        error={errors.password}
        visibilityToggleButtonProps={{ "aria-label": "Show password" }}
        data-autofocus
      />
      <Button type="submit" loading={reset.isPending} size="md" className={styles.submit}>
        Save new password
      </Button>
    </form>
  );
}
