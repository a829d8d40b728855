/**
 * Where the login dialog may send the user afterwards: only a path on this site. `//evil.example` and
 * `/\evil.example` look like paths but browsers read them as other hosts, so they are refused, as is anything
 * with control characters or a scheme.
 */
export function safeRedirectPath(value: string | null | undefined): string | null {
  if (!value?.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused here.
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  const base = "https://lantern.invalid";
  try {
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
