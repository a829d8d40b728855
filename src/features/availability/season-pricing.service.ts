import "server-only";
import { and, eq, gte } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { rates, seasons } from "@/server/db/schema";

/**
 * Whether a park has a season that is not over by `today`, and which of its types have a base rate in one: a night
 * is priced only by its season's rate (`baseRateOn`), so a type without one is never offered. What the console's
 * setup checklist and the Sites screen read to say whether guests can book.
 */
export async function seasonPricing(
  db: Db,
  parkId: string,
  today: string,
): Promise<{ seasonAhead: boolean; pricedTypeIds: Set<string> }> {
  const [ahead, priced] = await Promise.all([
    db
      .select({ id: seasons.id })
      .from(seasons)
      .where(and(eq(seasons.parkId, parkId), gte(seasons.endDate, today)))
      .limit(1),
    db
      .selectDistinct({ campsiteTypeId: rates.campsiteTypeId })
      .from(rates)
      .innerJoin(seasons, eq(seasons.id, rates.seasonId))
      .where(and(eq(rates.parkId, parkId), eq(seasons.parkId, parkId), gte(seasons.endDate, today))),
  ]);
  return { seasonAhead: ahead.length > 0, pricedTypeIds: new Set(priced.map((row) => row.campsiteTypeId)) };
}
