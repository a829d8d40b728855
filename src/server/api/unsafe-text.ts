/**
 * Characters no text field may carry: NUL (PostgreSQL `text` cannot store it) and half of a UTF-16 surrogate
 * pair (not a Unicode character; it cannot be encoded as UTF-8 for the database, a mail or a log).
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const UNSAFE_TEXT_MESSAGE =
  "Remove the invisible or broken character from this field (for example a pasted control character).";

export function isUnsafeText(value: string): boolean {
  return value.includes("\u0000") || LONE_SURROGATE.test(value);
}

type Step = { key: string; parent: Step | null } | null;

function pathOf(step: Step): string[] {
  const path: string[] = [];
  for (let at = step; at; at = at.parent) path.push(at.key);
  return path.reverse();
}

/**
 * The paths of every string (value or key) in `input` that holds an unsafe character. Iterative and linear (a
 * path is spelled only when found), so a deeply nested input cannot overflow the stack or take long; each
 * object is visited once, so shared or cyclic references end.
 */
export function unsafeTextPaths(input: unknown): string[][] {
  const found: string[][] = [];
  const seen = new Set<object>();
  const pending: { value: unknown; at: Step }[] = [{ value: input, at: null }];
  while (pending.length > 0) {
    const { value, at } = pending.pop()!;
    if (typeof value === "string") {
      if (isUnsafeText(value)) found.push(pathOf(at));
      continue;
    }
    if (typeof value !== "object" || value === null || seen.has(value)) continue;
    seen.add(value);
    const entries: [unknown, unknown][] =
      value instanceof Map
        ? [...value.entries()]
        : value instanceof Set
          ? [...value].map((item, index) => [index, item])
          : Object.entries(value);
    for (const [key, item] of entries) {
      if (typeof key === "string" && isUnsafeText(key)) found.push(pathOf(at));
      pending.push({ value: item, at: { key: String(key), parent: at } });
    }
  }
  return found.reverse();
}
