import { useState } from "react";

/**
 * A form's values as one object in state, and `set` for one of them, typed by its key: for the forms that hold
 * their inputs' raw values (a number input's "" or number) and build the procedure's input when they send.
 */
export function useDraft<Draft extends object>(initial: Draft | (() => Draft)) {
  const [draft, setDraft] = useState<Draft>(initial);
  const set = <Key extends keyof Draft>(key: Key, value: Draft[Key]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  return { draft, set, setDraft };
}
