import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { loadShellData } from "../load-shell-data";
import { WEBVIEW_COOKIE } from "../webview";
import { SiteShell } from "./site-shell";

/**
 * The guest shell with what it reads (menus, parks, banner, contact): the `(site)` pages' layout and the not-found
 * page use it; the console's pages never run it.
 */
export async function GuestShell({ children }: { children: ReactNode }) {
  const [shell, cookieStore] = await Promise.all([loadShellData(), cookies()]);
  return (
    <SiteShell shell={shell} webview={cookieStore.has(WEBVIEW_COOKIE)}>
      {children}
    </SiteShell>
  );
}
