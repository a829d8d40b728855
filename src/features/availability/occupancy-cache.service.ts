import "server-only";
import { sql } from "drizzle-orm";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { firstNightOf, windowDates } from "./availability-index";
import type { SiteInventory } from "./inventory.service";

/**
 * The availability index of a calendar year kept in memory between searches (decision 0021), brought up to date
 * at the start of every search by reading only the rows written since: each index row carries the transaction
 * that wrote it, and a read remembers the oldest transaction its snapshot could not see yet (`pg_snapshot_xmin`).
 * Every row written by a transaction that read missed carries that id or a later one, so the next read finds it.
 * Holds are read live, as by the uncached reader. A new inventory stamp (triggers; the index rebuild bumps it)
 * starts the cache again.
 */

type Stay = { start: string; end: string };

/** Claimed nights as runs of days of the year [from, to), in order: what a row's bits say, read once. */
type Runs = number[];

type YearCache = {
  year: number;
  /** The claimed runs of each site by its inventory ordinal (absent: every night free that year). */
  runs: (Runs | undefined)[];
  /** The oldest transaction the last read could not see: the next read takes rows written from it on. */
  horizon: string;
  running: Promise<void> | null;
  queued: Promise<void> | null;
};

type Cache = {
  stamp: string;
  /** Each inventory site's ordinal, for the rows read (an inactive site's row has none and is skipped). */
  ordinalOf: Map<string, number>;
  years: Map<number, Promise<YearCache>>;
  /** Per park, the count of row reads that changed one of its sites (any year), since the cache began. */
  parkChanges: Map<string, number>;
  changes: number;
};

const caches = new WeakMap<Db, Cache>();

type Row = { horizon: string; park_id: string | null; campsite_id: string | null; bits: string | null };

/** The rows of a year written from `since` on (all of them without), each with the snapshot's horizon. */
async function readYear(db: Db, year: number, since: string | null): Promise<Row[]> {
  const written = since === null ? sql`` : sql`and o.written_xid >= ${since}::xid8`;
  const result = (await db.execute(sql`
    with snapshot as (select pg_snapshot_xmin(pg_current_snapshot())::text as horizon)
    select snapshot.horizon, o.park_id, o.campsite_id, o.nights::text as bits
    from snapshot left join site_night_occupancy o on o.year = ${year} ${written}`)) as unknown as {
    rows: Row[];
  };
  return result.rows;
}

/** A row's bits as runs: [from, to, from, to, …] in days of the year. */
function runsOfBits(bits: string): Runs {
  const runs: Runs = [];
  let from = bits.indexOf("1");
  while (from >= 0) {
    let to = bits.indexOf("0", from);
    if (to < 0) to = bits.length;
    runs.push(from, to);
    from = bits.indexOf("1", to);
  }
  return runs;
}

/** Index of the first run (an even index) that ends after `day`, by bisection: a year holds dozens of runs. */
function firstRunEndingAfter(runs: Runs, day: number): number {
  let low = 0;
  let high = runs.length / 2;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (runs[middle * 2 + 1]! > day) high = middle;
    else low = middle + 1;
  }
  return low * 2;
}

function apply(cache: Cache, year: YearCache, rows: readonly Row[]): void {
  for (const row of rows) {
    if (row.campsite_id === null || row.bits === null) continue;
    const ordinal = cache.ordinalOf.get(row.campsite_id);
    if (ordinal === undefined) continue;
    year.runs[ordinal] = runsOfBits(row.bits);
    if (row.park_id !== null) {
      cache.changes += 1;
      cache.parkChanges.set(row.park_id, cache.changes);
    }
  }
  if (rows[0]) year.horizon = rows[0].horizon;
}

async function loadYear(db: Db, cache: Cache, year: number): Promise<YearCache> {
  const loaded: YearCache = { year, runs: [], horizon: "0", running: null, queued: null };
  apply(cache, loaded, await readYear(db, year, null));
  return loaded;
}

/**
 * Reads what changed since the last read. Reads of one year run one after another (an older answer never
 * overwrites a newer one); a caller arriving while one runs waits for the next, which starts after it arrived and
 * so sees everything committed before its search began.
 */
function refreshYear(db: Db, cache: Cache, year: YearCache): Promise<void> {
  if (year.queued) return year.queued;
  const start = (): Promise<void> => {
    year.queued = null;
    const running = readYear(db, year.year, year.horizon)
      .then((rows) => apply(cache, year, rows))
      .finally(() => {
        if (year.running === running) year.running = null;
      });
    year.running = running;
    return running;
  };
  if (!year.running) return start();
  const queued = year.running.then(start, start);
  year.queued = queued;
  return queued;
}

/** A year's cache, loaded on first use, or brought up to date; a failed load is not kept. */
async function currentYear(db: Db, cache: Cache, year: number): Promise<YearCache> {
  let loading = cache.years.get(year);
  if (!loading) {
    loading = loadYear(db, cache, year);
    cache.years.set(year, loading);
    loading.catch(() => {
      if (cache.years.get(year) === loading) cache.years.delete(year);
    });
    return loading;
  }
  const loaded = await loading;
  await refreshYear(db, cache, loaded);
  return loaded;
}

/** The calendar years a window's nights fall in. */
function yearsOf(window: Stay): number[] {
  const firstYear = Number(window.start.slice(0, 4));
  const lastYear = Number(addDays(window.end, -1).slice(0, 4));
  return Array.from({ length: lastYear - firstYear + 1 }, (_, index) => firstYear + index);
}

/**
 * The cached index as one search sees it: every year it has read, brought up to date at the start of the search,
 * and a change count per park that moves whenever a read brings a change to one of the park's sites.
 */
export type OccupancyView = {
  /** Changes seen so far for the park (0: none since the cache began); compare only under the same stamp. */
  changesOf(parkId: string): number;
  /** The claimed nights of a window (reservations and blocks) of some sites; loads the window's years if new. */
  claimedNights(
    sites: readonly SiteInventory[],
    window: Stay & { stay?: Stay },
  ): Promise<Map<string, Stay[]>>;
};

/**
 * Brings every year the cache holds, and those of `windows`, up to date (one statement per year, at once).
 * `inventory`: the cached inventory's stamp and every one of its sites (their ordinals are the cache's slots).
 * Pass the application's database handle, not a transaction's.
 */
export async function currentOccupancy(
  db: Db,
  inventory: { stamp: string; sites: readonly SiteInventory[] },
  windows: readonly Stay[],
): Promise<OccupancyView> {
  let cache = caches.get(db);
  if (!cache || cache.stamp !== inventory.stamp) {
    cache = {
      stamp: inventory.stamp,
      ordinalOf: new Map(inventory.sites.map((site) => [site.id, site.ordinal])),
      years: new Map(),
      parkChanges: new Map(),
      changes: 0,
    };
    caches.set(db, cache);
  }
  const current = cache;
  const wanted = new Set([...current.years.keys(), ...windows.flatMap(yearsOf)]);
  const years = new Map<number, YearCache>();
  const bring = async (numbers: Iterable<number>) => {
    const loaded = await Promise.all([...numbers].map((year) => currentYear(db, current, year)));
    for (const year of loaded) years.set(year.year, year);
  };
  await bring(wanted);
  return {
    changesOf: (parkId) => current.parkChanges.get(parkId) ?? 0,
    claimedNights: async (sites, window) => {
      const missing = yearsOf(window).filter((year) => !years.has(year));
      if (missing.length > 0) await bring(missing);
      return claimedNightsIn(
        yearsOf(window).map((year) => years.get(year)!),
        sites,
        window,
      );
    },
  };
}

/**
 * The claimed nights (reservations and blocks) of [start, end) of the given sites from the cached years, as
 * stays — the same answer as the index reader `loadClaimedNights` without its holds. With `window.stay`, only the
 * claims that stay's rules read (the nearest before it, those overlapping it, the nearest after it), as the claims
 * reader's `nearest` detail.
 */
function claimedNightsIn(
  years: readonly YearCache[],
  sites: readonly SiteInventory[],
  window: Stay & { stay?: Stay },
): Map<string, Stay[]> {
  const bySite = new Map<string, Stay[]>();
  if (sites.length === 0) return bySite;
  const length = nightsBetween(window.start, window.end);
  const dates = windowDates(window.start, length);
  const nearest = window.stay && {
    from: nightsBetween(window.start, window.stay.start),
    to: nightsBetween(window.start, window.stay.end),
  };
  // Each year's days as the window's: night d of the year is window night d - offset.
  const offsets = years.map((year) => ({
    year,
    offset: nightsBetween(window.start, firstNightOf(year.year)),
  }));
  // One object per distinct stay of the window, shared by every site that has it (nobody changes them).
  const shared: Stay[] = [];
  const stayOf = (from: number, to: number): Stay => {
    const key = from * (length + 1) + to;
    let stay = shared[key];
    if (!stay) {
      stay = { start: dates[from]!, end: dates[to]! };
      shared[key] = stay;
    }
    return stay;
  };
  // The window's claimed runs of one site, as window nights [from, to, from, to, …] in found[0 … count).
  const found: number[] = [];
  for (const site of sites) {
    let count = 0;
    for (const { year, offset } of offsets) {
      const runs = year.runs[site.ordinal];
      if (!runs) continue;
      for (let index = firstRunEndingAfter(runs, -offset); index < runs.length; index += 2) {
        if (runs[index]! + offset >= length) break;
        const from = Math.max(0, runs[index]! + offset);
        const to = Math.min(length, runs[index + 1]! + offset);
        // A run across the new year is one stay, as in the bits the uncached reader joins.
        if (count > 0 && found[count - 1] === from) found[count - 1] = to;
        else {
          found[count] = from;
          found[count + 1] = to;
          count += 2;
        }
      }
    }
    if (count === 0) continue;
    let first = 0;
    let last = count;
    if (nearest) {
      // Only what the stay's rules read: the nearest run before it, those overlapping it, the nearest after it.
      while (first + 2 < count && found[first + 3]! <= nearest.from) first += 2;
      while (last - 2 > first && found[last - 4]! >= nearest.to) last -= 2;
    }
    const stays: Stay[] = [];
    for (let index = first; index < last; index += 2) stays.push(stayOf(found[index]!, found[index + 1]!));
    bySite.set(site.id, stays);
  }
  return bySite;
}
