"use client";

import { useEffect, useState } from "react";
import { INITIAL_HEADER_SCROLL, nextHeaderScroll } from "../header-visibility";

/** Whether the header is hidden by scrolling (spec §2); `enabled` false keeps it shown (waiver pages). */
export function useHeaderHidden(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let state = nextHeaderScroll(INITIAL_HEADER_SCROLL, window.scrollY);
    setHidden(state.hidden);
    const onScroll = () => {
      state = nextHeaderScroll(state, window.scrollY);
      setHidden(state.hidden);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled]);
  return hidden;
}
