/** Words as a code: "Outdoor shower" → "outdoor-shower" (accents dropped, at most 60 characters; "" when none). */
export function codeFromWords(words: string): string {
  return words
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .slice(0, 60)
    .replace(/^-+|-+$/g, "");
}

/** A type's address part from its name: "Orchard Tent Site" → "orchard-tent-site". */
export function slugFromName(name: string): string {
  return codeFromWords(name) || "type";
}

/** `base`, or the first of `base-2`, `base-3`… that no other type of the park has. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}
