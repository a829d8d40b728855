import { createHash, randomBytes } from "node:crypto";

/** A review link's secret (43 characters) and the hash kept in its place. */
export function newReviewToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashReviewToken(token) };
}

export function hashReviewToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}
