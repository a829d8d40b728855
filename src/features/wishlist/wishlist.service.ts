import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { campsiteTypes, parks, wishListItems } from "@/server/db/schema";
import { AppError } from "@/server/errors";

/** The user's saved parks and campsite types, newest first. */
export async function listWishListItems(db: Db, userId: string) {
  const rows = await db
    .select({
      id: wishListItems.id,
      createdAt: wishListItems.createdAt,
      parkId: parks.id,
      parkSlug: parks.slug,
      parkName: parks.displayName,
      campsiteTypeId: campsiteTypes.id,
      campsiteTypeName: campsiteTypes.name,
    })
    .from(wishListItems)
    .innerJoin(parks, eq(parks.id, wishListItems.parkId))
    .leftJoin(campsiteTypes, eq(campsiteTypes.id, wishListItems.campsiteTypeId))
    .where(eq(wishListItems.userId, userId))
    .orderBy(desc(wishListItems.createdAt), desc(wishListItems.id));
  return rows.map((row) => ({
    id: row.id,
    park: { id: row.parkId, slug: row.parkSlug, name: row.parkName },
    campsiteType:
      row.campsiteTypeId && row.campsiteTypeName
        ? { id: row.campsiteTypeId, name: row.campsiteTypeName }
        : null,
    createdAt: row.createdAt,
  }));
}

/** Saves a park, or one of its campsite types; saving the same thing twice keeps one item. */
export async function addWishListItem(
  db: Db,
  userId: string,
  target: { parkId: string; campsiteTypeId?: string },
  now: Date,
): Promise<void> {
  if (target.campsiteTypeId) {
    const [type] = await db
      .select({ id: campsiteTypes.id })
      .from(campsiteTypes)
      .innerJoin(parks, and(eq(parks.id, campsiteTypes.parkId), eq(parks.active, true)))
      .where(and(eq(campsiteTypes.id, target.campsiteTypeId), eq(campsiteTypes.parkId, target.parkId)));
    if (!type) throw new AppError("NOT_FOUND", "This stay type does not exist at that park.");
  } else {
    // A park not open to guests yet (decision 0062) is as unknown to them as one that does not exist.
    const [park] = await db
      .select({ id: parks.id })
      .from(parks)
      .where(and(eq(parks.id, target.parkId), eq(parks.active, true)));
    if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
  }
  await db
    .insert(wishListItems)
    .values({ userId, parkId: target.parkId, campsiteTypeId: target.campsiteTypeId ?? null, createdAt: now })
    .onConflictDoNothing();
}

/** Removes one of the user's own items; another user's item is NOT_FOUND, as if it did not exist. */
export async function removeWishListItem(db: Db, userId: string, id: string): Promise<void> {
  const removed = await db
    .delete(wishListItems)
    .where(and(eq(wishListItems.id, id), eq(wishListItems.userId, userId)))
    .returning({ id: wishListItems.id });
  if (removed.length === 0) throw new AppError("NOT_FOUND", "This item is not on your wish list.");
}
