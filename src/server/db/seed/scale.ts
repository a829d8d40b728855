/**
 * Synthetic inventory for benchmarks (`npm run db:seed -- --scale N`): N parks `scale-park-0001` … spread over
 * the US northeast, ~100 sites each (200 parks → 20,000 sites), seasons and prices from today for a year, and
 * a year of reservations at about 60 % occupancy. Deterministic: park i always gets the same data from its own
 * seeded PRNG (ids aside). Re-running skips parks that exist; each batch of parks is one transaction, so an
 * interrupted run resumes cleanly.
 *
 * Written in bulk (bench/README.md, "Scale seed"): ids are made here, time-ordered, so no statement waits for a
 * RETURNING and every index on them grows at its right edge; a batch of parks goes in one statement per table;
 * on PostgreSQL two batches are written at once, one server process per core.
 */

import { inArray, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { mulberry32, type Random } from "@/lib/seeded-random";
import { basisPointsOf } from "../../../lib/money";
import { todayIn } from "../../../lib/stay-dates";
import type { Db } from "../client";
import { onLanes } from "../lanes";
import {
  addons,
  bookingRules,
  type CancellationPolicy,
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
import { bulkInsert } from "./bulk-insert";
import { addDays, weekday } from "./calendar";
import { deferChecks, deferredChecks, restoreChecks } from "./deferred-checks";
import { PARK_DEFAULT_RULE } from "./demo-calendar";
import {
  buildReservations,
  orderedUuids,
  randomInt,
  type ScaleCalendar,
  type ScaleIds,
  scaleTypes,
} from "./scale-data";

export type ScaleSeedOptions = {
  parks: number;
  /** First night of the generated year, `YYYY-MM-DD`; default today in New York. */
  today?: string;
  /** Replaces the per-park PRNG (then the data depends on which parks already exist). */
  random?: () => number;
  /** Batches written at once, each in its own transaction: 2 on PostgreSQL (one per core), 1 on PGlite. */
  writers?: number;
  /**
   * Drop the big tables' foreign keys and secondary indexes while writing, and build them
   * again after, checking every row at once (`deferred-checks.ts`): for an empty benchmark database no app is
   * serving from. Default off.
   */
  deferChecks?: boolean;
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
/** Every synthetic park's terms; its reservations share this one object, which `bulkInsert` then sends once. */
const SCALE_CANCELLATION_POLICY: CancellationPolicy = {
  fullRefundDaysBefore: 7,
  lateCancellationFeeBp: 5_000,
  summary: "Synthetic.",
};
/** ~28,000 reservations a transaction: a few MB per statement, and an interruption loses little. */
const PARKS_PER_BATCH = 5;

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
  const ids = orderedUuids();

  const missing = slugs.flatMap((slug, position) => (existing.has(slug) ? [] : [position + 1]));
  const batches = Array.from({ length: Math.ceil(missing.length / PARKS_PER_BATCH) }, (_, n) =>
    missing.slice(n * PARKS_PER_BATCH, (n + 1) * PARKS_PER_BATCH),
  );
  const total: ScaleSeedResult = { parks: 0, campsites: 0, reservations: 0 };
  const started = performance.now();
  const write = async (batch: number[]) => {
    const rows = emptyRows();
    for (const index of batch) {
      const random = options.random ?? mulberry32(SEED + index);
      addParkRows(rows, { index, slug: scaleParkSlug(index), random, featureIds, calendar, ids });
    }
    await db.transaction((tx) => writeRows(tx, rows));
    const before = total.parks;
    total.parks += batch.length;
    total.campsites += rows.campsites.length;
    total.reservations += rows.reservations.length;
    if (Math.floor(total.parks / 50) > Math.floor(before / 50) || total.parks === missing.length) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      progress(
        `Scale seed: ${total.parks}/${missing.length} parks, ${total.campsites} sites, ${total.reservations} reservations (${seconds} s)`,
      );
    }
  };
  // Checks an interrupted run left off are built again by any run, deferring or not.
  const deferring = (options.deferChecks === true && batches.length > 0) || (await deferredChecks(db)) > 0;
  if (deferring) {
    const { deferred, resumed } = await deferChecks(db);
    progress(
      resumed
        ? `Scale seed: ${deferred} foreign keys and indexes are still off from an interrupted run; writing on.`
        : `Scale seed: ${deferred} foreign keys and indexes off while writing; they are built again at the end.`,
    );
  }
  // A failed writer stops the others taking new batches; its error is thrown once all have stopped.
  const failure = await onLanes(batches, options.writers ?? 1, write);
  // What was written is whole (a failed batch left nothing), so the checks come back in either case.
  if (deferring) {
    const building = performance.now();
    try {
      const restored = await restoreChecks(db, { concurrency: options.writers ?? 1 });
      const seconds = ((performance.now() - building) / 1000).toFixed(1);
      progress(
        `Scale seed: ${restored} foreign keys and indexes built again, every row checked (${seconds} s).`,
      );
    } catch (error) {
      // Both are told: the batch that failed, and that the checks stay off until a run builds them.
      if (failure)
        throw new AggregateError([failure.reason, error], "A batch failed, then building the checks failed");
      throw error;
    }
  }
  if (failure) throw failure.reason;
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

type Rows<T extends PgTable> = T["$inferInsert"][];

/** The rows of a batch of parks, table by table. */
type ScaleRows = {
  parks: Rows<typeof parks>;
  parkFeatures: Rows<typeof parkFeatures>;
  parkTaxes: Rows<typeof parkTaxes>;
  pricingRules: Rows<typeof pricingRules>;
  addons: Rows<typeof addons>;
  campsiteTypes: Rows<typeof campsiteTypes>;
  seasons: Rows<typeof seasons>;
  rates: Rows<typeof rates>;
  bookingRules: Rows<typeof bookingRules>;
  campsites: Rows<typeof campsites>;
  orders: Rows<typeof orders>;
  orderParks: Rows<typeof orderParks>;
  reservations: Rows<typeof reservations>;
  allocations: Rows<typeof siteAllocations>;
};

function emptyRows(): ScaleRows {
  return {
    parks: [],
    parkFeatures: [],
    parkTaxes: [],
    pricingRules: [],
    addons: [],
    campsiteTypes: [],
    seasons: [],
    rates: [],
    bookingRules: [],
    campsites: [],
    orders: [],
    orderParks: [],
    reservations: [],
    allocations: [],
  };
}

/** One statement per table, parents first. */
async function writeRows(tx: Db, rows: ScaleRows): Promise<void> {
  // A batch's statements are large by design: the pool's 30 s limit is meant for requests.
  await tx.execute(sql`set local statement_timeout = '5min'`);
  await bulkInsert(tx, parks, rows.parks);
  await bulkInsert(tx, parkFeatures, rows.parkFeatures);
  await bulkInsert(tx, parkTaxes, rows.parkTaxes);
  await bulkInsert(tx, pricingRules, rows.pricingRules);
  await bulkInsert(tx, addons, rows.addons);
  await bulkInsert(tx, campsiteTypes, rows.campsiteTypes);
  await bulkInsert(tx, seasons, rows.seasons);
  await bulkInsert(tx, rates, rows.rates);
  await bulkInsert(tx, bookingRules, rows.bookingRules);
  await bulkInsert(tx, campsites, rows.campsites);
  await bulkInsert(tx, orders, rows.orders);
  await bulkInsert(tx, orderParks, rows.orderParks);
  await bulkInsert(tx, reservations, rows.reservations);
  await bulkInsert(tx, siteAllocations, rows.allocations);
}

type ParkInput = {
  index: number;
  slug: string;
  random: Random;
  featureIds: string[];
  calendar: ScaleCalendar;
  ids: ScaleIds;
};

/** Adds one park's rows to a batch, drawing every random choice from the park's own PRNG in a fixed order. */
function addParkRows(rows: ScaleRows, input: ParkInput): void {
  const { index, slug, random, calendar, ids } = input;
  const number = String(index).padStart(4, "0");
  const parkId = ids.spaced();
  rows.parks.push({
    id: parkId,
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
    cancellationPolicy: SCALE_CANCELLATION_POLICY,
    sortOrder: 1_000 + index,
  });

  for (const featureId of input.featureIds.filter(() => random() < 0.45)) {
    rows.parkFeatures.push({ parkId, featureId });
  }
  const taxes = [400, ...(random() < 0.7 ? [randomInt(random, 2, 6) * 100] : [])];
  rows.parkTaxes.push(...taxes.map((rateBp, n) => ({ parkId, name: `Tax ${n + 1}`, rateBp })));
  const weekendFactorBp = randomInt(random, 23, 25) * 500;
  rows.pricingRules.push({
    parkId,
    weekendFactorBp,
    holidayFactorBp: 12_500,
    demandTiers: [
      { minOccupancyBp: 7_000, factorBp: 11_000 },
      { minOccupancyBp: 9_000, factorBp: 12_000 },
    ],
  });
  rows.addons.push(
    { parkId, kind: "daily_rate", name: "Extra Vehicle", priceCents: 1_000, maxQuantity: 2 },
    { parkId, kind: "online_store", name: "Firewood Bundle", priceCents: 899, maxQuantity: 6 },
  );

  const typeSpecs = scaleTypes(random);
  const typeIds = typeSpecs.map(() => ids.next());
  rows.campsiteTypes.push(
    ...typeSpecs.map(({ sites: _sites, rates: _rates, ...type }, n) => ({
      ...type,
      id: typeIds[n]!,
      parkId,
      sortOrder: n + 1,
    })),
  );
  const seasonIds = SEASON_SPANS.map((span) => {
    const id = ids.next();
    rows.seasons.push({
      id,
      parkId,
      name: span.name,
      startDate: addDays(calendar.today, span.from),
      endDate: addDays(calendar.today, span.to),
    });
    return id;
  });
  rows.rates.push(
    ...typeSpecs.flatMap((type, t) =>
      seasonIds.map((seasonId, s) => ({
        parkId,
        campsiteTypeId: typeIds[t]!,
        seasonId,
        nightlyCents: type.rates[s]!,
      })),
    ),
  );
  rows.bookingRules.push({ parkId, ...PARK_DEFAULT_RULE });

  const sites = typeSpecs.flatMap((type, t) =>
    type.sites.map((site) => {
      const row = { ...site, id: ids.spaced(), parkId, campsiteTypeId: typeIds[t]! };
      rows.campsites.push(row);
      return {
        id: row.id,
        campsiteTypeId: row.campsiteTypeId,
        rates: type.rates,
        maxChildren: type.maxChildren,
      };
    }),
  );
  const reservationRows = buildReservations({
    parkId,
    parkNumber: number,
    cancellationPolicy: SCALE_CANCELLATION_POLICY,
    random,
    calendar,
    horizonDays: HORIZON_DAYS,
    weekendFactorBp,
    taxesBp: taxes,
    sites,
    taxOf: basisPointsOf,
    nextId: ids.next,
  });
  rows.orders.push(...reservationRows.orders);
  rows.orderParks.push(...reservationRows.orderParks);
  rows.reservations.push(...reservationRows.reservations);
  rows.allocations.push(...reservationRows.allocations);
}
