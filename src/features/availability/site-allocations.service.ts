import "server-only";
import { and, eq, gt, inArray, lte, ne, or, sql } from "drizzle-orm";
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
        `Cannot ${verb} site ${request.campsiteName} for ${request.stay.start}..${request.stay.end}: already taken.`,
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

/** The calls of this process waiting for a type's turn, chained in arrival order (the last link per type). */
const typeTurns = new Map<string, Promise<void>>();
const inLine = new Map<string, number>();

/** How many calls of this process are in line for a type's turn, the one taking it included (tests, logs). */
export const callsInLineForType = (campsiteTypeId: string): number => inLine.get(campsiteTypeId) ?? 0;

/** A turn that waits longer than this on PostgreSQL (a stuck turn elsewhere) is given up: 503, nothing done. */
const TURN_LOCK_TIMEOUT = "3s";

/** Which sites' nights a turn asks about: one park's sites, a stay, live holds as of `now`. */
export type SiteQuestion = { parkId: string; campsiteIds: readonly string[]; stay: Stay; now: Date };

/**
 * The last read of a type's turn that found every site it asked about taken: `readAt` on the line's clock, and
 * until when (the earliest hold among them expiring) that answer stays true.
 */
type SoldOut = { readAt: number; parkId: string; stay: Stay; taken: ReadonlySet<string>; until: number };
const soldOutTypes = new Map<string, SoldOut>();
/** The lines' clock: ticks at each call's arrival and before each turn's read, to tell which came first. */
let lineClock = 0;

export type TypeTurn = {
  /**
   * `claimedSites` in the turn. When every site asked about is taken, the answer is kept while calls are in line:
   * a call behind that arrived before this read, wants none but these sites, for these nights at least, is
   * refused from it without a turn of its own. Ask before the turn writes anything: the read sees the turn's own
   * uncommitted claims, which must not refuse anybody.
   */
  claimedSites(question: SiteQuestion): Promise<Set<string>>;
};

/** Whether a sold-out read that began after a call arrived answers that call's question too. */
function answeredBy(soldOut: SoldOut | undefined, arrivedAt: number, question: SiteQuestion): boolean {
  return (
    soldOut !== undefined &&
    question.campsiteIds.length > 0 &&
    soldOut.readAt > arrivedAt &&
    soldOut.parkId === question.parkId &&
    // Any claim overlapping the read's nights overlaps every stay that contains them.
    question.stay.start <= soldOut.stay.start &&
    question.stay.end >= soldOut.stay.end &&
    question.now.getTime() < soldOut.until &&
    question.campsiteIds.every((id) => soldOut.taken.has(id))
  );
}

/**
 * Runs `claim` in its own transaction on this type's turn: guests adding the same type at once are served one
 * after another, in the order they asked — in this process by a first-come chain (holding no connection while
 * they wait), across processes by an advisory lock PostgreSQL grants in the order it was requested, held until
 * the transaction ends. Each turn then reads the claims committed before it (`turn.claimedSites`) and holds a free
 * site at the first try, instead of racing every other guest for every site. Lock waits in the turn end after
 * `TURN_LOCK_TIMEOUT` (SQLSTATE 55P03, rolled back). The exclusion constraint still decides every claim (a staff
 * booking does not queue here).
 *
 * `refuse`: a call whose question a turn before it has answered "all taken" — with a read that began after the call
 * arrived, so no older than the call — is refused with `refuse.error()` when its turn comes, without a
 * transaction: in a rush the guests behind the last free site are answered together from one read, not one turn
 * each (bench/README "A booking rush — 2026-11-27 (later)"). Kept in this process's memory only, from its own
 * reads, for as long as calls are in line: another process asks PostgreSQL itself.
 */
export async function claimOnTypeTurn<T>(
  db: Db,
  campsiteTypeId: string,
  claim: (tx: Db, turn: TypeTurn) => Promise<T>,
  refuse?: { question: SiteQuestion; error: () => Error },
): Promise<T> {
  const arrivedAt = ++lineClock;
  const before = typeTurns.get(campsiteTypeId) ?? Promise.resolve();
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  const last = before.then(() => done);
  typeTurns.set(campsiteTypeId, last);
  inLine.set(campsiteTypeId, callsInLineForType(campsiteTypeId) + 1);
  try {
    await before;
    if (refuse && answeredBy(soldOutTypes.get(campsiteTypeId), arrivedAt, refuse.question)) {
      throw refuse.error();
    }
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local lock_timeout = '${TURN_LOCK_TIMEOUT}'`));
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${campsiteTypeId}, 0))`);
      return claim(tx, {
        async claimedSites(question) {
          const readAt = ++lineClock;
          const { taken, until } = await claimedSitesUntil(tx, question);
          if (question.campsiteIds.length > 0 && question.campsiteIds.every((id) => taken.has(id))) {
            soldOutTypes.set(campsiteTypeId, {
              readAt,
              parkId: question.parkId,
              stay: question.stay,
              taken,
              until,
            });
          }
          return taken;
        },
      });
    });
  } finally {
    release();
    if (typeTurns.get(campsiteTypeId) === last) {
      typeTurns.delete(campsiteTypeId);
      // Nobody is in line who arrived before its read.
      soldOutTypes.delete(campsiteTypeId);
    }
    const left = callsInLineForType(campsiteTypeId) - 1;
    if (left > 0) inLine.set(campsiteTypeId, left);
    else inLine.delete(campsiteTypeId);
  }
}

/** Which of `campsiteIds` (one park's) a live claim holds on any night of `stay` as of `now`: one statement. */
export async function claimedSites(db: Db, question: SiteQuestion): Promise<Set<string>> {
  return (await claimedSitesUntil(db, question)).taken;
}

/** `claimedSites`, and until when that stays so: the earliest expiry among the holds it found (ms; else ∞). */
async function claimedSitesUntil(
  db: Db,
  question: SiteQuestion,
): Promise<{ taken: Set<string>; until: number }> {
  if (question.campsiteIds.length === 0) return { taken: new Set(), until: Number.POSITIVE_INFINITY };
  const rows = await db
    .select({
      campsiteId: siteAllocations.campsiteId,
      kind: siteAllocations.kind,
      expiresAt: siteAllocations.expiresAt,
    })
    .from(siteAllocations)
    .where(
      and(
        eq(siteAllocations.parkId, question.parkId),
        inArray(siteAllocations.campsiteId, [...question.campsiteIds]),
        sql`${siteAllocations.stay} && ${toDateRange(question.stay.start, question.stay.end)}::daterange`,
        or(ne(siteAllocations.kind, "hold"), gt(siteAllocations.expiresAt, question.now)),
      ),
    );
  let until = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.kind === "hold" && row.expiresAt) until = Math.min(until, row.expiresAt.getTime());
  }
  return { taken: new Set(rows.map((row) => row.campsiteId)), until };
}
