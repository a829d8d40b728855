"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { loginDialogAsked } from "@/lib/shell-routes";
// The dialog's styles come with every page (~1 KB): a page sent with the dialog open shows it styled in its first
// paint, before the dialog's code has arrived.
import "@/features/authentication/components/auth-form.module.css";
import "@/lib/ui/native-dialog.module.css";
import "./login-dialog.module.css";

const loadDialog = () => import("./login-dialog");

const LoginDialog = dynamic(() => loadDialog().then((module) => module.LoginDialog));

/**
 * The login dialog's code (its forms) is fetched the first time `auth=login|reset` is in the address, or as soon
 * as a visitor points at or focuses a link that opens it, not with every page; once loaded it stays mounted so it
 * closes and opens like before (issue 12 §6). A page whose address asks for it is sent with the dialog open, so
 * it is there at the first paint rather than after the scripts (a visitor's `/profile/account`).
 *
 * Focus goes back where it was when the dialog opened (the Account link) once it closes: noted here, in the same
 * commit that makes the page behind inert, before the browser moves focus off an inert element. When there is no
 * such place (the page arrived with the dialog open, or the link was in a menu that has closed) it goes to `main`.
 */
export function LazyLoginDialog() {
  const asked = loginDialogAsked(useSearchParams().get("auth"));
  const [wanted, setWanted] = useState(false);
  if (!wanted && asked) setWanted(true);

  const opener = useRef<HTMLElement | null>(null);
  const wasAsked = useRef(asked);
  useLayoutEffect(() => {
    if (asked) {
      const active = document.activeElement;
      opener.current =
        active instanceof HTMLElement && active !== document.body && !active.closest("dialog")
          ? active
          : null;
    } else if (wasAsked.current) {
      // Sent open by the server, or opened from a menu that is gone now: the page's main content instead.
      const back = opener.current?.isConnected ? opener.current : document.getElementById("main");
      opener.current = null;
      back?.focus();
    }
    wasAsked.current = asked;
  }, [asked]);

  useEffect(() => {
    if (wanted) return;
    const onIntent = (event: Event) => {
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (link && /[?&]auth=login\b/.test(link.getAttribute("href") ?? "")) void loadDialog();
    };
    document.addEventListener("pointerover", onIntent);
    document.addEventListener("focusin", onIntent);
    return () => {
      document.removeEventListener("pointerover", onIntent);
      document.removeEventListener("focusin", onIntent);
    };
  }, [wanted]);

  return wanted || asked ? <LoginDialog /> : null;
}
