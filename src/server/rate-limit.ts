import { eq, lt, sql } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "@/server/client-ip";
import type { Db } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type RateLimitRule = { limit: number; windowMs: number };

/** Counts one attempt for `key` in a fixed window: one atomic upsert, exact under concurrent requests anywhere. */
async function countAttempt(db: Db, key: string, rule: RateLimitRule, now: Date) {
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const expired = sql`${rateLimits.windowStartedAt} <= ${windowStart}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartedAt: now, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${expired} then ${now} else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStartedAt: rateLimits.windowStartedAt });
  return row!;
}

/**
 * Counts one attempt for `key` and refuses (`RATE_LIMITED`, with `retryAfterSeconds`) past `limit`. Call it
 * outside the transaction of the action, so attempts that fail still count.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
  const row = await countAttempt(db, key, rule, now);
  if (row.hits > rule.limit) {
    const retryAfterSeconds = Math.max(
      1,
      Math.ceil((row.windowStartedAt.getTime() + rule.windowMs - now.getTime()) / 1000),
    );
    const minutes = Math.ceil(retryAfterSeconds / 60);
    throw new AppError(
      "RATE_LIMITED",
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      { retryAfterSeconds },
    );
  }
}

/** Counts one attempt for `key` and tells whether it is past `limit`, for callers that answer otherwise than 429. */
export async function isRateLimited(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<boolean> {
  return (await countAttempt(db, key, rule, now)).hits > rule.limit;
}

/**
 * The client's address as `npm start` determined it (see client-ip.ts), for rate-limit keys. An IPv6 address
 * counts by its /64 network: one subscriber gets a whole /64 and could rotate through it.
 */
export function clientAddress(headers: Headers): string {
  const address = headers.get(CLIENT_IP_HEADER) ?? "unknown";
  if (!address.includes(":") || address.startsWith("::ffff:")) return address;
  return `${ipv6Network64(address)}::/64`;
}

/** The first four groups of an IPv6 address, `::` expanded. */
function ipv6Network64(address: string): string {
  const [head = "", tail = ""] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups = address.includes("::")
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right]
    : left;
  return groups
    .slice(0, 4)
    .map((group) => group.toLowerCase().replace(/^0+(?=.)/, ""))
    .join(":");
}

/** Deletes counters whose window started before `before` (no rule's window is that long). */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before));
}

/** Forgets the attempts counted for `key` (e.g. a successful sign-in clears its failures). */
export async function resetRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
