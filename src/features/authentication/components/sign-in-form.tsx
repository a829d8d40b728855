"use client";

import { Alert, Button } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useRef } from "react";
import { readStoredCart } from "@/lib/stored-cart";
import { sentenceOf, zodFieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { EmailField, PasswordField } from "@/lib/ui/credential-fields";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import type { Session } from "../use-identity-change";
import { AuthForm } from "./auth-form";
import styles from "./auth-form.module.css";
import { useAuthSchemas } from "./auth-schemas";

type SignInFormProps = {
  /** Shown above the form, e.g. after a new password was chosen. */
  notice: string | null;
  onSignedIn: (session: NonNullable<Session>) => void;
  onCreateAccount: () => void;
  onForgotPassword: () => void;
};

/** E-mail and password; the visitor's stored cart goes along so it becomes the user's. */
export function SignInForm({ notice, onSignedIn, onCreateAccount, onForgotPassword }: SignInFormProps) {
  const trpc = useTRPC();
  const login = useMutation(trpc.booking.authentication.login.mutationOptions());
  const { containerRef, errors, message, reason, clear, invalid, failed } = useFormProblems();
  // After too many attempts on the account, a one-time link by e-mail instead of the password (decision 0041); the
  // answer is the same whether or not the address has an account, and replaces the warning.
  const sendLink = useMutation(
    trpc.booking.authentication.requestSignInLink.mutationOptions({
      onSuccess: () => clear(),
    }),
  );
  const linkSentTo = sendLink.isSuccess ? sendLink.variables.email : null;
  const sentRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (linkSentTo) sentRef.current?.focus();
  }, [linkSentTo]);

  const { checking, withSchemas } = useAuthSchemas(failed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    const data = new FormData(event.currentTarget);
    void withSchemas(event.currentTarget, (schemas) => {
      const input = schemas.ZLoginInput.safeParse({
        email: String(data.get("email") ?? ""),
        password: String(data.get("password") ?? ""),
        shoppingCartUuid: readStoredCart(window.localStorage)?.shoppingCartUuid,
      });
      if (!input.success) {
        invalid(zodFieldErrors(input.error));
        return;
      }
      clear();
      sendLink.reset();
      login.mutate(input.data, {
        onSuccess: onSignedIn,
        onError: failed,
      });
    });
  };

  return (
    <AuthForm ref={containerRef} onSubmit={onSubmit}>
      {notice && (
        <Alert color="forest" role="status" variant="light">
          {notice}
        </Alert>
      )}
      {linkSentTo ? (
        <Alert color="forest" role="status" variant="light" tabIndex={-1} ref={sentRef}>
          If an account uses {linkSentTo}, a sign-in link is on its way. It works once, for 15 minutes.
        </Alert>
      ) : (
        <FormAlert message={message} />
      )}
      {reason === "SIGN_IN_LINK_REQUIRED" && login.variables && !linkSentTo && (
        <div className={styles.done}>
          {sendLink.isError && <FormAlert message={sentenceOf(sendLink.error)} />}
          <Button
            size="md"
            loading={sendLink.isPending}
            onClick={() => sendLink.mutate({ email: login.variables!.email })}
          >
            E-mail me a sign-in link
          </Button>
        </div>
      )}
      <EmailField error={errors.email} autoFocus />
      <PasswordField error={errors.password} />
      <Button type="submit" loading={login.isPending || checking} size="md" className={styles.submit}>
        Sign in
      </Button>
      <div className={styles.switches}>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          Forgot your password?
        </button>
        <p>
          New to Lantern?{" "}
          <button type="button" className={styles.linkButton} onClick={onCreateAccount}>
            Create an account
          </button>
        </p>
      </div>
    </AuthForm>
  );
}
