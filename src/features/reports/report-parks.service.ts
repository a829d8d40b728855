import "server-only";
import { asc, eq } from "drizzle-orm";
import { canSeePark, type TeamRole } from "@/lib/team-roles";
import type { Db } from "@/server/db/client";
import { parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export type ReportPark = { id: string; slug: string; timeZone: string };

/**
 * The parks a report covers: the one asked for, or every park the member works at (a MANAGER limited to some
 * parks sees only those). The caller has already refused a park outside the member's parks.
 */
export async function reportParks(
  db: Db,
  input: { parkId?: string },
  team: { role: TeamRole; parkIds: readonly string[] | null },
): Promise<ReportPark[]> {
  const rows = await db
    .select({ id: parks.id, slug: parks.slug, timeZone: parks.timeZone })
    .from(parks)
    .where(input.parkId ? eq(parks.id, input.parkId) : undefined)
    .orderBy(asc(parks.displayName));
  const inScope = rows.filter((park) => canSeePark(team, park.id));
  if (input.parkId && inScope.length === 0) throw new AppError("NOT_FOUND", "This park does not exist.");
  return inScope;
}
