import "server-only";
import { and, eq, gt, gte, inArray, isNull, lte, ne, or, sql } from "drizzle-orm";
import { addDays, parseDateRange } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import {
  bookingRules,
  campsites,
  campsiteTypes,
  closedDates,
  holidays,
  parks,
  pricingRules,
  rates,
  seasons,
  siteAllocations,
} from "@/server/db/schema";
import { loadClaimedNights } from "./availability-index.service";
import type { CampsiteTypeContext, ParkCalendar, SiteCandidate, SlideOut } from "./engine-types";
import { listMandatoryAddons } from "./mandatory-fees.service";
import { featuresByPark } from "./park-features.service";

/**
 * How far around the stay existing allocations are read. The gap rule only looks for a free stretch shorter than
 * the minimum stay next to the guest's nights; no park sets a minimum stay this long, so a neighbour further away
 * can never make a short gap.
 */
export const ALLOCATION_LOOKAROUND_DAYS = 14;

/** Rows grouped by a key in one pass (the assembly below stays linear in the rows read). */
function groupBy<Row, Key>(rows: readonly Row[], key: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

export type MandatoryFee = {
  name: string;
  kind: "daily_rate" | "online_store";
  priceCents: number;
  mandatory: boolean;
  categories: string[];
  chargedPer: "site" | "pet";
};

export type ParkSearchData = {
  park: { id: string; slug: string; name: string; latitude: number; longitude: number; features: string[] };
  /** Mandatory add-ons: their nightly fees are part of every price shown (all-in). */
  mandatoryAddons: MandatoryFee[];
  calendar: ParkCalendar;
  types: CampsiteTypeContext[];
  sites: SiteCandidate[];
};

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

async function loadClaims(
  db: Db,
  parkIds: string[],
  stay: { start: string; end: string; now: Date },
  detail: ClaimDetail,
  source: ClaimSource,
): Promise<Map<string, { start: string; end: string }[]>> {
  const windowStart = addDays(stay.start, -ALLOCATION_LOOKAROUND_DAYS);
  const windowEnd = addDays(stay.end, ALLOCATION_LOOKAROUND_DAYS);
  // The index answers both details at once: the window's claimed nights per site, a few bytes each.
  if (source === "index")
    return loadClaimedNights(db, parkIds, { start: windowStart, end: windowEnd, now: stay.now });
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
 * Everything the availability and pricing rules need for a stay at the given parks (or every active park), read
 * in one fixed set of queries — one per table, whatever the number of parks, types, sites or nights.
 */
export async function loadSearchData(
  db: Db,
  stay: { start: string; end: string; now: Date },
  parkIds?: string[],
  options: { claims?: ClaimDetail; source?: ClaimSource } = {},
): Promise<ParkSearchData[]> {
  const parkFilter = parkIds ? inArray(parks.id, parkIds) : undefined;
  const parkRows = await db
    .select({
      id: parks.id,
      slug: parks.slug,
      name: parks.displayName,
      latitude: parks.latitude,
      longitude: parks.longitude,
      timeZone: parks.timeZone,
      checkInTime: parks.checkInTime,
    })
    .from(parks)
    .where(and(eq(parks.active, true), parkFilter));
  if (parkRows.length === 0) return [];
  const ids = parkRows.map((park) => park.id);
  const lastNight = addDays(stay.end, -1);

  const [
    typeRows,
    rateRows,
    seasonRows,
    closedRows,
    holidayRows,
    ruleRows,
    pricingRows,
    siteRows,
    claimsBySite,
    feeRows,
    featureMap,
  ] = await Promise.all([
    db
      .select()
      .from(campsiteTypes)
      .where(and(inArray(campsiteTypes.parkId, ids), eq(campsiteTypes.active, true))),
    db
      .select({
        campsiteTypeId: rates.campsiteTypeId,
        seasonId: rates.seasonId,
        nightlyCents: rates.nightlyCents,
      })
      .from(rates)
      .where(inArray(rates.parkId, ids)),
    // Every season touching the stay, plus the rest of the park's seasons for "season: May 1 – Oct 31" messages.
    db
      .select({
        id: seasons.id,
        parkId: seasons.parkId,
        name: seasons.name,
        startDate: seasons.startDate,
        endDate: seasons.endDate,
      })
      .from(seasons)
      .where(inArray(seasons.parkId, ids)),
    db
      .select({ parkId: closedDates.parkId, date: closedDates.date })
      .from(closedDates)
      .where(
        and(
          inArray(closedDates.parkId, ids),
          gte(closedDates.date, stay.start),
          lte(closedDates.date, lastNight),
        ),
      ),
    // A holiday the day after the last night still makes that night a holiday night.
    db
      .select({ parkId: holidays.parkId, date: holidays.date })
      .from(holidays)
      .where(
        and(
          or(isNull(holidays.parkId), inArray(holidays.parkId, ids)),
          gte(holidays.date, stay.start),
          lte(holidays.date, stay.end),
        ),
      ),
    db.select().from(bookingRules).where(inArray(bookingRules.parkId, ids)),
    db.select().from(pricingRules).where(inArray(pricingRules.parkId, ids)),
    db
      .select({
        id: campsites.id,
        parkId: campsites.parkId,
        name: campsites.name,
        campsiteTypeId: campsites.campsiteTypeId,
        amenities: campsites.amenities,
        accessible: campsites.accessible,
        rvTypes: campsites.rvTypes,
        rvLengthMax: campsites.rvLengthMax,
        rvSlideoutValue: campsites.rvSlideoutValue,
      })
      .from(campsites)
      .where(and(inArray(campsites.parkId, ids), eq(campsites.active, true))),
    loadClaims(db, ids, stay, options.claims ?? "all", options.source ?? "index"),
    listMandatoryAddons(db, ids),
    featuresByPark(db, ids),
  ]);

  const typesByPark = groupBy(typeRows, (row) => row.parkId);
  const ratesByType = groupBy(rateRows, (row) => row.campsiteTypeId);
  const seasonsByPark = groupBy(seasonRows, (row) => row.parkId);
  const closedByPark = groupBy(closedRows, (row) => row.parkId);
  const rulesByPark = groupBy(ruleRows, (row) => row.parkId);
  const sitesByPark = groupBy(siteRows, (row) => row.parkId);
  const pricingByPark = new Map(pricingRows.map((row) => [row.parkId, row]));
  const feesByPark = groupBy(feeRows, (row) => row.parkId);

  return parkRows.map((park) => {
    const pricing = pricingByPark.get(park.id);
    const calendar: ParkCalendar = {
      parkId: park.id,
      timeZone: park.timeZone,
      checkInTime: park.checkInTime,
      seasons: (seasonsByPark.get(park.id) ?? []).map(({ parkId: _, ...season }) => season),
      closedDates: (closedByPark.get(park.id) ?? []).map((row) => row.date),
      holidays: holidayRows
        .filter((row) => row.parkId === null || row.parkId === park.id)
        .map((row) => row.date),
      rules: (rulesByPark.get(park.id) ?? []).map((row) => ({
        campsiteTypeId: row.campsiteTypeId,
        seasonId: row.seasonId,
        minNights: row.minNights,
        maxNights: row.maxNights,
        weekendMinNights: row.weekendMinNights,
        holidayMinNights: row.holidayMinNights,
        bookingWindowDays: row.bookingWindowDays,
        minLeadHours: row.minLeadHours,
        arrivalWeekdays: row.arrivalWeekdays,
        departureWeekdays: row.departureWeekdays,
      })),
      pricing: {
        weekendFactorBp: pricing?.weekendFactorBp ?? 10_000,
        holidayFactorBp: pricing?.holidayFactorBp ?? 10_000,
        demandTiers: pricing?.demandTiers ?? [],
      },
    };
    const types: CampsiteTypeContext[] = (typesByPark.get(park.id) ?? []).map((row) => ({
      id: row.id,
      parkId: row.parkId,
      name: row.name,
      category: row.category,
      maxGuests: row.maxGuests,
      maxAdults: row.maxAdults,
      maxChildren: row.maxChildren,
      maxPets: row.maxPets,
      bookableOnline: row.bookableOnline,
      lockFeeCents: row.lockFeeCents,
      amenities: row.amenities,
      ratesBySeason: Object.fromEntries(
        (ratesByType.get(row.id) ?? []).map((rate) => [rate.seasonId, rate.nightlyCents]),
      ),
    }));
    const sites: SiteCandidate[] = (sitesByPark.get(park.id) ?? []).map((row) => ({
      id: row.id,
      name: row.name,
      campsiteTypeId: row.campsiteTypeId,
      amenities: row.amenities,
      accessible: row.accessible,
      rvInfo:
        row.rvTypes && row.rvLengthMax !== null && row.rvSlideoutValue !== null
          ? {
              rvTypes: row.rvTypes,
              rvLengthMax: row.rvLengthMax,
              rvSlideoutValue: row.rvSlideoutValue as SlideOut,
            }
          : null,
      allocations: claimsBySite.get(row.id) ?? [],
    }));
    return {
      park: {
        id: park.id,
        slug: park.slug,
        name: park.name,
        latitude: park.latitude,
        longitude: park.longitude,
        features: (featureMap.get(park.id) ?? []).map((feature) => feature.name),
      },
      mandatoryAddons: (feesByPark.get(park.id) ?? []).map(({ parkId: _, ...fee }) => fee),
      calendar,
      types,
      sites,
    };
  });
}
