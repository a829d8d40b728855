"use client";

import { useCallback, useEffect, useRef, useState } from "react";

/**
 * After a failed submit, focus moves to the first field marked invalid in reading order (WCAG 3.3.1): call
 * `focusFirstInvalid()` together with setting the errors; the focus moves once they are on screen.
 */
export function useFocusFirstInvalid<Element extends HTMLElement = HTMLFormElement>() {
  const containerRef = useRef<Element>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    containerRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  const focusFirstInvalid = useCallback(() => setAttempt((count) => count + 1), []);
  return { containerRef, focusFirstInvalid };
}
