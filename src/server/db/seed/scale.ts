/**
 * Synthetic inventory for benchmarks (`npm run db:seed -- --scale N`): N parks `scale-park-0001` … spread over
 * the US northeast, ~100 sites each (200 parks → 20,000 sites), seasons and prices from today for a year, and
 * a year of reservations at about 60 % occupancy. Deterministic: park i always gets the same data from its own
 * seeded PRNG (ids aside). Re-running skips parks that exist; each park is its own transaction, so an
 * interrupted run resumes cleanly.
 */

import { inArray } from "drizzle-orm";
import { mulberry32, type Random } from "@/lib/seeded-random";
import { basisPointsOf } from "../../../lib/money";
import { todayIn } from "../../../lib/stay-dates";
import type { Db } from "../client";
import {
  addons,
  bookingRules,
  campsites,
  campsiteTypes,
  features,
  orderParks,
  orders,
  parkFeatures,
  parks,
  parkTaxes,
  pricingRules,
  rates,
  reservations,
  seasons,
  siteAllocations,
} from "../schema";
import { addDays, weekday } from "./calendar";
import { PARK_DEFAULT_RULE } from "./demo-calendar";
import { buildReservations, bulkInsert, randomInt, type ScaleCalendar, scaleTypes } from "./scale-data";

export type ScaleSeedOptions = {
  parks: number;
  /** First night of the generated year, `YYYY-MM-DD`; default today in New York. */
  today?: string;
  /** Replaces the per-park PRNG (then the data depends on which parks already exist). */
  random?: () => number;
  onProgress?: (message: string) => void;
};

export type ScaleSeedResult = { parks: number; campsites: number; reservations: number };

const SEED = 0x1a47e2;
/** The generated year of reservations; seasons reach a little past it so every bookable night has a price. */
const HORIZON_DAYS = 365;
const SEASON_SPANS = [
  { name: "Early", from: -30, to: 121 },
  { name: "Middle", from: 122, to: 243 },
  { name: "Late", from: 244, to: 400 },
] as const;
const ART_SLUGS = ["catskill-conestoga-wagon-outpost", "trout-town-farms", "beaverkill-bend"];
const STATES = ["NY", "PA", "NJ", "CT", "MA", "VT", "NH", "ME", "RI"];

export function scaleParkSlug(index: number): string {
  return `scale-park-${String(index).padStart(4, "0")}`;
}

export async function seedScaleData(db: Db, options: ScaleSeedOptions): Promise<ScaleSeedResult> {
  if (!Number.isInteger(options.parks) || options.parks < 1) {
    throw new RangeError(`seedScaleData needs a whole number of parks ≥ 1, got ${options.parks}`);
  }
  const today = options.today ?? todayIn("America/New_York", new Date());
  const progress = options.onProgress ?? (() => {});
  const slugs = Array.from({ length: options.parks }, (_, index) => scaleParkSlug(index + 1));
  const existing = new Set<string>();
  for (let start = 0; start < slugs.length; start += 5_000) {
    const rows = await db
      .select({ slug: parks.slug })
      .from(parks)
      .where(inArray(parks.slug, slugs.slice(start, start + 5_000)));
    for (const row of rows) existing.add(row.slug);
  }
  if (existing.size > 0)
    progress(`Scale seed: ${existing.size} of ${slugs.length} parks exist already; skipping them.`);
  // Scale parks get some of the demo features, when there are any, so the feature filter has work to do.
  const featureIds = (await db.select({ id: features.id }).from(features)).map((row) => row.id);
  const calendar = buildCalendar(today);

  const total: ScaleSeedResult = { parks: 0, campsites: 0, reservations: 0 };
  const started = performance.now();
  for (const [position, slug] of slugs.entries()) {
    if (existing.has(slug)) continue;
    const index = position + 1;
    const random = options.random ?? mulberry32(SEED + index);
    const result = await db.transaction((tx) => seedPark(tx, { index, slug, random, featureIds, calendar }));
    total.parks += 1;
    total.campsites += result.campsites;
    total.reservations += result.reservations;
    if (total.parks % 10 === 0 || position === slugs.length - 1) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      progress(
        `Scale seed: ${index}/${slugs.length} parks, ${total.campsites} sites, ${total.reservations} reservations (${seconds} s)`,
      );
    }
  }
  return total;
}

/** The days of the generated year, computed once. */
function buildCalendar(today: string): ScaleCalendar {
  const last = SEASON_SPANS[SEASON_SPANS.length - 1]!.to;
  const dates = Array.from({ length: last + 1 }, (_, day) => addDays(today, day));
  return {
    today,
    dates,
    // Friday and Saturday nights are the weekend nights that cost more.
    weekendNight: dates.map((date) => weekday(date) === 5 || weekday(date) === 6),
    seasonOfDay: dates.map((_, day) => SEASON_SPANS.findIndex((span) => day >= span.from && day <= span.to)),
  };
}

type ParkInput = {
  index: number;
  slug: string;
  random: Random;
  featureIds: string[];
  calendar: ScaleCalendar;
};

async function seedPark(tx: Db, input: ParkInput): Promise<{ campsites: number; reservations: number }> {
  const { index, slug, random, calendar } = input;
  const number = String(index).padStart(4, "0");
  const [park] = await tx
    .insert(parks)
    .values({
      slug,
      name: `Scale Park ${number}`,
      displayName: `Scale Park ${number}`,
      tagline: "Synthetic park for benchmarks.",
      addressLine1: `${randomInt(random, 1, 9999)} Benchmark Road`,
      city: `Testville ${number}`,
      state: STATES[randomInt(random, 0, STATES.length - 1)]!,
      postalCode: String(randomInt(random, 10_000, 19_999)),
      phone: "607-555-0199",
      email: `${slug}@lantern.example`,
      // The US northeast, roughly Pennsylvania to Maine.
      latitude: Math.round((39.8 + random() * 5.2) * 1e5) / 1e5,
      longitude: Math.round((-80 + random() * 10.5) * 1e5) / 1e5,
      // Synthetic parks borrow the demo parks' artwork, so their pages render.
      heroImage: `/art/parks/${ART_SLUGS[index % ART_SLUGS.length]}/hero.webp`,
      logoImage: `/art/parks/${ART_SLUGS[index % ART_SLUGS.length]}/logo.webp`,
      cancellationPolicy: { fullRefundDaysBefore: 7, lateCancellationFeeBp: 5_000, summary: "Synthetic." },
      sortOrder: 1_000 + index,
    })
    .returning({ id: parks.id });
  const parkId = park!.id;

  const chosenFeatures = input.featureIds.filter(() => random() < 0.45);
  if (chosenFeatures.length > 0) {
    await tx.insert(parkFeatures).values(chosenFeatures.map((featureId) => ({ parkId, featureId })));
  }
  const taxes = [400, ...(random() < 0.7 ? [randomInt(random, 2, 6) * 100] : [])];
  await tx.insert(parkTaxes).values(taxes.map((rateBp, n) => ({ parkId, name: `Tax ${n + 1}`, rateBp })));
  const weekendFactorBp = randomInt(random, 23, 25) * 500;
  await tx.insert(pricingRules).values({
    parkId,
    weekendFactorBp,
    holidayFactorBp: 12_500,
    demandTiers: [
      { minOccupancyBp: 7_000, factorBp: 11_000 },
      { minOccupancyBp: 9_000, factorBp: 12_000 },
    ],
  });
  await tx.insert(addons).values([
    { parkId, kind: "daily_rate", name: "Extra Vehicle", priceCents: 1_000, maxQuantity: 2 },
    { parkId, kind: "online_store", name: "Firewood Bundle", priceCents: 899, maxQuantity: 6 },
  ]);

  const typeSpecs = scaleTypes(random);
  const insertedTypes = await tx
    .insert(campsiteTypes)
    .values(
      typeSpecs.map(({ sites: _sites, rates: _rates, ...type }, n) => ({
        ...type,
        parkId,
        sortOrder: n + 1,
      })),
    )
    .returning({ id: campsiteTypes.id });
  const seasonRows = await tx
    .insert(seasons)
    .values(
      SEASON_SPANS.map((span) => ({
        parkId,
        name: span.name,
        startDate: addDays(calendar.today, span.from),
        endDate: addDays(calendar.today, span.to),
      })),
    )
    .returning({ id: seasons.id });
  await tx.insert(rates).values(
    typeSpecs.flatMap((type, t) =>
      seasonRows.map((season, s) => ({
        parkId,
        campsiteTypeId: insertedTypes[t]!.id,
        seasonId: season.id,
        nightlyCents: type.rates[s]!,
      })),
    ),
  );
  await tx.insert(bookingRules).values({ parkId, ...PARK_DEFAULT_RULE });

  const siteRows = typeSpecs.flatMap((type, t) =>
    type.sites.map((site) => ({ ...site, parkId, campsiteTypeId: insertedTypes[t]!.id })),
  );
  const insertedSites = await tx
    .insert(campsites)
    .values(siteRows)
    .returning({ id: campsites.id, campsiteTypeId: campsites.campsiteTypeId });

  const typeIndexById = new Map(insertedTypes.map((type, t) => [type.id, t]));
  const rows = buildReservations({
    parkId,
    parkNumber: number,
    random,
    calendar,
    horizonDays: HORIZON_DAYS,
    weekendFactorBp,
    taxesBp: taxes,
    sites: insertedSites.map((site) => {
      const type = typeSpecs[typeIndexById.get(site.campsiteTypeId)!]!;
      return {
        id: site.id,
        campsiteTypeId: site.campsiteTypeId,
        rates: type.rates,
        maxChildren: type.maxChildren,
      };
    }),
    taxOf: basisPointsOf,
  });
  await bulkInsert(tx, orders, rows.orders);
  await bulkInsert(tx, orderParks, rows.orderParks);
  await bulkInsert(tx, reservations, rows.reservations);
  await bulkInsert(tx, siteAllocations, rows.allocations);
  return { campsites: insertedSites.length, reservations: rows.reservations.length };
}
