"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import styles from "./navigation-progress.module.css";

type Listener = () => void;
const startListeners = new Set<Listener>();

/** Tells the bar a client navigation to `href` begins; a no-op when `href` is this page or another site. */
export function startNavigationProgress(href: string | URL) {
  if (typeof window === "undefined") return;
  let url: URL;
  try {
    url = new URL(href, window.location.href);
  } catch {
    return; // Not a URL: Next reports it; the bar stays out of the way.
  }
  if (url.origin !== window.location.origin) return;
  if (url.pathname + url.search === window.location.pathname + window.location.search) return;
  for (const listener of startListeners) listener();
}

/** A plain left click on an in-site link that the browser (or Next's <Link>) will turn into a navigation. */
function linkNavigationTarget(event: MouseEvent): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return null;
  return anchor.href;
}

type NavigateFn = (href: string, ...rest: unknown[]) => unknown;

/**
 * Next's <Link> calls preventDefault before a bubbling listener sees the click, and `router.push` fires no event
 * at all. So the bar listens to clicks in the capture phase and wraps the app router's push/replace once, before
 * hydration (the public router instance Next exposes as `window.next.router`; `useRouter()` copies its methods).
 */
function wrapAppRouter() {
  const router = (window as unknown as { next?: { router?: Record<string, unknown> } }).next?.router;
  if (!router || router.__lanternProgress) return;
  for (const method of ["push", "replace"] as const) {
    const original = router[method];
    if (typeof original !== "function") continue;
    router[method] = (href: string, ...rest: unknown[]) => {
      startNavigationProgress(href);
      return (original as NavigateFn)(href, ...rest);
    };
  }
  router.__lanternProgress = true;
}

if (typeof window !== "undefined") wrapAppRouter();

/** How long a navigation may take before the bar gives up (a failed request must not leave it on screen). */
const GIVE_UP_MS = 15_000;

/** A bar at the top of the page while a client navigation is under way (spec §2). */
export function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [state, setState] = useState<"idle" | "loading" | "done">("idle");

  useEffect(() => {
    wrapAppRouter();
    const start = () => setState("loading");
    const onClick = (event: MouseEvent) => {
      const target = linkNavigationTarget(event);
      if (target) startNavigationProgress(target);
    };
    startListeners.add(start);
    document.addEventListener("click", onClick, { capture: true });
    return () => {
      startListeners.delete(start);
      document.removeEventListener("click", onClick, { capture: true });
    };
  }, []);

  // A new path or query means the new route rendered: run the bar to the end, then hide it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the location changed.
  useEffect(() => {
    setState((current) => (current === "loading" ? "done" : current));
  }, [pathname, search]);

  useEffect(() => {
    if (state === "idle") return;
    const timer = window.setTimeout(() => setState("idle"), state === "done" ? 400 : GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  return (
    <div className={styles.bar} data-state={state} aria-hidden="true" data-testid="navigation-progress" />
  );
}
