import { createHash, timingSafeEqual } from "node:crypto";

/** Digests have one length whatever was given, so the comparison takes the same time for every wrong token. */
const digest = (text: string) => createHash("sha256").update(text).digest();

/** Does the `Authorization` header carry `token` as its bearer token? */
export function bearerMatches(authorization: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(given), digest(token));
}
