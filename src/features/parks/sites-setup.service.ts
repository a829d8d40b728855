import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { type Actor, recordAudit, recordSaveAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { campsites } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { type AffectedReservation, reservationsAffected } from "./affected-reservations.service";
import type { TCampsiteRow, TCampsiteUpsertInput } from "./inventory-setup.schemas";
import {
  assertTypeOfPark,
  isUniqueViolationOf,
  keptReservationsNote,
  setupPark,
  siteColumns,
} from "./inventory-setup.service";

type SiteSaved =
  | { saved: false; affected: AffectedReservation[] }
  | (TCampsiteRow & { saved: true; affected: AffectedReservation[] });

const SITE_NOT_FOUND = "This site does not exist at this park.";
const nameTaken = (name: string) =>
  new AppError("INVALID_INPUT", `A site named ${name} already exists at this park.`, { field: "name" });

/** The park of a site, or null when there is no such site (for the caller's scope check). */
export async function parkOfCampsite(db: Db, campsiteId: string): Promise<string | null> {
  const [row] = await db
    .select({ parkId: campsites.parkId })
    .from(campsites)
    .where(eq(campsites.id, campsiteId));
  return row?.parkId ?? null;
}

/**
 * `admin.campsites.upsert`: creates a site of the park (active) or replaces a site's fields, audited. The type must
 * be one of the park's, the name the park's only one. Moving a site with future reservations to another type lists
 * them and saves only when staff confirm: the reservations keep the type and price they were booked at (decision
 * 0027). The search sees the change on the next request (the campsites table's trigger bumps its inventory stamp).
 */
export async function upsertCampsite(
  db: Db,
  input: TCampsiteUpsertInput,
  actor: Actor,
  now: Date,
): Promise<SiteSaved> {
  const { parkId, id, confirm, ...fields } = input;
  const park = await setupPark(db, parkId, now);
  const [current] = id
    ? await db
        .select(siteColumns)
        .from(campsites)
        .where(and(eq(campsites.id, id), eq(campsites.parkId, parkId)))
    : [];
  if (id && !current) throw new AppError("NOT_FOUND", SITE_NOT_FOUND);
  await assertTypeOfPark(db, parkId, fields.campsiteTypeId);
  // "b14" beside "B14" would read as the same site on the grid and to guests.
  const [clash] = await db
    .select({ id: campsites.id })
    .from(campsites)
    .where(
      and(
        eq(campsites.parkId, parkId),
        sql`lower(${campsites.name}) = lower(${fields.name})`,
        ...(id ? [ne(campsites.id, id)] : []),
      ),
    );
  if (clash) throw nameTaken(fields.name);
  const affected =
    current && current.campsiteTypeId !== fields.campsiteTypeId
      ? await reservationsAffected(db, { parkId, campsiteIds: [current.id], from: park.today })
      : [];
  if (affected.length > 0 && !confirm) return { saved: false, affected };

  try {
    return await db.transaction(async (tx) => {
      const [saved] = current
        ? await tx
            .update(campsites)
            .set({ ...fields, updatedAt: now })
            .where(eq(campsites.id, current.id))
            .returning(siteColumns)
        : await tx
            .insert(campsites)
            .values({ parkId, ...fields, createdAt: now, updatedAt: now })
            .returning(siteColumns);
      await recordSaveAudit(tx, {
        current,
        saved: saved!,
        actor,
        at: now,
        action: "campsite",
        entity: "campsite",
        reason: keptReservationsNote("Moved to another type", affected),
      });
      return { saved: true as const, ...saved!, affected };
    });
  } catch (error) {
    if (isUniqueViolationOf(error, "campsites_park_id_name_unique")) throw nameTaken(fields.name);
    throw error;
  }
}

/**
 * `admin.campsites.setActive`: a deactivated site leaves the guest search at once (and the front desk's booking
 * forms), a reactivated one is bookable again at once. Deactivating a site with future reservations lists them and
 * saves only when staff confirm; the reservations stay valid on the site and the grid keeps showing them, for
 * staff to move if the site cannot host them (decision 0027).
 */
export async function setCampsiteActive(
  db: Db,
  input: { parkId: string; campsiteId: string; active: boolean; confirm: boolean },
  actor: Actor,
  now: Date,
): Promise<SiteSaved> {
  const park = await setupPark(db, input.parkId, now);
  const [current] = await db
    .select(siteColumns)
    .from(campsites)
    .where(and(eq(campsites.id, input.campsiteId), eq(campsites.parkId, input.parkId)));
  if (!current) throw new AppError("NOT_FOUND", SITE_NOT_FOUND);
  if (current.active === input.active) return { saved: true, ...current, affected: [] };
  const affected = input.active
    ? []
    : await reservationsAffected(db, { parkId: input.parkId, campsiteIds: [current.id], from: park.today });
  if (affected.length > 0 && !input.confirm) return { saved: false, affected };
  return db.transaction(async (tx) => {
    const [saved] = await tx
      .update(campsites)
      .set({ active: input.active, updatedAt: now })
      .where(eq(campsites.id, current.id))
      .returning(siteColumns);
    await recordAudit(tx, {
      actor,
      at: now,
      action: input.active ? "campsite.reactivate" : "campsite.deactivate",
      entity: "campsite",
      entityId: current.id,
      parkId: input.parkId,
      before: { name: current.name, active: current.active },
      after: { name: current.name, active: input.active },
      reason: keptReservationsNote("Deactivated", affected),
    });
    return { saved: true as const, ...saved!, affected };
  });
}
