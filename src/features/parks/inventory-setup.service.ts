import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { seasonPricing } from "@/features/availability/server";
import { todayIn } from "@/lib/stay-dates";
import { type Actor, recordSaveAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { campsites, campsiteTypes, parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { type AffectedReservation, reservationsAffected } from "./affected-reservations.service";
import type { TCampsiteTypeRow, TCampsiteTypeUpsertInput } from "./inventory-setup.schemas";
import { freeSlug, slugFromName } from "./inventory-slug";

/** A write the database refused for this unique constraint (two staff saving the same name at once). */
export const isUniqueViolationOf = (error: unknown, constraint: string) => {
  const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
  const failure = cause as { code?: string; constraint?: string };
  return failure.code === "23505" && failure.constraint === constraint;
};

/** The park a setup change is for, with its date today (stays from today on are the ones a change affects). */
export async function setupPark(db: Db, parkId: string, now: Date): Promise<{ id: string; today: string }> {
  const [park] = await db
    .select({ id: parks.id, timeZone: parks.timeZone })
    .from(parks)
    .where(eq(parks.id, parkId));
  if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
  return { id: park.id, today: todayIn(park.timeZone, now) };
}

/** Refuses a site type that is not one of the park's (a site's or a closure's type, as the form chose it). */
export async function assertTypeOfPark(db: Db, parkId: string, campsiteTypeId: string): Promise<void> {
  const [type] = await db
    .select({ id: campsiteTypes.id })
    .from(campsiteTypes)
    .where(and(eq(campsiteTypes.id, campsiteTypeId), eq(campsiteTypes.parkId, parkId)));
  if (!type) {
    throw new AppError("NOT_FOUND", "This site type does not exist at this park.", {
      field: "campsiteTypeId",
    });
  }
}

/** The audit note of a change confirmed over reservations: which stays were kept as booked. */
export const keptReservationsNote = (what: string, affected: readonly AffectedReservation[]) =>
  affected.length === 0
    ? null
    : `${what} with ${affected.length} future reservation${affected.length === 1 ? "" : "s"} kept as booked: ${affected.map((row) => row.orderConfirmation).join(", ")}.`;

const typeColumns = {
  id: campsiteTypes.id,
  parkId: campsiteTypes.parkId,
  slug: campsiteTypes.slug,
  name: campsiteTypes.name,
  category: campsiteTypes.category,
  description: campsiteTypes.description,
  amenities: campsiteTypes.amenities,
  maxGuests: campsiteTypes.maxGuests,
  maxAdults: campsiteTypes.maxAdults,
  maxChildren: campsiteTypes.maxChildren,
  maxPets: campsiteTypes.maxPets,
  bookableOnline: campsiteTypes.bookableOnline,
  lockFeeCents: campsiteTypes.lockFeeCents,
  sortOrder: campsiteTypes.sortOrder,
  active: campsiteTypes.active,
};

export const siteColumns = {
  id: campsites.id,
  parkId: campsites.parkId,
  campsiteTypeId: campsites.campsiteTypeId,
  name: campsites.name,
  amenities: campsites.amenities,
  rvTypes: campsites.rvTypes,
  rvLengthMax: campsites.rvLengthMax,
  rvSlideoutValue: campsites.rvSlideoutValue,
  accessible: campsites.accessible,
  mapX: campsites.mapX,
  mapY: campsites.mapY,
  active: campsites.active,
};

/** Site names in the order people count them: T2 before T10. */
export const siteNameOrder = new Intl.Collator("en", { numeric: true, sensitivity: "base" });

/**
 * `admin.campsiteTypes.list`: the park's site map, whether it is open to guests, and every type (by position) with its
 * sites, inactive ones too, and whether it has a season rate guests can book it at (`priced`).
 */
export async function listInventory(db: Db, parkId: string, now: Date) {
  const [row] = await db
    .select({
      id: parks.id,
      slug: parks.slug,
      name: parks.name,
      siteMapImage: parks.siteMapImage,
      active: parks.active,
      timeZone: parks.timeZone,
    })
    .from(parks)
    .where(eq(parks.id, parkId));
  if (!row) throw new AppError("NOT_FOUND", "This park does not exist.");
  const { timeZone, ...park } = row;
  const [types, sites, pricing] = await Promise.all([
    db
      .select(typeColumns)
      .from(campsiteTypes)
      .where(eq(campsiteTypes.parkId, parkId))
      .orderBy(asc(campsiteTypes.sortOrder), asc(campsiteTypes.name)),
    db.select(siteColumns).from(campsites).where(eq(campsites.parkId, parkId)),
    seasonPricing(db, parkId, todayIn(timeZone, now)),
  ]);
  const sorted = sites.sort((a, b) => siteNameOrder.compare(a.name, b.name));
  return {
    park,
    types: types.map((type) => ({
      ...type,
      priced: pricing.pricedTypeIds.has(type.id),
      sites: sorted.filter((site) => site.campsiteTypeId === type.id),
    })),
  };
}

type TypeSaved =
  | { saved: false; affected: AffectedReservation[] }
  | (TCampsiteTypeRow & { saved: true; affected: AffectedReservation[] });

/** The name and slug a type may take: refused when another type of the park has them (field errors). */
async function typeIdentity(
  db: Db,
  input: { parkId: string; id?: string; name: string; slug?: string },
  currentSlug: string | null,
): Promise<string> {
  const others = (
    await db
      .select({ id: campsiteTypes.id, name: campsiteTypes.name, slug: campsiteTypes.slug })
      .from(campsiteTypes)
      .where(eq(campsiteTypes.parkId, input.parkId))
  ).filter((type) => type.id !== input.id);
  if (others.some((type) => type.name.toLowerCase() === input.name.toLowerCase())) {
    throw new AppError("INVALID_INPUT", `A type named "${input.name}" already exists at this park.`, {
      field: "name",
    });
  }
  const taken = new Set(others.map((type) => type.slug));
  if (input.slug && taken.has(input.slug)) {
    throw new AppError("INVALID_INPUT", `Another type of this park has the slug "${input.slug}".`, {
      field: "slug",
    });
  }
  return input.slug ?? currentSlug ?? freeSlug(slugFromName(input.name), taken);
}

/**
 * `admin.campsiteTypes.upsert`: creates a type of the park or replaces a type's fields, audited. Deactivating a
 * type hides it from the guest site at once; when it has future reservations they are listed and nothing is saved
 * until staff confirm (the reservations stay valid as booked; decision 0027).
 */
export async function upsertCampsiteType(
  db: Db,
  input: TCampsiteTypeUpsertInput,
  actor: Actor,
  now: Date,
): Promise<TypeSaved> {
  const { parkId, id, confirm, slug: askedSlug, ...fields } = input;
  const park = await setupPark(db, parkId, now);
  const [current] = id
    ? await db
        .select(typeColumns)
        .from(campsiteTypes)
        .where(and(eq(campsiteTypes.id, id), eq(campsiteTypes.parkId, parkId)))
    : [];
  if (id && !current) throw new AppError("NOT_FOUND", "This site type does not exist at this park.");
  const slug = await typeIdentity(
    db,
    { parkId, id, name: fields.name, slug: askedSlug },
    current?.slug ?? null,
  );
  const affected =
    current?.active && !fields.active
      ? await reservationsAffected(db, { parkId, campsiteTypeId: current.id, from: park.today })
      : [];
  if (affected.length > 0 && !confirm) return { saved: false, affected };

  try {
    return await db.transaction(async (tx) => {
      const [saved] = current
        ? await tx
            .update(campsiteTypes)
            .set({ ...fields, slug, updatedAt: now })
            .where(eq(campsiteTypes.id, current.id))
            .returning(typeColumns)
        : await tx
            .insert(campsiteTypes)
            .values({ parkId, ...fields, slug, createdAt: now, updatedAt: now })
            .returning(typeColumns);
      await recordSaveAudit(tx, {
        current,
        saved: saved!,
        actor,
        at: now,
        action: "campsiteType",
        entity: "campsite_type",
        reason: keptReservationsNote("Deactivated", affected),
      });
      return { saved: true as const, ...saved!, affected };
    });
  } catch (error) {
    if (isUniqueViolationOf(error, "campsite_types_park_id_slug_unique")) {
      throw new AppError("INVALID_INPUT", "Another type of this park has just taken this slug.", {
        field: "slug",
      });
    }
    throw error;
  }
}
