import { and, eq, lte, or, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { jobLeases } from "@/server/db/schema";

/**
 * Takes the lease of a singleton job for `ttlMs` from `now` (the injected clock), or renews it when `holder`
 * already has it. One statement, so two processes asking at once get one answer: the row's lock decides.
 * Returns whether `holder` holds it now.
 */
export async function takeJobLease(
  db: Db,
  lease: { name: string; holder: string; now: Date; ttlMs: number },
): Promise<boolean> {
  const expiresAt = new Date(lease.now.getTime() + lease.ttlMs);
  const taken = await db
    .insert(jobLeases)
    .values({ name: lease.name, holder: lease.holder, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder: sql`excluded.holder`, expiresAt: sql`excluded.expires_at` },
      setWhere: or(lte(jobLeases.expiresAt, lease.now), eq(jobLeases.holder, lease.holder)),
    })
    .returning({ holder: jobLeases.holder });
  return taken.length === 1;
}

/** Gives the lease back (the job ended): another process may take it at once. */
export async function endJobLease(db: Db, lease: { name: string; holder: string }): Promise<void> {
  await db.delete(jobLeases).where(and(eq(jobLeases.name, lease.name), eq(jobLeases.holder, lease.holder)));
}
