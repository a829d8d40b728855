"use client";

import { useEffect } from "react";

/**
 * Marks the page interactive (`<html data-hydrated="true">`) once React has hydrated it. A page's scripts start
 * only after its main content has painted (decision 0038), so its `load` event can come first: the browser tests
 * wait for this mark before they act on a page they have just opened.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
