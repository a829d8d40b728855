"use client";

import { Button, Loader } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useCallback, useEffect, useRef } from "react";
import { readStoredCart } from "@/lib/stored-cart";
import { sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import type { Session } from "../use-identity-change";
import styles from "./auth-form.module.css";

type EmailLinkSignInProps = {
  /** `verify`: a new account's confirmation link; `link`: the one-time sign-in link. */
  kind: "verify" | "link";
  token: string | null;
  onSignedIn: (session: NonNullable<Session>) => void;
  /** The address was confirmed already: the person signs in with their password. */
  onConfirmedEarlier: () => void;
  onSignIn: () => void;
};

const WORDS = {
  verify: { busy: "Confirming your e-mail address\u2026", failed: "This confirmation link does not work" },
  link: { busy: "Signing you in\u2026", failed: "This sign-in link does not work" },
};

/** An e-mailed link opened in the dialog (`auth=verify` or `auth=link`): followed once, as the page opens. */
export function EmailLinkSignIn({
  kind,
  token,
  onSignedIn,
  onConfirmedEarlier,
  onSignIn,
}: EmailLinkSignInProps) {
  const trpc = useTRPC();
  const verify = useMutation(trpc.booking.authentication.verifyEmail.mutationOptions());
  const signIn = useMutation(trpc.booking.authentication.signInWithLink.mutationOptions());
  const follow = kind === "verify" ? verify : signIn;
  const followed = useRef(false);
  useEffect(() => {
    if (followed.current || !token) return;
    followed.current = true;
    const input = { token, shoppingCartUuid: readStoredCart(window.localStorage)?.shoppingCartUuid };
    if (kind === "verify") {
      verify.mutate(input, {
        onSuccess: (session) => (session ? onSignedIn(session) : onConfirmedEarlier()),
      });
    } else {
      signIn.mutate(input, { onSuccess: onSignedIn });
    }
  }, [kind, token, verify, signIn, onSignedIn, onConfirmedEarlier]);

  const problem = !token
    ? "This link is incomplete. Open the link from the e-mail again."
    : follow.isError
      ? sentenceOf(follow.error)
      : null;
  // What the dialog shows, waiting or failed, takes focus as it appears: it is what is read, and the way on is a
  // Tab away.
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);

  if (problem) {
    return (
      <div className={styles.done}>
        <FormAlert message={problem} title={WORDS[kind].failed} />
        <Button ref={focusOnMount} variant="outline" size="md" onClick={onSignIn} data-autofocus>
          Go to sign in
        </Button>
      </div>
    );
  }
  return (
    <p role="status" ref={focusOnMount} tabIndex={-1} className={`${styles.busy} ${styles.answer}`}>
      <Loader size="sm" aria-hidden="true" /> {WORDS[kind].busy}
    </p>
  );
}
