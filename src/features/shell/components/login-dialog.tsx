"use client";

import { Button } from "@mantine/core";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { AcceptInvitation } from "@/features/authentication/components/accept-invitation";
import { CheckYourEmail } from "@/features/authentication/components/check-your-email";
import { EmailLinkSignIn } from "@/features/authentication/components/email-link-sign-in";
import { ForgotPasswordForm } from "@/features/authentication/components/forgot-password-form";
import { ResetPasswordForm } from "@/features/authentication/components/reset-password-form";
import { SignInForm } from "@/features/authentication/components/sign-in-form";
import { SignUpForm } from "@/features/authentication/components/sign-up-form";
import { safeRedirectPath } from "@/features/authentication/safe-redirect";
import { type Session, useIdentityChange } from "@/features/authentication/use-identity-change";
import { useSession } from "@/features/authentication/use-session";
import { loginDialogAsked } from "@/lib/shell-routes";
import { NativeDialog } from "@/lib/ui/native-dialog";
import styles from "./login-dialog.module.css";

type View = "signIn" | "signUp" | "sent" | "forgot" | "reset" | "verify" | "link" | "invite";

const TITLES: Record<View, string> = {
  signIn: "Sign in to Lantern Parks",
  signUp: "Create your Lantern account",
  sent: "Check your e-mail",
  forgot: "Reset your password",
  reset: "Choose a new password",
  verify: "Confirm your e-mail",
  link: "Sign in with your link",
  invite: "Lantern Parks team invitation",
};

/** The views an e-mailed link opens (`auth=<view>&token=…`); any other `auth` opens sign-in. */
const LINK_VIEWS = new Set<string>(["reset", "verify", "link", "invite"]);
const viewFor = (auth: string | null): View =>
  auth !== null && LINK_VIEWS.has(auth) ? (auth as View) : "signIn";

/** The query parameters the dialog owns; closing it removes them all. */
const DIALOG_PARAMS = ["auth", "redirect", "token"];

/**
 * The login dialog (spec §2): `auth=login` opens it on sign-in (with sign-up and a forgotten password a click
 * away), `auth=reset&token=…` (the e-mailed link) on choosing a new password; the other e-mailed links open it
 * too (decision 0041): `auth=verify` confirms a new account and signs it in, `auth=link` is the one-time sign-in
 * link, `auth=invite` accepts a team invitation once signed in. After signing in the user goes to
 * `redirect` when it is a path on this site, else stays where they were. Closing removes the dialog's
 * parameters and returns focus to what opened it.
 */
export function LoginDialog() {
  const params = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  const { session } = useSession();
  const identityChanged = useIdentityChange();
  const auth = params.get("auth");
  const opened = loginDialogAsked(auth);

  const [view, setView] = useState<View>(viewFor(auth));
  const [notice, setNotice] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState("");
  const [shownFor, setShownFor] = useState(auth);
  // A new `auth` value (opened, closed, reset link used) starts the dialog afresh.
  if (auth !== shownFor) {
    setShownFor(auth);
    setView(viewFor(auth));
    if (!opened) setNotice(null);
  }

  // Switching views inside the open dialog moves focus to the new view's first field.
  const bodyRef = useRef<HTMLDivElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    bodyRef.current?.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [focusRequest]);
  const switchTo = (next: View) => {
    setNotice(null);
    setView(next);
    setFocusRequest((count) => count + 1);
  };

  const urlWithout = (names: string[], extra?: Record<string, string>) => {
    const next = new URLSearchParams(params.toString());
    for (const name of names) next.delete(name);
    for (const [name, value] of Object.entries(extra ?? {})) next.set(name, value);
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  const close = () => router.replace(urlWithout(DIALOG_PARAMS), { scroll: false });
  const continueSignedIn = () => {
    const target = safeRedirectPath(params.get("redirect"));
    if (target) router.replace(target);
    else close();
  };
  const onSignedIn = (signedIn: NonNullable<Session>) => {
    void identityChanged(signedIn);
    continueSignedIn();
  };
  const onReset = () => {
    setView("signIn");
    setNotice("Your new password is saved. Sign in with it now.");
    setFocusRequest((count) => count + 1);
    router.replace(urlWithout(["token"], { auth: "login" }), { scroll: false });
  };

  /** An e-mailed link signed the person in: the dialog says so, with Continue, instead of closing under them. */
  const onSignedInByLink = (signedIn: NonNullable<Session>) => {
    void identityChanged(signedIn);
    setNotice(view === "verify" ? "Your e-mail address is confirmed." : null);
    setView("signIn");
    router.replace(urlWithout(["token"], { auth: "login" }), { scroll: false });
  };
  const onConfirmedEarlier = () => {
    setView("signIn");
    setNotice("Your e-mail address is confirmed. Sign in with your password.");
    setFocusRequest((count) => count + 1);
    router.replace(urlWithout(["token"], { auth: "login" }), { scroll: false });
  };
  const toSignIn = () => router.replace(urlWithout(["token"], { auth: "login" }), { scroll: false });

  // A link view shows its own answer, signed in or not; an invitation asks for the sign-in first.
  const signedIn = session !== null && view !== "reset" && view !== "verify" && view !== "link";
  // The session can arrive after the sign-in form was shown (the server sends the dialog open): its focused field
  // goes, and focus moves to Continue.
  useEffect(() => {
    if (signedIn) setFocusRequest((count) => count + 1);
  }, [signedIn]);
  return (
    <NativeDialog
      opened={opened}
      onClose={close}
      title={signedIn && view !== "invite" ? "You are signed in" : TITLES[view]}
      closeLabel="Close sign-in"
      titleClassName={styles.title}
    >
      <div ref={bodyRef}>
        {view === "invite" && session ? (
          <AcceptInvitation token={params.get("token")} email={session.user.email} />
        ) : view === "invite" ? (
          <SignInForm
            notice="Sign in with the account of the address the invitation was sent to, then accept it."
            onSignedIn={(signedIn) => void identityChanged(signedIn)}
            onCreateAccount={() => switchTo("signUp")}
            onForgotPassword={() => switchTo("forgot")}
          />
        ) : signedIn ? (
          <div className={styles.signedIn}>
            <p role="status">
              {notice && `${notice} `}Signed in as <strong>{session.user.email}</strong>.
            </p>
            <Button onClick={continueSignedIn} data-autofocus>
              Continue
            </Button>
          </div>
        ) : view === "signIn" ? (
          <SignInForm
            notice={notice}
            onSignedIn={onSignedIn}
            onCreateAccount={() => switchTo("signUp")}
            onForgotPassword={() => switchTo("forgot")}
          />
        ) : view === "signUp" ? (
          <SignUpForm
            onSent={(email) => {
              setSentTo(email);
              switchTo("sent");
            }}
            onSignIn={() => switchTo("signIn")}
          />
        ) : view === "sent" ? (
          <CheckYourEmail email={sentTo} onSignIn={() => switchTo("signIn")} />
        ) : view === "forgot" ? (
          <ForgotPasswordForm onSignIn={() => switchTo("signIn")} />
        ) : view === "verify" || view === "link" ? (
          <EmailLinkSignIn
            kind={view}
            token={params.get("token")}
            onSignedIn={onSignedInByLink}
            onConfirmedEarlier={onConfirmedEarlier}
            onSignIn={toSignIn}
          />
        ) : (
          <ResetPasswordForm
            token={params.get("token")}
            onReset={onReset}
            onForgotPassword={() => switchTo("forgot")}
          />
        )}
      </div>
    </NativeDialog>
  );
}
