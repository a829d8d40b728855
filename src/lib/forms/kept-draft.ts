/**
 * A form's draft kept in the tab's session storage, so that leaving the form and coming back (checkout → cart →
 * checkout) finds what was typed. Only what the caller hands over is kept: never a card. The store may be
 * missing or refuse (private browsing, a full quota): the form then works as before, without the memory.
 */
export type DraftStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** The tab's session storage, or null where there is none or it may not be used. */
export function sessionDraftStore(): DraftStore | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The draft kept under `key`, as `restore` accepts it (null for nothing kept, or anything it does not accept). */
export function readKeptDraft<Draft>(
  store: DraftStore | null,
  key: string,
  restore: (stored: unknown) => Draft | null,
): Draft | null {
  try {
    const text = store?.getItem(key);
    return text ? restore(JSON.parse(text)) : null;
  } catch {
    return null;
  }
}

export function keepDraft(store: DraftStore | null, key: string, draft: unknown): void {
  try {
    store?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or refused store keeps nothing; the form still works.
  }
}

export function forgetDraft(store: DraftStore | null, key: string): void {
  try {
    store?.removeItem(key);
  } catch {
    // Nothing kept to forget.
  }
}
