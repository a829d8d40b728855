"use client";

import dynamic from "next/dynamic";
import { useSearchParams } from "next/navigation";
import { useState } from "react";

const LoginDialog = dynamic(() => import("./login-dialog").then((module) => module.LoginDialog), {
  ssr: false,
});

/**
 * The login dialog's code (its forms, their validation) is fetched the first time `auth=login|reset` is in the
 * address, not with every page; once loaded it stays mounted so it closes and opens like before (issue 12 §6).
 */
export function LazyLoginDialog() {
  const auth = useSearchParams().get("auth");
  const [wanted, setWanted] = useState(false);
  if (!wanted && (auth === "login" || auth === "reset")) setWanted(true);
  return wanted ? <LoginDialog /> : null;
}
