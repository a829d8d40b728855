import "server-only";
import { and, asc, eq, inArray, isNull, or } from "drizzle-orm";
import { addDays } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import {
  bookingRules,
  campsites,
  campsiteTypes,
  closedDates,
  closures,
  holidays,
  parks,
  pricingRules,
  ratePeriods,
  rates,
  seasons,
} from "@/server/db/schema";
import type {
  CampsiteTypeContext,
  ParkCalendar,
  ParkSearchData,
  SiteCandidate,
  SlideOut,
} from "./engine-types";
import { listMandatoryAddons } from "./mandatory-fees.service";
import { featuresByPark } from "./park-features.service";
import { byRatePrecedence } from "./rate-periods";

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

/** A site as the inventory knows it, before the claims of a stay are read. */
export type SiteInventory = Omit<SiteCandidate, "allocations"> & {
  /** The site's position in the read it came from (0, 1, 2, … over every park): the index cache's array slot. */
  ordinal: number;
};

/**
 * What a park offers whatever the stay: its types, sites, rates, calendar (with every closed date and holiday)
 * and fees. Read fresh by the cart and checkout, and kept between searches by the inventory cache (decision 0021).
 */
export type ParkInventory = Omit<ParkSearchData, "sites"> & { sites: SiteInventory[] };

/**
 * The inventory of the given parks (or every active park), in one fixed set of queries — one per table, whatever
 * the number of parks, types or sites — each in a fixed order, so a read of one park and of every park agree.
 */
export async function readInventory(db: Db, parkIds?: string[]): Promise<ParkInventory[]> {
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

  const [
    typeRows,
    rateRows,
    seasonRows,
    closedRows,
    holidayRows,
    ruleRows,
    pricingRows,
    siteRows,
    feeRows,
    featureMap,
    closureRows,
    ratePeriodRows,
  ] = await Promise.all([
    db
      .select()
      .from(campsiteTypes)
      .where(and(inArray(campsiteTypes.parkId, ids), eq(campsiteTypes.active, true)))
      .orderBy(asc(campsiteTypes.id)),
    db
      .select({
        campsiteTypeId: rates.campsiteTypeId,
        seasonId: rates.seasonId,
        nightlyCents: rates.nightlyCents,
      })
      .from(rates)
      .where(inArray(rates.parkId, ids)),
    // Every season of the park: the stay's, and the others for "season: May 1 – Oct 31" messages.
    db
      .select({
        id: seasons.id,
        parkId: seasons.parkId,
        name: seasons.name,
        startDate: seasons.startDate,
        endDate: seasons.endDate,
        weekendFactorBp: seasons.weekendFactorBp,
      })
      .from(seasons)
      .where(inArray(seasons.parkId, ids))
      .orderBy(asc(seasons.startDate), asc(seasons.id)),
    db
      .select({ parkId: closedDates.parkId, date: closedDates.date })
      .from(closedDates)
      .where(inArray(closedDates.parkId, ids))
      .orderBy(asc(closedDates.date)),
    db
      .select({ parkId: holidays.parkId, date: holidays.date })
      .from(holidays)
      .where(or(isNull(holidays.parkId), inArray(holidays.parkId, ids)))
      .orderBy(asc(holidays.date)),
    db.select().from(bookingRules).where(inArray(bookingRules.parkId, ids)).orderBy(asc(bookingRules.id)),
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
      .where(and(inArray(campsites.parkId, ids), eq(campsites.active, true)))
      .orderBy(asc(campsites.id)),
    listMandatoryAddons(db, ids),
    featuresByPark(db, ids),
    db
      .select({
        parkId: closures.parkId,
        campsiteTypeId: closures.campsiteTypeId,
        kind: closures.kind,
        start: closures.startDate,
        end: closures.endDate,
        message: closures.visibleMessage,
      })
      .from(closures)
      .where(inArray(closures.parkId, ids))
      .orderBy(asc(closures.startDate), asc(closures.id)),
    db
      .select({
        id: ratePeriods.id,
        campsiteTypeId: ratePeriods.campsiteTypeId,
        startDate: ratePeriods.startDate,
        endDate: ratePeriods.endDate,
        weekdays: ratePeriods.weekdays,
        nightlyCents: ratePeriods.nightlyCents,
        updatedAt: ratePeriods.updatedAt,
      })
      .from(ratePeriods)
      .where(inArray(ratePeriods.parkId, ids)),
  ]);

  const typesByPark = groupBy(typeRows, (row) => row.parkId);
  const ratesByType = groupBy(rateRows, (row) => row.campsiteTypeId);
  const seasonsByPark = groupBy(seasonRows, (row) => row.parkId);
  const closedByPark = groupBy(closedRows, (row) => row.parkId);
  const rulesByPark = groupBy(ruleRows, (row) => row.parkId);
  const sitesByPark = groupBy(siteRows, (row) => row.parkId);
  const pricingByPark = new Map(pricingRows.map((row) => [row.parkId, row]));
  const feesByPark = groupBy(feeRows, (row) => row.parkId);
  const closuresByPark = groupBy(closureRows, (row) => row.parkId);
  const periodsByType = groupBy([...ratePeriodRows].sort(byRatePrecedence), (row) => row.campsiteTypeId);

  let ordinal = 0;
  return parkRows.map((park) => {
    const pricing = pricingByPark.get(park.id);
    const calendar: ParkCalendar = {
      parkId: park.id,
      timeZone: park.timeZone,
      checkInTime: park.checkInTime,
      seasons: (seasonsByPark.get(park.id) ?? []).map(({ parkId: _, ...season }) => season),
      closedDates: (closedByPark.get(park.id) ?? []).map((row) => row.date),
      closures: (closuresByPark.get(park.id) ?? []).map(({ parkId: _, ...closure }) => closure),
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
      ratePeriods: (periodsByType.get(row.id) ?? []).map(
        ({ id, startDate, endDate, weekdays, nightlyCents }) => ({
          id,
          startDate,
          endDate,
          weekdays,
          nightlyCents,
        }),
      ),
    }));
    const sites: SiteInventory[] = (sitesByPark.get(park.id) ?? []).map((row) => ({
      ordinal: ordinal++,
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

/**
 * A park's inventory for one stay: the closed dates and holidays of the stay (a holiday the day after the last
 * night still makes that night a holiday night) and each site with its claims. Shares the inventory's objects,
 * which nobody changes.
 */
export function inventoryForStay(
  inventory: ParkInventory,
  stay: { start: string; end: string },
  claimsBySite: ReadonlyMap<string, { start: string; end: string }[]>,
): ParkSearchData {
  const lastNight = addDays(stay.end, -1);
  const { calendar } = inventory;
  return {
    ...inventory,
    calendar: {
      ...calendar,
      closedDates: calendar.closedDates.filter((date) => date >= stay.start && date <= lastNight),
      holidays: calendar.holidays.filter((date) => date >= stay.start && date <= stay.end),
    },
    sites: inventory.sites.map((site) => ({
      id: site.id,
      name: site.name,
      campsiteTypeId: site.campsiteTypeId,
      amenities: site.amenities,
      accessible: site.accessible,
      rvInfo: site.rvInfo,
      allocations: claimsBySite.get(site.id) ?? [],
    })),
  };
}
