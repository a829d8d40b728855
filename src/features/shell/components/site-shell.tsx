"use client";

import { usePathname, useSearchParams } from "next/navigation";
import type { ReactNode } from "react";
import type { ShellData } from "../load-shell-data";
import { footerVisibleOn, headerVariantFor } from "../shell-routes";
import { CheckoutHeader } from "./checkout-header";
import { LazyLoginDialog } from "./lazy-login-dialog";
import { PoweredBy } from "./powered-by";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import styles from "./site-shell.module.css";

/** Header, footer and dialogs around every page, chosen by path; `?webview` hides header and footer (app shell). */
export function SiteShell({ shell, children }: { shell: ShellData; children: ReactNode }) {
  const pathname = usePathname();
  const webview = useSearchParams().has("webview");
  const variant = headerVariantFor(pathname);
  return (
    <>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      {!webview &&
        (variant === "checkout" ? <CheckoutHeader /> : <SiteHeader shell={shell} variant={variant} />)}
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {!webview && footerVisibleOn(pathname) ? <SiteFooter shell={shell} /> : <PoweredBy />}
      <LazyLoginDialog />
    </>
  );
}
