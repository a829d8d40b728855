import "server-only";
import { and, asc, eq, min } from "drizzle-orm";
import { listMandatoryAddons } from "@/features/availability/server";
import type { Db } from "@/server/db/client";
import { campsiteTypes, parks, rates } from "@/server/db/schema";
import { allInFromNightlyCents } from "./accommodations";

/** Every active campsite type of every active park, with its park and its all-in "from" nightly price. */
export async function listAccommodations(db: Db) {
  const [types, fees] = await Promise.all([
    db
      .select({
        id: campsiteTypes.id,
        parkId: campsiteTypes.parkId,
        name: campsiteTypes.name,
        category: campsiteTypes.category,
        description: campsiteTypes.description,
        photos: campsiteTypes.photos,
        maxGuests: campsiteTypes.maxGuests,
        parkSlug: parks.slug,
        parkName: parks.displayName,
        lowestRateCents: min(rates.nightlyCents),
      })
      .from(campsiteTypes)
      .innerJoin(parks, and(eq(parks.id, campsiteTypes.parkId), eq(parks.active, true)))
      .leftJoin(
        rates,
        and(eq(rates.parkId, campsiteTypes.parkId), eq(rates.campsiteTypeId, campsiteTypes.id)),
      )
      .where(eq(campsiteTypes.active, true))
      .groupBy(campsiteTypes.id, parks.id)
      .orderBy(asc(parks.sortOrder), asc(parks.name), asc(campsiteTypes.sortOrder), asc(campsiteTypes.name)),
    listMandatoryAddons(db),
  ]);
  return types.map((type) => ({ ...type, fromNightlyCents: allInFromNightlyCents(type, fees) }));
}

export type Accommodation = Awaited<ReturnType<typeof listAccommodations>>[number];
