import { and, eq, lte, sql } from "drizzle-orm";
import { toDateRange } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { siteAllocations } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** SQLSTATE of an exclusion-constraint violation; Drizzle puts the driver's error on `cause`. */
const EXCLUSION_VIOLATION = "23P01";

export function isExclusionViolation(error: unknown): boolean {
  const code = (candidate: unknown) => (candidate as { code?: unknown } | undefined)?.code;
  return (
    code(error) === EXCLUSION_VIOLATION ||
    code((error as { cause?: unknown } | undefined)?.cause) === EXCLUSION_VIOLATION
  );
}

export type AllocationRequest = {
  parkId: string;
  campsiteId: string;
  /** Shown in the error when the site is taken, e.g. "B14". */
  campsiteName: string;
  stay: { start: string; end: string };
  kind: "hold" | "reservation" | "block";
  expiresAt?: Date;
  /** Holds of this site that expired by now are deleted first (an expired hold no longer claims its nights). */
  now: Date;
  cartItemId?: string;
  reservationId?: string;
};

/**
 * Claims a site's nights. The database's exclusion constraint decides, not a prior read: a claim that overlaps
 * another is refused with `CONFLICT`. Run it in its own transaction (or savepoint) so a refusal leaves the
 * caller's transaction usable for the next candidate site.
 */
export async function allocateSite(db: Db, request: AllocationRequest): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      await tx
        .delete(siteAllocations)
        .where(
          and(
            eq(siteAllocations.parkId, request.parkId),
            eq(siteAllocations.campsiteId, request.campsiteId),
            eq(siteAllocations.kind, "hold"),
            lte(siteAllocations.expiresAt, request.now),
            sql`${siteAllocations.stay} && ${toDateRange(request.stay.start, request.stay.end)}::daterange`,
          ),
        );
      const [row] = await tx
        .insert(siteAllocations)
        .values({
          parkId: request.parkId,
          campsiteId: request.campsiteId,
          stay: toDateRange(request.stay.start, request.stay.end),
          kind: request.kind,
          expiresAt: request.expiresAt,
          cartItemId: request.cartItemId,
          reservationId: request.reservationId,
        })
        .returning({ id: siteAllocations.id });
      return row!.id;
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw new AppError(
      "CONFLICT",
      `Cannot hold site ${request.campsiteName} for ${request.stay.start}..${request.stay.end}: already taken.`,
    );
  }
}

/** Gives a reservation's nights back to inventory (cancellation): the site is bookable again at once. */
export async function releaseReservationAllocation(db: Db, reservationId: string): Promise<void> {
  await db.delete(siteAllocations).where(eq(siteAllocations.reservationId, reservationId));
}

/** The sweeper: deletes every hold that expired by `now` (the claiming transaction also does it per site). */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  const released = await db
    .delete(siteAllocations)
    .where(and(eq(siteAllocations.kind, "hold"), lte(siteAllocations.expiresAt, now)))
    .returning({ id: siteAllocations.id });
  return released.length;
}
