"use client";

import { Alert, Button, PasswordInput, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import type { FormEvent } from "react";
import { readStoredCart } from "@/lib/stored-cart";
import { formErrorOf, zodFieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
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
  const sendLink = useMutation(trpc.booking.authentication.requestSignInLink.mutationOptions());
  const { containerRef, errors, message, reason, clear, invalid, failed } = useFormProblems();

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
      <FormAlert message={message} />
      {reason === "SIGN_IN_LINK_REQUIRED" && login.variables && (
        <SignInLinkOffer
          email={login.variables.email}
          sent={sendLink.isSuccess}
          pending={sendLink.isPending}
          failure={sendLink.isError ? formErrorOf(sendLink.error).message : null}
          onSend={() => sendLink.mutate({ email: login.variables!.email })}
        />
      )}
      <TextInput
        name="email"
        type="email"
        label="E-mail"
        autoComplete="email"
        required
        error={errors.email}
        data-autofocus
      />
      <PasswordInput
        name="password"
        label="Password"
        autoComplete="current-password"
        required
        error={errors.password}
        visibilityToggleButtonProps={{ "aria-label": "Show password" }}
      />
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

/**
 * After too many attempts on an account, sign-in offers a one-time link by e-mail instead of checking the password
 * (decision 0041); the answer is the same whether or not the address has an account.
 */
function SignInLinkOffer(props: {
  email: string;
  sent: boolean;
  pending: boolean;
  failure: string | null;
  onSend: () => void;
}) {
  if (props.sent) {
    return (
      <p role="status" className={styles.intro}>
        If an account uses {props.email}, a sign-in link is on its way. It works once, for 15 minutes.
      </p>
    );
  }
  return (
    <div className={styles.done}>
      {props.failure && <p className={styles.intro}>{props.failure}</p>}
      <Button variant="outline" loading={props.pending} onClick={props.onSend}>
        E-mail me a sign-in link
      </Button>
    </div>
  );
}
