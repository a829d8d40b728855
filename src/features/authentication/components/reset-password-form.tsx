"use client";

import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { zodFieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { PasswordField } from "@/lib/ui/credential-fields";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { AuthForm } from "./auth-form";
import styles from "./auth-form.module.css";
import { useAuthSchemas } from "./auth-schemas";

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
  const { containerRef, errors, message, setMessage, clear, invalid, failed } = useFormProblems();
  const linkProblem = errors.token ?? (token ? null : MISSING_TOKEN);

  const { checking, withSchemas } = useAuthSchemas(failed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    const typed = String(new FormData(event.currentTarget).get("password") ?? "");
    void withSchemas(event.currentTarget, (schemas) => {
      const password = schemas.ZNewPassword.safeParse(typed);
      if (!password.success) {
        invalid({ password: zodFieldErrors(password.error)[""] ?? "Use at least 8 characters" });
        return;
      }
      clear();
      if (!token) {
        setMessage(MISSING_TOKEN);
        return;
      }
      reset.mutate(
        { token, password: password.data },
        {
          onSuccess: onReset,
          onError: failed,
        },
      );
    });
  };

  return (
    <AuthForm ref={containerRef} onSubmit={onSubmit}>
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
      <PasswordField label="New password" isNew error={errors.password} autoFocus />
      <Button type="submit" loading={reset.isPending || checking} size="md" className={styles.submit}>
        Save new password
      </Button>
    </AuthForm>
  );
}
