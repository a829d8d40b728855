import "server-only";
import { and, eq, gt, inArray, ne, or, sql } from "drizzle-orm";
import { toDateRange } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { siteAllocations } from "@/server/db/schema";

/**
 * A type's line (decision 0033): guests adding the same type at once take turns, and each turn reads the claims
 * committed before it. It writes no claim itself: a turn's claim goes through `site-allocations.service.ts`.
 */

type Stay = { start: string; end: string };

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

/** Whether the question asks about some sites and every one of them is in `taken`. */
const allTaken = (question: SiteQuestion, taken: ReadonlySet<string>) =>
  question.campsiteIds.length > 0 && question.campsiteIds.every((id) => taken.has(id));

/** Whether a sold-out read that began after a call arrived answers that call's question too. */
function answeredBy(soldOut: SoldOut | undefined, arrivedAt: number, question: SiteQuestion): boolean {
  return (
    soldOut !== undefined &&
    soldOut.readAt > arrivedAt &&
    soldOut.parkId === question.parkId &&
    // Any claim overlapping the read's nights overlaps every stay that contains them.
    question.stay.start <= soldOut.stay.start &&
    question.stay.end >= soldOut.stay.end &&
    question.now.getTime() < soldOut.until &&
    allTaken(question, soldOut.taken)
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
          if (allTaken(question, taken)) {
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
