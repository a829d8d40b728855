import "server-only";
import { and, gt, inArray, ne, or, sql } from "drizzle-orm";
import { addDays, parseDateRange } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { siteAllocations } from "@/server/db/schema";
import { loadClaimedNights } from "./availability-index.service";
import type { ParkSearchData } from "./engine-types";
import { inventoryForStay, readInventory } from "./inventory.service";
import { cachedInventory } from "./inventory-cache.service";
import { cachedClaimedNights } from "./occupancy-cache.service";

export type { MandatoryFee, ParkSearchData } from "./engine-types";

/**
 * How far around the stay existing allocations are read. The gap rule only looks for a free stretch shorter than
 * the minimum stay next to the guest's nights; no park sets a minimum stay this long, so a neighbour further away
 * can never make a short gap.
 */
export const ALLOCATION_LOOKAROUND_DAYS = 14;

/**
 * How much of the sites' calendars to read. `all`: every claim within the look-around window, for evaluating other
 * stays in the same window (suggestions). `nearest`: only what this stay's rules need — the claims overlapping it,
 * plus per site the nearest claim ending before it and starting after it (gap and best fit look no further),
 * aggregated in SQL so a search over every park ships one row per site instead of every claim.
 */
export type ClaimDetail = "all" | "nearest";

/**
 * Where the claims come from: the availability index (decision 0019; what every caller uses), or the claims
 * table itself (the index's truth, kept for the equivalence test and the drift check).
 */
export type ClaimSource = "index" | "claims";

const activeClaim = (now: Date) =>
  // An expired hold no longer claims its site.
  or(ne(siteAllocations.kind, "hold"), gt(siteAllocations.expiresAt, now));

/** The nights whose claims the rules read for a stay: the stay and the look-around on either side. */
function lookaroundWindow(stay: { start: string; end: string; now: Date }) {
  return {
    start: addDays(stay.start, -ALLOCATION_LOOKAROUND_DAYS),
    end: addDays(stay.end, ALLOCATION_LOOKAROUND_DAYS),
    now: stay.now,
  };
}

async function loadClaims(
  db: Db,
  parkIds: string[],
  stay: { start: string; end: string; now: Date },
  detail: ClaimDetail,
  source: ClaimSource,
): Promise<Map<string, { start: string; end: string }[]>> {
  const { start: windowStart, end: windowEnd } = lookaroundWindow(stay);
  // The index answers both details at once: the window's claimed nights per site, a few bytes each.
  if (source === "index") return loadClaimedNights(db, parkIds, lookaroundWindow(stay));
  const claimsIn = (start: string, end: string) =>
    db
      .select({ campsiteId: siteAllocations.campsiteId, stay: siteAllocations.stay })
      .from(siteAllocations)
      .where(
        and(
          inArray(siteAllocations.parkId, parkIds),
          sql`${siteAllocations.stay} && daterange(${start}::date, ${end}::date)`,
          activeClaim(stay.now),
        ),
      );
  const bySite = new Map<string, { start: string; end: string }[]>();
  const add = (campsiteId: string, claim: { start: string; end: string }) => {
    const list = bySite.get(campsiteId);
    if (list) list.push(claim);
    else bySite.set(campsiteId, [claim]);
  };
  if (detail === "all") {
    for (const row of await claimsIn(windowStart, windowEnd)) add(row.campsiteId, parseDateRange(row.stay));
    return bySite;
  }
  const upper = sql`upper(${siteAllocations.stay})`;
  const lower = sql`lower(${siteAllocations.stay})`;
  const [overlapping, neighbours] = await Promise.all([
    claimsIn(stay.start, stay.end),
    db
      .select({
        campsiteId: siteAllocations.campsiteId,
        previousEnd: sql<string | null>`(max(${upper}) filter (where ${upper} <= ${stay.start}::date))::text`,
        nextStart: sql<string | null>`(min(${lower}) filter (where ${lower} >= ${stay.end}::date))::text`,
      })
      .from(siteAllocations)
      .where(
        and(
          inArray(siteAllocations.parkId, parkIds),
          sql`${siteAllocations.stay} && daterange(${windowStart}::date, ${windowEnd}::date)`,
          activeClaim(stay.now),
        ),
      )
      .groupBy(siteAllocations.campsiteId),
  ]);
  for (const row of overlapping) add(row.campsiteId, parseDateRange(row.stay));
  // One night stands for each nearest neighbour: the rules only measure the free nights up to it.
  for (const row of neighbours) {
    if (row.previousEnd) add(row.campsiteId, { start: addDays(row.previousEnd, -1), end: row.previousEnd });
    if (row.nextStart) add(row.campsiteId, { start: row.nextStart, end: addDays(row.nextStart, 1) });
  }
  return bySite;
}

/**
 * Everything the availability and pricing rules need for a stay at the given parks (or every active park): the
 * inventory, then the claims around the stay — a fixed set of statements whatever the number of parks. `cached`
 * (the search, on the application's database handle): the inventory and the index from the search caches, which
 * read only what changed since the last search (decision 0021); the cart and checkout read afresh inside their
 * transactions.
 */
export async function loadSearchData(
  db: Db,
  stay: { start: string; end: string; now: Date },
  parkIds?: string[],
  options: { claims?: ClaimDetail; source?: ClaimSource; cached?: boolean } = {},
): Promise<ParkSearchData[]> {
  const source = options.source ?? "index";
  const { stamp, parks, sites } = options.cached
    ? await cachedInventory(db, parkIds)
    : { stamp: null, parks: await readInventory(db, parkIds), sites: [] };
  if (parks.length === 0) return [];
  const ids = parks.map((park) => park.park.id);
  const claimsBySite =
    stamp !== null && source === "index"
      ? await cachedClaimedNights(
          db,
          { stamp, sites },
          parks.flatMap((park) => park.sites),
          ids,
          options.claims === "nearest" ? { ...lookaroundWindow(stay), stay } : lookaroundWindow(stay),
        )
      : await loadClaims(db, ids, stay, options.claims ?? "all", source);
  return parks.map((park) => inventoryForStay(park, stay, claimsBySite));
}
