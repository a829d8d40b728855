import "server-only";
import { eq, like, max, or } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/audit";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { type ParkPageOverrides, parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { isUniqueViolationOf } from "./inventory-setup.service";
import { freeSlug } from "./inventory-slug";
import { notReadyMessage } from "./park-readiness";
import { parkSetup } from "./park-readiness.service";
import { parkSlugFromName, RESERVED_PARK_SLUGS } from "./park-slug";
import type { TEditablePark, TParkCreateInput, TParkFields, TParkUpdateInput } from "./parks-setup.schemas";

type ParkRow = typeof parks.$inferSelect;

const editableOf = (park: ParkRow): TParkFields => ({
  id: park.id,
  slug: park.slug,
  name: park.name,
  displayName: park.displayName,
  tagline: park.tagline,
  description: park.description,
  address: { line1: park.addressLine1, city: park.city, state: park.state, postalCode: park.postalCode },
  phone: park.phone,
  email: park.email,
  checkInTime: park.checkInTime,
  checkOutTime: park.checkOutTime,
  heroImage: park.heroImage,
  logoImage: park.logoImage,
  siteMapImage: park.siteMapImage,
  cancellationPolicy: park.cancellationPolicy,
  policies: park.policies,
  pageOverrides: park.pageOverrides,
});

/**
 * The overrides after an edit: the keys given replace the current ones, an empty one removes its key (the park page
 * shows the park's own value again), the keys left out stay.
 */
function mergedOverrides(
  current: ParkPageOverrides,
  input: NonNullable<TParkUpdateInput["pageOverrides"]>,
): ParkPageOverrides {
  return Object.fromEntries(
    Object.entries({ ...current, ...input }).filter(([, value]) => value !== undefined && value !== ""),
  );
}

async function parkRow(db: Db, parkId: string): Promise<ParkRow> {
  const [park] = await db.select().from(parks).where(eq(parks.id, parkId));
  if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
  return park;
}

/** The park as the Park screen shows it: its fields, open or not, and its setup steps. */
async function shownPark(db: Db, park: ParkRow, now: Date): Promise<TEditablePark> {
  return { ...editableOf(park), active: park.active, setup: await parkSetup(db, park, now) };
}

/** `admin.parks.get`: the park's fields as `/admin/park` edits them, and what it needs before guests can book it. */
export async function getEditablePark(db: Db, parkId: string, now: Date): Promise<TEditablePark> {
  return shownPark(db, await parkRow(db, parkId), now);
}

/**
 * `admin.parks.update`: the fields given replace the park's (the rest stay), audited with the changed fields before
 * and after; an edit that changes nothing writes nothing. The guest pages read the park on every request, and the
 * search's inventory cache follows through the parks table's trigger. The cancellation terms apply to every
 * cancellation from now on, stays booked earlier included (the engine reads the park's current terms).
 */
export async function updatePark(
  db: Db,
  input: TParkUpdateInput,
  actor: Actor,
  now: Date,
): Promise<TEditablePark> {
  const { parkId, pageOverrides, ...fields } = input;
  const row = await parkRow(db, parkId);
  const current = editableOf(row);
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const next: TParkFields = {
    ...current,
    ...defined,
    ...(pageOverrides ? { pageOverrides: mergedOverrides(current.pageOverrides, pageOverrides) } : {}),
  };
  const changes = changedFields(current, next);
  if (!changes) return shownPark(db, row, now);
  const saved = await db.transaction(async (tx) => {
    const [saved] = await tx
      .update(parks)
      .set({
        name: next.name,
        displayName: next.displayName,
        tagline: next.tagline,
        description: next.description,
        addressLine1: next.address.line1,
        city: next.address.city,
        state: next.address.state,
        postalCode: next.address.postalCode,
        phone: next.phone,
        email: next.email,
        checkInTime: next.checkInTime,
        checkOutTime: next.checkOutTime,
        heroImage: next.heroImage,
        logoImage: next.logoImage,
        siteMapImage: next.siteMapImage,
        cancellationPolicy: next.cancellationPolicy,
        policies: next.policies,
        pageOverrides: next.pageOverrides,
        updatedAt: now,
      })
      .where(eq(parks.id, parkId))
      .returning();
    await recordAudit(tx, {
      actor,
      at: now,
      action: "park.update",
      entity: "park",
      entityId: parkId,
      parkId,
      before: changes.before,
      after: changes.after,
    });
    return saved!;
  });
  return shownPark(db, saved, now);
}

const PLACEHOLDERS = {
  // Drawn for every build (scripts/art): the park's own images replace them on the Park screen.
  heroImage: "/art/heroes/home.webp",
  logoImage: "/art/og-default.webp",
  cancellationPolicy: {
    fullRefundDaysBefore: 7,
    lateCancellationFeeBp: 5_000,
    summary: "Full refund up to 7 days before arrival; after that we keep half of the reservation.",
  },
};

/** The address a new park takes: the one asked for (refused at its field when taken), else one made from its name. */
async function newParkSlug(db: Db, input: TParkCreateInput): Promise<string> {
  const base = input.slug || parkSlugFromName(input.displayName);
  const taken = await db
    .select({ slug: parks.slug })
    .from(parks)
    .where(or(eq(parks.slug, base), like(parks.slug, `${base}-%`)));
  const takenSlugs = new Set(taken.map((row) => row.slug));
  if (input.slug && takenSlugs.has(input.slug)) throw slugTaken(input.slug);
  return freeSlug(base, new Set([...takenSlugs, ...RESERVED_PARK_SLUGS]));
}

const slugTaken = (slug: string) =>
  new AppError("INVALID_INPUT", `Another park has the address /${slug}: choose another.`, { field: "slug" });

/**
 * `admin.parks.create` (decision 0062): a park with the fields a manager starts from and placeholders for the rest,
 * closed to guests (`active` false) until it has a season, types, sites and rates and someone opens it. Listed last
 * among the parks; audited as `park.create`.
 */
export async function createPark(
  db: Db,
  input: TParkCreateInput,
  actor: Actor,
  now: Date,
): Promise<TEditablePark> {
  const slug = await newParkSlug(db, input);
  const created = await db
    .transaction(async (tx) => {
      const [last] = await tx.select({ sortOrder: max(parks.sortOrder) }).from(parks);
      const [park] = await tx
        .insert(parks)
        .values({
          slug,
          name: input.name,
          displayName: input.displayName,
          addressLine1: input.address.line1,
          city: input.address.city,
          state: input.address.state,
          postalCode: input.address.postalCode,
          phone: input.phone,
          email: input.email,
          timeZone: input.timeZone,
          latitude: input.latitude,
          longitude: input.longitude,
          checkInTime: input.checkInTime,
          checkOutTime: input.checkOutTime,
          ...PLACEHOLDERS,
          sortOrder: (last?.sortOrder ?? 0) + 1,
          active: false,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(tx, {
        actor,
        at: now,
        action: "park.create",
        entity: "park",
        entityId: park!.id,
        parkId: park!.id,
        before: null,
        after: { ...input, slug, active: false },
      });
      return park!;
    })
    .catch((error: unknown) => {
      // Two saves of the same name at once: the second is told at its field, as if it had been taken before.
      if (isUniqueViolationOf(error, "parks_slug_unique")) throw slugTaken(slug);
      throw error;
    });
  return shownPark(db, created, now);
}

/**
 * `admin.parks.open`: guests can book the park from now on — refused, naming what is missing, until it has a season
 * that has not ended, an active type, an active site and a season rate for each active type. Checked under the
 * park's row lock; opening an open park changes nothing. Audited as `park.open`.
 */
export async function openPark(db: Db, parkId: string, actor: Actor, now: Date): Promise<TEditablePark> {
  const opened = await db.transaction(async (tx) => {
    const [park] = await tx.select().from(parks).where(eq(parks.id, parkId)).for("update");
    if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
    if (park.active) return park;
    const setup = await parkSetup(tx, park, now);
    if (setup.missing.length > 0) {
      throw new AppError("PRECONDITION_FAILED", notReadyMessage(park.displayName, setup));
    }
    const [saved] = await tx
      .update(parks)
      .set({ active: true, updatedAt: now })
      .where(eq(parks.id, parkId))
      .returning();
    await recordAudit(tx, {
      actor,
      at: now,
      action: "park.open",
      entity: "park",
      entityId: parkId,
      parkId,
      before: { active: false },
      after: { active: true },
    });
    return saved!;
  });
  return shownPark(db, opened, now);
}
