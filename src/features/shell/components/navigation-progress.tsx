"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import styles from "./navigation-progress.module.css";

function isInternalNavigation(event: MouseEvent): boolean {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  ) {
    return false;
  }
  const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
  if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return false;
  const url = new URL(anchor.href, window.location.href);
  return (
    url.origin === window.location.origin &&
    url.pathname + url.search !== window.location.pathname + window.location.search
  );
}

/** A bar at the top of the page while a client navigation is under way (spec §2). */
export function NavigationProgress() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const [active, setActive] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInternalNavigation(event)) setActive(true);
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, []);

  // A new path or query means the navigation finished.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the location changed.
  useEffect(() => {
    setActive(false);
  }, [pathname, search]);

  return (
    <div className={styles.bar} data-active={active} aria-hidden="true" data-testid="navigation-progress" />
  );
}
