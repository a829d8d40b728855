"use client";

import { useEffect, useRef } from "react";
import { keepDraft, readKeptDraft, sessionDraftStore } from "./kept-draft";

/**
 * Keeps `draft` in the tab's session storage under `key` while the form is open, and hands what was kept there to
 * `onRestore` once, when the form first shows (after hydration: the server never sees the storage). A null key
 * keeps nothing.
 */
export function useKeptDraft<Draft>(
  key: string | null,
  draft: Draft,
  restore: (stored: unknown) => Draft | null,
  onRestore: (kept: Draft) => void,
): void {
  const restoredFor = useRef<string | null>(null);
  const callbacks = useRef({ restore, onRestore });
  callbacks.current = { restore, onRestore };

  useEffect(() => {
    if (!key) return;
    if (restoredFor.current !== key) {
      restoredFor.current = key;
      const kept = readKeptDraft(sessionDraftStore(), key, callbacks.current.restore);
      // The form renders again with what was kept, and that render keeps it: this one's draft is the empty start.
      if (kept !== null) {
        callbacks.current.onRestore(kept);
        return;
      }
    }
    keepDraft(sessionDraftStore(), key, draft);
  }, [key, draft]);
}
