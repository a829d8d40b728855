"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";

const loadDialog = () => import("./login-dialog");

const LoginDialog = dynamic(() => loadDialog().then((module) => module.LoginDialog), { ssr: false });

/**
 * The login dialog's code (its forms, their validation) is fetched the first time `auth=login|reset` is in the
 * address, or as soon as a visitor points at or focuses a link that opens it, not with every page; once loaded
 * it stays mounted so it closes and opens like before (issue 12 §6).
 */
export function LazyLoginDialog() {
  const auth = useSearchParams().get("auth");
  const [wanted, setWanted] = useState(false);
  if (!wanted && (auth === "login" || auth === "reset")) setWanted(true);

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

  return wanted ? <LoginDialog /> : null;
}
