import "server-only";
import { and, gt, inArray, sql } from "drizzle-orm";
import { addDays, nightsBetween, parseDateRange } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { FreshReads } from "@/server/db/fresh-reads";
import { onLanes } from "@/server/db/lanes";
import { OCCUPANCY_BITS, parks, siteAllocations } from "@/server/db/schema";
import { placeSlice, runsOf, windowDates, yearSegments } from "./availability-index";

/**
 * The availability index (decision 0019): reading it for search, and rebuilding it from `site_allocations` (its
 * truth) with a drift report. The one claim writer, site-allocations.service.ts, keeps it in step.
 */

type Stay = { start: string; end: string };

const EMPTY_YEAR = "0".repeat(OCCUPANCY_BITS);

/**
 * Marks (claimed) or clears a firm claim's nights, one statement per calendar year it touches. Only the claim
 * writer calls it, inside the transaction that writes the claim.
 */
export async function markNights(
  db: Db,
  claim: { parkId: string; campsiteId: string; stay: Stay },
  claimed: boolean,
): Promise<void> {
  for (const segment of yearSegments(claim.stay)) {
    const bits = (claimed ? "1" : "0").repeat(segment.nights);
    await db.execute(sql`
      insert into site_night_occupancy (park_id, campsite_id, year, nights)
      values (${claim.parkId}, ${claim.campsiteId}, ${segment.year},
        overlay(${EMPTY_YEAR}::varbit placing ${bits}::varbit from ${segment.offset + 1}))
      on conflict (park_id, year, campsite_id) do update
        set nights = overlay(site_night_occupancy.nights placing ${bits}::varbit from ${segment.offset + 1}),
          written_xid = pg_current_xact_id()`);
  }
}

/** Every night of a year as a row's bit string: shifted right by n and inverted, it marks the first n nights. */
const ALL_NIGHTS = "1".repeat(OCCUPANCY_BITS);

/**
 * The rows the index should hold for some parks, computed from their claims (reservations and blocks): each
 * claim, cut at the new years it crosses, becomes a run of set bits, and a site-year's runs are or-ed together.
 * One bit string per claim and year rather than one per night: four times quicker on the scale seed.
 */
const expectedRows = (parkIds: string[]) => sql`
  select park_id, campsite_id, year, bit_or((~(${ALL_NIGHTS}::bit(${sql.raw(String(OCCUPANCY_BITS))}) >> (end_day - start_day))) >> start_day)::varbit as nights
  from (
    select park_id, campsite_id, year,
      greatest(lower(stay), make_date(year, 1, 1)) - make_date(year, 1, 1) as start_day,
      least(upper(stay), make_date(year + 1, 1, 1)) - make_date(year, 1, 1) as end_day
    from (
      select park_id, campsite_id, stay,
        generate_series(extract(year from lower(stay))::integer, extract(year from upper(stay) - 1)::integer) as year
      from site_allocations
      where kind <> 'hold' and ${inParks("park_id", parkIds)}
    ) as claims
  ) as segments
  group by 1, 2, 3`;

const inParks = (column: string, parkIds: string[]) =>
  sql`${sql.identifier(column)} in (${sql.join(
    parkIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;

/** Parks are indexed and checked a few at a time: each statement stays small at any number of parks. */
const PARKS_PER_BATCH = 25;

/** `concurrency` batches at a time, each on its own connection from the pool (batches share no park). */
async function inBatches(
  db: Db,
  parkIds: string[] | undefined,
  run: (batch: string[]) => Promise<void>,
  concurrency = 1,
) {
  // Each park once: two batches holding the same park would write its rows in two transactions at once.
  const ids = [...new Set(parkIds ?? (await db.select({ id: parks.id }).from(parks)).map((row) => row.id))];
  const batches = Array.from({ length: Math.ceil(ids.length / PARKS_PER_BATCH) }, (_, n) =>
    ids.slice(n * PARKS_PER_BATCH, (n + 1) * PARKS_PER_BATCH),
  );
  const failure = await onLanes(batches, concurrency, run);
  if (failure) throw failure.reason;
}

/**
 * Site-years whose index row disagrees with the claims (a missing row counts as all nights free). Zero unless
 * something wrote `site_allocations` behind the claim writer's back.
 */
export async function availabilityIndexDrift(db: Db, parkIds?: string[]): Promise<number> {
  let drift = 0;
  await inBatches(db, parkIds, async (batch) => {
    const result = (await db.execute(sql`
      with expected as (${expectedRows(batch)}),
      actual as (select park_id, campsite_id, year, nights from site_night_occupancy where ${inParks("park_id", batch)})
      select count(*)::integer as drift
      from expected full outer join actual using (park_id, campsite_id, year)
      where coalesce(expected.nights, ${EMPTY_YEAR}::varbit) <> coalesce(actual.nights, ${EMPTY_YEAR}::varbit)`)) as {
      rows: { drift: number }[];
    };
    drift += Number(result.rows[0]?.drift ?? 0);
  });
  return drift;
}

/**
 * Rebuilds the index of the given parks (or every park) from their claims, set-based, a batch of parks per
 * transaction: for the bulk seed and `npm run db:availability-index`.
 */
export async function rebuildAvailabilityIndex(
  db: Db,
  parkIds?: string[],
  options: { concurrency?: number } = {},
): Promise<void> {
  try {
    await inBatches(
      db,
      parkIds,
      (batch) =>
        db.transaction(async (tx) => {
          await tx.execute(sql`delete from site_night_occupancy where ${inParks("park_id", batch)}`);
          await tx.execute(sql`
          insert into site_night_occupancy (park_id, campsite_id, year, nights)
          ${expectedRows(batch)}`);
        }),
      options.concurrency,
    );
  } finally {
    // Deleted rows leave no trace for the search's occupancy cache to see: a new inventory stamp empties it (also
    // when a batch failed after others were written).
    await db.execute(sql`update inventory_version set version = version + 1`);
  }
}

/** The holds of the given parks still live at `now` on nights of [start, end): not in the index, read as they are. */
export function liveHolds(db: Db, parkIds: string[], window: Stay & { now: Date }) {
  return db
    .select({ campsiteId: siteAllocations.campsiteId, stay: siteAllocations.stay })
    .from(siteAllocations)
    .where(
      and(
        inArray(siteAllocations.parkId, parkIds),
        sql`${siteAllocations.kind} = 'hold'`,
        gt(siteAllocations.expiresAt, window.now),
        sql`${siteAllocations.stay} && daterange(${window.start}::date, ${window.end}::date)`,
      ),
    );
}

type LiveHold = { parkId: string; campsiteId: string; stay: Stay; expiresAt: Date };

/**
 * The live holds of one scope (park ids joined, or every park), read once for the calls that arrive together: as
 * of the earliest of their clocks, so each call keeps those still live at its own.
 */
const holdReads = new WeakMap<Db, FreshReads<string, Date, LiveHold[]>>();

function holdReadsOf(db: Db): FreshReads<string, Date, LiveHold[]> {
  let reads = holdReads.get(db);
  if (!reads) {
    // Built once per database handle, not per read: in a rush these run for every few calls. Unnamed (`""`): the
    // server parses them each time, which also works behind a pooler in transaction mode.
    const columns = {
      parkId: siteAllocations.parkId,
      campsiteId: siteAllocations.campsiteId,
      stay: siteAllocations.stay,
      expiresAt: siteAllocations.expiresAt,
    };
    const live = and(
      sql`${siteAllocations.kind} = 'hold'`,
      gt(siteAllocations.expiresAt, sql.placeholder("now")),
    );
    const everyPark = db.select(columns).from(siteAllocations).where(live).prepare("");
    const someParks = db
      .select(columns)
      .from(siteAllocations)
      .where(and(live, sql`${siteAllocations.parkId} = any(${sql.placeholder("parkIds")}::uuid[])`))
      .prepare("");
    reads = new FreshReads(
      async (scope, now) => {
        const rows = await (scope === "*"
          ? everyPark.execute({ now })
          : someParks.execute({ now, parkIds: scope.split(",") }));
        return rows.map((row) => ({
          parkId: row.parkId,
          campsiteId: row.campsiteId,
          stay: parseDateRange(row.stay),
          expiresAt: row.expiresAt!,
        }));
      },
      (a, b) => (a.getTime() <= b.getTime() ? a : b),
    );
    holdReads.set(db, reads);
  }
  return reads;
}

/**
 * Every hold still live at `now` (few: they last 30 minutes) of the given parks, or of every park, with its park.
 * Calls that arrive together share one statement (`FreshReads`). Pass the application's database handle.
 */
export async function allLiveHolds(
  db: Db,
  now: Date,
  parkIds?: readonly string[],
): Promise<{ parkId: string; campsiteId: string; stay: Stay }[]> {
  const scope = parkIds ? [...parkIds].sort().join(",") : "*";
  if (scope === "") return [];
  const holds = await holdReadsOf(db).get(scope, now);
  return holds
    .filter((hold) => hold.expiresAt > now)
    .map(({ parkId, campsiteId, stay }) => ({ parkId, campsiteId, stay }));
}

/**
 * Per site of the given parks, the claimed nights of [start, end) as stays: reservations and blocks from the
 * index (one row per site and year, sliced in SQL to the window), and the holds still live at `now` from
 * `site_allocations` (few: they last 30 minutes). Two statements whatever the number of parks or claims.
 */
export async function loadClaimedNights(
  db: Db,
  parkIds: string[],
  window: Stay & { now: Date },
): Promise<Map<string, Stay[]>> {
  const bySite = new Map<string, Stay[]>();
  if (parkIds.length === 0) return bySite;
  const firstYear = Number(window.start.slice(0, 4));
  const lastYear = Number(addDays(window.end, -1).slice(0, 4));
  // Each site's window in one string: its year rows sliced to the window and joined in SQL (consecutive years,
  // so the joined slices are contiguous from the first one's start). Sites with nothing claimed stay behind.
  const claimedWindows = db.execute(sql`
    select campsite_id, min(slice_start)::text as slice_start, string_agg(bits, '' order by year) as bits
    from (
      select campsite_id, year, greatest(${window.start}::date, make_date(year, 1, 1)) as slice_start,
        substring(nights from (greatest(${window.start}::date, make_date(year, 1, 1)) - make_date(year, 1, 1)) + 1
          for least(${window.end}::date, make_date(year + 1, 1, 1)) - greatest(${window.start}::date, make_date(year, 1, 1)))::text as bits
      from site_night_occupancy
      where ${inParks("park_id", parkIds)} and year between ${firstYear} and ${lastYear}
    ) as slices
    group by campsite_id
    having position('1' in string_agg(bits, '')) > 0`) as unknown as Promise<{
    rows: { campsite_id: string; slice_start: string; bits: string }[];
  }>;
  const [{ rows }, holds] = await Promise.all([claimedWindows, liveHolds(db, parkIds, window)]);
  const length = nightsBetween(window.start, window.end);
  const dates = windowDates(window.start, length);
  for (const row of rows) {
    if (row.slice_start === window.start && row.bits.length === length) {
      bySite.set(row.campsite_id, runsOf(dates, row.bits));
      continue;
    }
    // A site without a row for part of the window (no claim that year): its nights there are free.
    const bits = Array.from({ length }, () => "0");
    placeSlice(bits, window.start, row.slice_start, row.bits);
    bySite.set(row.campsite_id, runsOf(dates, bits.join("")));
  }
  for (const hold of holds) {
    const list = bySite.get(hold.campsiteId);
    if (list) list.push(parseDateRange(hold.stay));
    else bySite.set(hold.campsiteId, [parseDateRange(hold.stay)]);
  }
  return bySite;
}
