"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useEffect } from "react";
import { pushDataLayer } from "@/lib/analytics-events";
import { useUiStore } from "@/lib/ui-store";

/** On every route change: close the modals and the mobile menu, and push a page_view (spec §2, §7). */
export function RouteChangeEffects() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const closeAll = useUiStore((state) => state.closeAll);

  useEffect(() => {
    closeAll();
    pushDataLayer({
      event: "page_view",
      page_path: search ? `${pathname}?${search}` : pathname,
      page_location: window.location.href,
      page_title: document.title,
      currency: "USD",
    });
  }, [pathname, search, closeAll]);

  return null;
}
