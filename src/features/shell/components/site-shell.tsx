"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { type ReactNode, useEffect, useState } from "react";
import { footerVisibleOn, headerVariantFor, isConsolePath, loginDialogAsked } from "@/lib/shell-routes";
import type { ShellData } from "../load-shell-data";
import { WEBVIEW_COOKIE } from "../webview";
import { CheckoutHeader } from "./checkout-header";
import { LazyLoginDialog } from "./lazy-login-dialog";
import { PoweredBy } from "./powered-by";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import styles from "./site-shell.module.css";

/**
 * Header, footer and dialogs around every page, chosen by path; `?webview` hides header and footer (app shell)
 * on that page and every later page of the visit: remembered here for client navigations and in a session
 * cookie the server reads (`webview`) for full page loads.
 */
export function SiteShell({
  shell,
  webview: webviewSession = false,
  children,
}: {
  shell: ShellData;
  webview?: boolean;
  children: ReactNode;
}) {
  const pathname = usePathname();
  const params = useSearchParams();
  const webviewAsked = params.has("webview");
  // While the login dialog is open everything else is inert: that is what makes it modal (NativeDialog).
  const behindDialog = loginDialogAsked(params.get("auth")) || undefined;
  const [remembered, setRemembered] = useState(webviewSession);
  useEffect(() => {
    if (!webviewAsked) return;
    setRemembered(true);
    // biome-ignore lint/suspicious/noDocumentCookie: a session cookie (no expiry); the Cookie Store API is not everywhere.
    document.cookie = `${WEBVIEW_COOKIE}=1; path=/; SameSite=Lax`;
  }, [webviewAsked]);
  const webview = webviewAsked || remembered;
  const variant = headerVariantFor(pathname);
  if (isConsolePath(pathname)) return children;
  return (
    <>
      <div className={styles.page} inert={behindDialog}>
        <a href="#main" className={styles.skipLink}>
          Skip to content
        </a>
        {!webview &&
          (variant === "checkout" ? <CheckoutHeader /> : <SiteHeader shell={shell} variant={variant} />)}
        <main id="main" tabIndex={-1} className={styles.main}>
          {children}
        </main>
        {!webview && footerVisibleOn(pathname) ? <SiteFooter shell={shell} /> : <PoweredBy standalone />}
      </div>
      <LazyLoginDialog />
    </>
  );
}
