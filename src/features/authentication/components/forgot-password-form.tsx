"use client";

import { Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef } from "react";
import { zodFieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { EmailField } from "@/lib/ui/credential-fields";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { AuthForm } from "./auth-form";
import styles from "./auth-form.module.css";
import { useAuthSchemas } from "./auth-schemas";

/** Asks for a reset link; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm({ onSignIn }: { onSignIn: () => void }) {
  const trpc = useTRPC();
  const request = useMutation(trpc.booking.authentication.requestPasswordReset.mutationOptions());
  const { containerRef, errors, message, clear, invalid, failed } = useFormProblems();
  // The form is replaced by the answer: focus goes to the answer so it is read, not lost with the form.
  const answerRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (request.isSuccess) answerRef.current?.focus();
  }, [request.isSuccess]);

  const { checking, withSchemas } = useAuthSchemas(failed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (request.isPending) return;
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    void withSchemas(event.currentTarget, (schemas) => {
      const input = schemas.ZForgotPasswordInput.safeParse(email);
      if (!input.success) {
        invalid({ email: zodFieldErrors(input.error)[""] ?? "Enter your e-mail address" });
        return;
      }
      clear();
      request.mutate(input.data, {
        onError: failed,
      });
    });
  };

  if (request.isSuccess) {
    return (
      <div className={styles.done}>
        <p role="status" ref={answerRef} tabIndex={-1} className={styles.answer}>
          If an account exists for {request.variables.email}, we sent a link to choose a new password. It
          works once, for an hour.
        </p>
        <p className={styles.intro}>No e-mail after a few minutes? Check your spam folder.</p>
        <Button variant="outline" onClick={onSignIn}>
          Back to sign in
        </Button>
      </div>
    );
  }

  return (
    <AuthForm ref={containerRef} onSubmit={onSubmit}>
      <p className={styles.intro}>
        Enter the e-mail of your account and we will send you a link to choose a new password.
      </p>
      <FormAlert message={message} />
      <EmailField error={errors.email} autoFocus />
      <Button type="submit" loading={request.isPending || checking} size="md" className={styles.submit}>
        Send reset link
      </Button>
      <div className={styles.switches}>
        <button type="button" className={styles.linkButton} onClick={onSignIn}>
          Back to sign in
        </button>
      </div>
    </AuthForm>
  );
}
