import "server-only";
import { and, eq } from "drizzle-orm";
import { seasonPricing } from "@/features/availability/server";
import { todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { campsites, campsiteTypes } from "@/server/db/schema";
import { type ParkSetup, parkSetupOf } from "./park-readiness";

/** The park's setup steps as of its today (a season that ended yesterday no longer counts). */
export async function parkSetup(
  db: Db,
  park: { id: string; timeZone: string },
  now: Date,
): Promise<ParkSetup> {
  const [types, sites, pricing] = await Promise.all([
    db
      .select({ id: campsiteTypes.id, name: campsiteTypes.name })
      .from(campsiteTypes)
      .where(and(eq(campsiteTypes.parkId, park.id), eq(campsiteTypes.active, true))),
    db
      .select({ campsiteTypeId: campsites.campsiteTypeId })
      .from(campsites)
      .where(and(eq(campsites.parkId, park.id), eq(campsites.active, true))),
    seasonPricing(db, park.id, todayIn(park.timeZone, now)),
  ]);
  return parkSetupOf({
    seasonAhead: pricing.seasonAhead,
    activeTypes: types,
    activeSiteTypeIds: sites.map((site) => site.campsiteTypeId),
    pricedTypeIds: pricing.pricedTypeIds,
  });
}
