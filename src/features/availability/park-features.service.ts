import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { features, parkFeatures } from "@/server/db/schema";
import { displayFeatureName } from "./park-features";

/** Features of the given parks, shown under their display names, in a stable order. */
export async function featuresByPark(db: Db, parkIds: string[]): Promise<Map<string, { name: string }[]>> {
  const byPark = new Map<string, { name: string }[]>(parkIds.map((id) => [id, []]));
  if (parkIds.length === 0) return byPark;
  const rows = await db
    .select({ parkId: parkFeatures.parkId, name: features.name })
    .from(parkFeatures)
    .innerJoin(features, eq(features.id, parkFeatures.featureId))
    .where(inArray(parkFeatures.parkId, parkIds))
    .orderBy(asc(features.name));
  for (const row of rows) byPark.get(row.parkId)?.push({ name: displayFeatureName(row.name) });
  return byPark;
}
