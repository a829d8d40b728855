import { createHash, randomBytes } from "node:crypto";

/** A new link secret (43 characters) and the hash that is stored in its place. */
export function newAlertToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashAlertToken(token) };
}

export function hashAlertToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
