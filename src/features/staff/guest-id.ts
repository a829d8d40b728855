/**
 * A guest is who an order names (decision 0063): every order with the same e-mail, lower-cased and trimmed, is one
 * guest. Their id is that e-mail as base64url — URL-safe, needs no table, and the console computes it from any
 * reservation's e-mail. It is not a secret: the procedures that take it check the member's parks.
 */

/** The e-mail that keys a guest: as typed, lower-cased and trimmed. */
export function normalizeGuestEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The console's id of the guest an e-mail names. */
export function guestIdOf(email: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(normalizeGuestEmail(email)))
    binary += String.fromCharCode(byte);
  return btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/** An id's longest form: the base64url of a 320-character e-mail. */
export const GUEST_ID_MAX_LENGTH = 430;

/** The e-mail a guest id stands for, or null when the id is not one `guestIdOf` makes. */
export function emailOfGuestId(guestId: string): string | null {
  if (guestId.length > GUEST_ID_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(guestId)) return null;
  try {
    const base64 = guestId.replaceAll("-", "+").replaceAll("_", "/");
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, "="));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const email = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    // One guest, one id: an id of an e-mail not in its normal form (or padded otherwise) names no one.
    return email.includes("@") && guestIdOf(email) === guestId ? email : null;
  } catch {
    return null;
  }
}
