import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { campsites, siteHousekeeping } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export const HOUSEKEEPING = ["READY", "NEEDS_CLEANING", "OUT_OF_ORDER"] as const;
export type Housekeeping = (typeof HOUSEKEEPING)[number];

const toRow = { READY: "ready", NEEDS_CLEANING: "needs_cleaning", OUT_OF_ORDER: "out_of_order" } as const;
const fromRow = { ready: "READY", needs_cleaning: "NEEDS_CLEANING", out_of_order: "OUT_OF_ORDER" } as const;

export type SiteHousekeeping = { status: Housekeeping; note: string | null; at: Date | null };

/** A site without a row is ready. */
const READY: SiteHousekeeping = { status: "READY", note: null, at: null };

/** The housekeeping state of some sites (by id); a site never marked is ready. */
export async function housekeepingOf(
  db: Db,
  campsiteIds: readonly string[],
): Promise<Map<string, SiteHousekeeping>> {
  const states = new Map<string, SiteHousekeeping>(campsiteIds.map((id) => [id, READY]));
  if (campsiteIds.length === 0) return states;
  const rows = await db
    .select()
    .from(siteHousekeeping)
    .where(inArray(siteHousekeeping.campsiteId, [...campsiteIds]));
  for (const row of rows) {
    states.set(row.campsiteId, { status: fromRow[row.status], note: row.note, at: row.updatedAt });
  }
  return states;
}

/** The park of a site, or null (for the caller's scope check). */
export async function parkOfSite(db: Db, campsiteId: string): Promise<string | null> {
  const [row] = await db
    .select({ parkId: campsites.parkId })
    .from(campsites)
    .where(eq(campsites.id, campsiteId));
  return row?.parkId ?? null;
}

/**
 * `admin.sites.setStatus` (decision 0059): a site ready, needing cleaning or out of order, with a note; audited.
 * Setting the status it has changes nothing.
 */
export async function setSiteHousekeeping(
  db: Db,
  input: { campsiteId: string; status: Housekeeping; note?: string },
  actor: Actor,
  now: Date,
): Promise<SiteHousekeeping> {
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select({ parkId: campsites.parkId, name: campsites.name })
      .from(campsites)
      .where(eq(campsites.id, input.campsiteId));
    if (!site) throw new AppError("NOT_FOUND", "This site does not exist.");
    const before = (await housekeepingOf(tx, [input.campsiteId])).get(input.campsiteId)!;
    const note = input.note?.trim() || null;
    if (before.status === input.status && before.note === note) return before;
    const values = { status: toRow[input.status], note, updatedAt: now, updatedByUserId: actor.userId };
    await tx
      .insert(siteHousekeeping)
      .values({ campsiteId: input.campsiteId, ...values })
      .onConflictDoUpdate({ target: siteHousekeeping.campsiteId, set: values });
    await recordAudit(tx, {
      actor,
      at: now,
      action: "site.housekeeping",
      entity: "campsite",
      entityId: input.campsiteId,
      parkId: site.parkId,
      before: { site: site.name, status: before.status, note: before.note },
      after: { site: site.name, status: input.status, note },
    });
    return { status: input.status, note, at: now };
  });
}

/** A guest checked out: their site needs cleaning (unless it is out of order, which stays). */
export async function markForCleaning(db: Db, campsiteId: string, actorUserId: string | null, now: Date) {
  await db
    .insert(siteHousekeeping)
    .values({ campsiteId, status: "needs_cleaning", updatedAt: now, updatedByUserId: actorUserId })
    .onConflictDoUpdate({
      target: siteHousekeeping.campsiteId,
      set: { status: "needs_cleaning", note: null, updatedAt: now, updatedByUserId: actorUserId },
      setWhere: sql`${siteHousekeeping.status} <> 'out_of_order'`,
    });
}
