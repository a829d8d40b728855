import "server-only";
import { eq } from "drizzle-orm";
import { type Actor, recordAudit } from "@/server/audit";
import { changedFields } from "@/server/audit-changes";
import type { Db } from "@/server/db/client";
import { type ParkPageOverrides, parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { TEditablePark, TParkUpdateInput } from "./parks-setup.schemas";

type ParkRow = typeof parks.$inferSelect;

const editableOf = (park: ParkRow): TEditablePark => ({
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

/** `admin.parks.get`: the park's fields as `/admin/park` edits them. */
export async function getEditablePark(db: Db, parkId: string): Promise<TEditablePark> {
  return editableOf(await parkRow(db, parkId));
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
  const current = editableOf(await parkRow(db, parkId));
  const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
  const next: TEditablePark = {
    ...current,
    ...defined,
    ...(pageOverrides ? { pageOverrides: mergedOverrides(current.pageOverrides, pageOverrides) } : {}),
  };
  const changes = changedFields(current, next);
  if (!changes) return current;
  return db.transaction(async (tx) => {
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
    return editableOf(saved!);
  });
}
