import { desc, eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { campsiteTypes, parks, wishListItems } from "@/server/db/schema";

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
