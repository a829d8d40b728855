import "server-only";
import { and, gt, inArray, ne, or, sql } from "drizzle-orm";
import { addDays, parseDateRange } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { siteAllocations } from "@/server/db/schema";
import { allLiveHolds, loadClaimedNights } from "./availability-index.service";
import type { ParkSearchData } from "./engine-types";
import { inventoryForStay, type ParkInventory, readInventory } from "./inventory.service";
import { cachedInventory } from "./inventory-cache.service";
import { currentOccupancy } from "./occupancy-cache.service";

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

type StayAt = { start: string; end: string; now: Date };

/**
 * The search's view of the engine's data at the start of one search (decision 0021): the cached inventory, the
 * cached availability index brought up to date, and the holds live now. `load` builds the rules' data for any
 * stay from it; `parkToken` names everything a park's answer depends on besides the request and the clock — the
 * inventory stamp, the index changes read for the park's sites and the park's live holds — so a search can keep
 * a park's answer until its token moves (null when the database has no inventory stamp, or for a park outside the
 * snapshot's scope: nothing may be kept).
 */
export type SearchSnapshot = {
  /** Every active park's inventory, in the inventory's order. */
  parks: readonly ParkInventory[];
  parkToken(parkId: string): string | null;
  load(stay: StayAt, parkIds?: readonly string[], claims?: ClaimDetail): Promise<ParkSearchData[]>;
};

/**
 * Opens a {@link SearchSnapshot}: one statement for the inventory stamp, one per cached index year (and per year of
 * `windows` not cached yet), one for the live holds — whatever the number of parks. Pass the application's
 * database handle, not a transaction's.
 */
export async function openSearchSnapshot(
  db: Db,
  now: Date,
  windows: readonly { start: string; end: string }[],
  /** The parks this snapshot serves (every park without): only their holds are read, only they get a token. */
  scope?: readonly string[],
): Promise<SearchSnapshot> {
  const { stamp, parks, sites } = await cachedInventory(db);
  const byId = new Map(parks.map((park) => [park.park.id, park]));
  const select = (parkIds?: readonly string[]) =>
    parkIds ? parkIds.flatMap((id) => byId.get(id) ?? []) : [...parks];
  if (stamp === null) {
    return {
      parks,
      parkToken: () => null,
      load: (stay, parkIds, claims) =>
        loadSearchData(db, stay, parkIds ? [...parkIds] : undefined, { claims }),
    };
  }
  const [occupancy, holds] = await Promise.all([
    currentOccupancy(
      db,
      { stamp, sites },
      windows.map((window) => lookaroundWindow({ ...window, now })),
    ),
    allLiveHolds(db, now, scope),
  ]);
  const holdsByPark = new Map<string, typeof holds>();
  for (const hold of holds) {
    const list = holdsByPark.get(hold.parkId);
    if (list) list.push(hold);
    else holdsByPark.set(hold.parkId, [hold]);
  }
  const holdsSignature = (parkId: string) =>
    (holdsByPark.get(parkId) ?? [])
      .map((hold) => `${hold.campsiteId}/${hold.stay.start}/${hold.stay.end}`)
      .sort()
      .join(",");
  return {
    parks,
    parkToken: (parkId) =>
      scope && !scope.includes(parkId)
        ? null
        : `${stamp}|${occupancy.changesOf(parkId)}|${holdsSignature(parkId)}`,
    load: async (stay, parkIds, claims) => {
      // Holds were read for the scope only: a park outside it would be answered without them.
      if (scope && parkIds?.some((id) => !scope.includes(id))) {
        throw new Error("A search snapshot loads only the parks of its scope.");
      }
      const chosen = select(parkIds ?? scope);
      if (chosen.length === 0) return [];
      const window = lookaroundWindow(stay);
      const claimsBySite = await occupancy.claimedNights(
        chosen.flatMap((park) => park.sites),
        claims === "nearest" ? { ...window, stay } : window,
      );
      // Holds are read live, as by the uncached reader: those of these parks that touch the window.
      for (const park of chosen) {
        for (const hold of holdsByPark.get(park.park.id) ?? []) {
          if (hold.stay.start >= window.end || hold.stay.end <= window.start) continue;
          const list = claimsBySite.get(hold.campsiteId);
          if (list) list.push(hold.stay);
          else claimsBySite.set(hold.campsiteId, [hold.stay]);
        }
      }
      return chosen.map((park) => inventoryForStay(park, stay, claimsBySite));
    },
  };
}

/**
 * Everything the availability and pricing rules need for a stay at the given parks (or every active park): the
 * inventory, then the claims around the stay — a fixed set of statements whatever the number of parks. `cached`
 * (the search, on the application's database handle): from a {@link SearchSnapshot}, which reads only what changed
 * since the last search (decision 0021); the cart and checkout read afresh inside their transactions.
 */
export async function loadSearchData(
  db: Db,
  stay: StayAt,
  parkIds?: string[],
  options: { claims?: ClaimDetail; source?: ClaimSource; cached?: boolean } = {},
): Promise<ParkSearchData[]> {
  const source = options.source ?? "index";
  if (options.cached && source === "index") {
    const snapshot = await openSearchSnapshot(db, stay.now, [stay], parkIds);
    return snapshot.load(stay, parkIds, options.claims);
  }
  const parks = options.cached
    ? (await cachedInventory(db, parkIds)).parks
    : await readInventory(db, parkIds);
  if (parks.length === 0) return [];
  const ids = parks.map((park) => park.park.id);
  const claimsBySite = await loadClaims(db, ids, stay, options.claims ?? "all", source);
  return parks.map((park) => inventoryForStay(park, stay, claimsBySite));
}
