import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { formatStay } from "@/lib/date-format";
import { parseDateRange, toDateRange } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { siteAllocations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { markNights } from "./availability-index.service";
import { announceClaimsReleased } from "./claims-released";

/**
 * The one service that writes `site_allocations` (architecture.md): every hold, extension, release, reservation,
 * move and block of the guest site and the staff console goes through here. Each statement names the park (the
 * sharding key) and the exclusion constraint `site_allocations_no_overlap` decides every claim: nothing here reads
 * "free" and then writes. Callers pass their transaction as `db` when the claim belongs to a larger change.
 * Every firm claim (reservation, block) written or released here marks or clears its nights in the availability
 * index in the same transaction, so the index never disagrees with the claims (decision 0019).
 */

/** SQLSTATEs of an exclusion-constraint violation and of a deadlock's victim. */
const EXCLUSION_VIOLATION = "23P01";
const DEADLOCK_DETECTED = "40P01";

/** Whether `error` (or the driver's error Drizzle puts on its `cause`) has SQLSTATE `sqlState`. */
function hasSqlState(error: unknown, sqlState: string): boolean {
  const code = (candidate: unknown) => (candidate as { code?: unknown } | undefined)?.code;
  return code(error) === sqlState || code((error as { cause?: unknown } | undefined)?.cause) === sqlState;
}

export const isExclusionViolation = (error: unknown): boolean => hasSqlState(error, EXCLUSION_VIOLATION);

/**
 * Two transactions inserting overlapping claims at the same instant can each find the other's uncommitted row in
 * the constraint's index and wait for it: PostgreSQL breaks that deadlock by failing one of them (execIndexing.c
 * accepts this for exclusion constraints). The loser's savepoint is rolled back and the claim is tried again: it
 * then waits for the winner and is answered by the constraint like any other late claim. Bounded, for a deadlock
 * whose other half lies outside the savepoint and would only repeat.
 */
const DEADLOCK_RETRIES = 2;

type Stay = { start: string; end: string };

/** A site's nights to claim; `campsiteName` is shown in the error when the site is taken, e.g. "B14". */
type SiteNights = { parkId: string; campsiteId: string; campsiteName: string; stay: Stay };

export type AllocationRequest = SiteNights & {
  kind: "hold" | "reservation" | "block";
  expiresAt?: Date;
  /** Holds of this site that expired by now are deleted first (an expired hold no longer claims its nights). */
  now: Date;
  cartItemId?: string;
  reservationId?: string;
};

/**
 * Claims a site's nights. The database's exclusion constraint decides, not a prior read: a claim that overlaps
 * another is refused with `CONFLICT`. It runs in its own savepoint, so a refusal leaves the caller's transaction
 * usable for the next candidate site.
 */
export async function allocateSite(db: Db, request: AllocationRequest): Promise<string> {
  for (let retry = 0; ; retry += 1) {
    try {
      return await insertClaim(db, request);
    } catch (error) {
      if (retry < DEADLOCK_RETRIES && hasSqlState(error, DEADLOCK_DETECTED)) continue;
      if (!isExclusionViolation(error)) throw error;
      const verb = request.kind === "block" ? "block" : "hold";
      throw new AppError(
        "CONFLICT",
        `Cannot ${verb} site ${request.campsiteName} for ${formatStay(request.stay.start, request.stay.end)}: already taken.`,
      );
    }
  }
}

/** One try at a claim, in its own savepoint: expired holds of its nights go, the claim and its index bits come. */
function insertClaim(db: Db, request: AllocationRequest): Promise<string> {
  return db.transaction(async (tx) => {
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
    if (request.kind !== "hold") await markNights(tx, request, true);
    return row!.id;
  });
}

const releasedClaim = {
  parkId: siteAllocations.parkId,
  campsiteId: siteAllocations.campsiteId,
  stay: siteAllocations.stay,
  kind: siteAllocations.kind,
};

/** Released reservations and blocks give their nights back in the availability index (holds are not in it). */
async function clearNights(
  db: Db,
  released: { parkId: string; campsiteId: string; stay: string; kind: string }[],
): Promise<void> {
  for (const claim of released) {
    if (claim.kind === "hold") continue;
    await markNights(db, { ...claim, stay: parseDateRange(claim.stay) }, false);
  }
}

/** A cart item holds a site's nights until `expiresAt` (`booking.cart.addItem`, or an expired item held again). */
export function holdSite(
  db: Db,
  hold: SiteNights & { cartItemId: string; expiresAt: Date; now: Date },
): Promise<string> {
  return allocateSite(db, { ...hold, kind: "hold" });
}

/** A live hold runs until `expiresAt` instead (`booking.cart.extendHold`). */
export async function extendSiteHold(
  db: Db,
  hold: { parkId: string; cartItemId: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(siteAllocations)
    .set({ expiresAt: hold.expiresAt })
    .where(
      and(
        eq(siteAllocations.parkId, hold.parkId),
        eq(siteAllocations.cartItemId, hold.cartItemId),
        eq(siteAllocations.kind, "hold"),
      ),
    );
}

/**
 * A cart item's hold goes (the item left the cart, or is about to be held again): the site is free at once. The
 * alerts hear of it unless the site is not really given back (`regained`: held again at once, or booked).
 */
export async function releaseHold(
  db: Db,
  hold: { parkId: string; cartItemId: string },
  options: { regained?: boolean } = {},
): Promise<void> {
  const released = await db
    .delete(siteAllocations)
    .where(
      and(
        eq(siteAllocations.parkId, hold.parkId),
        eq(siteAllocations.cartItemId, hold.cartItemId),
        eq(siteAllocations.kind, "hold"),
      ),
    )
    .returning({ id: siteAllocations.id });
  if (released.length > 0 && !options.regained) announceClaimsReleased();
}

/**
 * A paid cart item's hold becomes its reservation, inside the order's transaction. When the hold had expired and
 * someone else claimed the site meanwhile, the constraint refuses it: `CONFLICT`.
 */
export async function convertHoldToReservation(
  db: Db,
  claim: SiteNights & { cartItemId: string; reservationId: string; now: Date },
): Promise<string> {
  await releaseHold(db, claim, { regained: true });
  return allocateSite(db, {
    parkId: claim.parkId,
    campsiteId: claim.campsiteId,
    campsiteName: claim.campsiteName,
    stay: claim.stay,
    kind: "reservation",
    reservationId: claim.reservationId,
    now: claim.now,
  });
}

/**
 * A reservation's claim moves to another site and/or nights (staff move, guest change). The old claim goes and
 * the new one is made in one savepoint: when the new nights are taken the move is refused with `CONFLICT` and the
 * reservation keeps its old claim. Moving onto overlapping nights of the same site works (the old claim is gone
 * first).
 */
export async function moveReservation(
  db: Db,
  move: { parkId: string; reservationId: string; to: Omit<SiteNights, "parkId">; now: Date },
): Promise<string> {
  return db.transaction(async (tx) => {
    await releaseReservation(tx, move);
    return allocateSite(tx, {
      parkId: move.parkId,
      ...move.to,
      kind: "reservation",
      reservationId: move.reservationId,
      now: move.now,
    });
  });
}

/** Gives a reservation's nights back to inventory (cancellation): the site is bookable again at once. */
export async function releaseReservation(
  db: Db,
  reservation: { parkId: string; reservationId: string },
): Promise<void> {
  const released = await db
    .delete(siteAllocations)
    .where(
      and(
        eq(siteAllocations.parkId, reservation.parkId),
        eq(siteAllocations.reservationId, reservation.reservationId),
      ),
    )
    .returning(releasedClaim);
  await clearNights(db, released);
  if (released.length > 0) announceClaimsReleased();
}

/** Staff take a site's nights out of inventory (maintenance, owner use): `CONFLICT` when they are claimed. */
export function blockSite(db: Db, block: SiteNights & { now: Date }): Promise<string> {
  return allocateSite(db, { ...block, kind: "block" });
}

/** A block ends: its nights are bookable again. Returns the removed block (null when there was none). */
export async function removeBlock(
  db: Db,
  block: { parkId: string; allocationId: string },
): Promise<{ campsiteId: string; stay: Stay } | null> {
  const released = await db
    .delete(siteAllocations)
    .where(
      and(
        eq(siteAllocations.parkId, block.parkId),
        eq(siteAllocations.id, block.allocationId),
        eq(siteAllocations.kind, "block"),
      ),
    )
    .returning(releasedClaim);
  await clearNights(db, released);
  if (released.length > 0) announceClaimsReleased();
  const [removed] = released;
  return removed ? { campsiteId: removed.campsiteId, stay: parseDateRange(removed.stay) } : null;
}

/**
 * The sweeper: deletes every hold that expired by `now` in every park (the claiming transaction also does it per
 * site). `now` is the injected clock, never the database's.
 */
export async function releaseExpiredHolds(db: Db, now: Date): Promise<number> {
  const released = await db
    .delete(siteAllocations)
    .where(and(eq(siteAllocations.kind, "hold"), lte(siteAllocations.expiresAt, now)))
    .returning({ id: siteAllocations.id });
  if (released.length > 0) announceClaimsReleased();
  return released.length;
}
