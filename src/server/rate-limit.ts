import { lt, sql } from "drizzle-orm";
import { CLIENT_IP_HEADER } from "@/server/client-ip";
import type { Db } from "@/server/db/client";
import { rateLimits } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type RateLimitRule = { limit: number; windowMs: number };

/**
 * Counts one attempt for `key` in a fixed window and refuses (`RATE_LIMITED`) past `limit`. One atomic upsert,
 * so concurrent requests on any app process count exactly. Call it outside the transaction of the action, so
 * attempts that fail still count.
 */
export async function consumeRateLimit(db: Db, key: string, rule: RateLimitRule, now: Date): Promise<void> {
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
  if (row && row.hits > rule.limit) {
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

/** The client's address as `npm start` determined it (see client-ip.ts), for rate-limit keys. */
export function clientAddress(headers: Headers): string {
  return headers.get(CLIENT_IP_HEADER) ?? "unknown";
}

/** Deletes counters whose window started before `before` (no rule's window is that long). */
export async function pruneRateLimits(db: Db, before: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStartedAt, before));
}
