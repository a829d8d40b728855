import "server-only";
import { asc, inArray } from "drizzle-orm";
import { type TeamRole, worksAtEveryPark } from "@/lib/team-roles";
import type { Db } from "@/server/db/client";
import { parks } from "@/server/db/schema";

export type ConsolePark = { id: string; slug: string; name: string; timeZone: string };

/** `admin.parks.list`: the parks the member works at (every park for ADMIN and above), by name. */
export function parksInScope(
  db: Db,
  team: { role: TeamRole; parkIds: string[] | null },
): Promise<ConsolePark[]> {
  const everyPark = worksAtEveryPark(team);
  if (!everyPark && team.parkIds!.length === 0) return Promise.resolve([]);
  return db
    .select({ id: parks.id, slug: parks.slug, name: parks.displayName, timeZone: parks.timeZone })
    .from(parks)
    .where(everyPark ? undefined : inArray(parks.id, team.parkIds!))
    .orderBy(asc(parks.displayName));
}
