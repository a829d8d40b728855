import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mulberry32 } from "@/lib/seeded-random";
import { addDays } from "@/lib/stay-dates";
import { campsites, parks } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { AppError } from "@/server/errors";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { ALLOCATION_LOOKAROUND_DAYS, loadSearchData } from "./availability-data.service";
import { availabilityIndexDrift, rebuildAvailabilityIndex } from "./availability-index.service";
import { evaluateEveryType } from "./evaluate-stay";
import {
  allocateSite,
  blockSite,
  convertHoldToReservation,
  holdSite,
  moveReservation,
  releaseExpiredHolds,
  releaseHold,
  releaseReservation,
  removeBlock,
} from "./site-allocations.service";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
const FIRST = "2027-06-20";
const DAYS = 75;

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
});
afterAll(async () => {
  await test?.close();
});

/** A seeded generator, so a failing calendar can be replayed. */
function random(seed: number) {
  const next = mulberry32(seed);
  return { next, int: (below: number) => Math.floor(next() * below) };
}

type Site = { id: string; parkId: string; name: string };

/** Random holds, reservations, blocks, expiries, cancellations and moves, all through the claim writer. */
async function randomCalendar(seed: number, sites: Site[], operations: number) {
  const rng = random(seed);
  const pick = <T>(list: T[]) => list[rng.int(list.length)]!;
  const stay = () => {
    const start = addDays(FIRST, rng.int(DAYS - 10));
    return { start, end: addDays(start, 1 + rng.int(6)) };
  };
  const nights = (site: Site) => ({ parkId: site.parkId, campsiteId: site.id, campsiteName: site.name });
  const reservations: { parkId: string; reservationId: string }[] = [];
  const blocks: { parkId: string; allocationId: string }[] = [];
  const holds: { site: Site; stay: { start: string; end: string }; cartItemId: string }[] = [];
  let made = 0;
  for (let step = 0; step < operations; step += 1) {
    // The clock moves on and back a little: some holds expire before the search's NOW, some after.
    const now = new Date(NOW.getTime() + (rng.int(120) - 60) * 60_000);
    const site = pick(sites);
    try {
      const roll = rng.next();
      if (roll < 0.3) {
        const reservationId = crypto.randomUUID();
        await allocateSite(test.db, {
          ...nights(site),
          stay: stay(),
          kind: "reservation",
          reservationId,
          now,
        });
        reservations.push({ parkId: site.parkId, reservationId });
      } else if (roll < 0.5) {
        const hold = { site, stay: stay(), cartItemId: crypto.randomUUID() };
        const expiresAt = new Date(now.getTime() + (rng.int(60) - 20) * 60_000 + 1);
        await holdSite(test.db, {
          ...nights(site),
          stay: hold.stay,
          cartItemId: hold.cartItemId,
          expiresAt,
          now,
        });
        holds.push(hold);
      } else if (roll < 0.58) {
        blocks.push({
          parkId: site.parkId,
          allocationId: await blockSite(test.db, { ...nights(site), stay: stay(), now }),
        });
      } else if (roll < 0.66 && reservations.length > 0) {
        await releaseReservation(test.db, reservations.splice(rng.int(reservations.length), 1)[0]!);
      } else if (roll < 0.78 && reservations.length > 0) {
        const moved = pick(reservations);
        const to = pick(sites.filter((candidate) => candidate.parkId === moved.parkId));
        await moveReservation(test.db, {
          ...moved,
          to: { campsiteId: to.id, campsiteName: to.name, stay: stay() },
          now,
        });
      } else if (roll < 0.83 && blocks.length > 0) {
        await removeBlock(test.db, blocks.splice(rng.int(blocks.length), 1)[0]!);
      } else if (roll < 0.9 && holds.length > 0) {
        const hold = holds.splice(rng.int(holds.length), 1)[0]!;
        const reservationId = crypto.randomUUID();
        await convertHoldToReservation(test.db, {
          ...nights(hold.site),
          stay: hold.stay,
          cartItemId: hold.cartItemId,
          reservationId,
          now,
        });
        reservations.push({ parkId: hold.site.parkId, reservationId });
      } else if (roll < 0.95 && holds.length > 0) {
        const hold = holds.splice(rng.int(holds.length), 1)[0]!;
        await releaseHold(test.db, { parkId: hold.site.parkId, cartItemId: hold.cartItemId });
      } else {
        await releaseExpiredHolds(test.db, now);
      }
      made += 1;
    } catch (error) {
      // Taken nights are refused by the exclusion constraint: part of a real calendar's life.
      if (!(error instanceof AppError && error.code === "CONFLICT")) throw error;
    }
  }
  return made;
}

describe(`the availability index on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("gives the same search answers as the claims table on random calendars, with no drift", async () => {
    const parkRows = await test.db
      .select({ id: parks.id })
      .from(parks)
      .where(inArray(parks.slug, ["trout-town-farms", "beaverkill-bend"]));
    const sites = await test.db
      .select({ id: campsites.id, parkId: campsites.parkId, name: campsites.name })
      .from(campsites)
      .where(
        inArray(
          campsites.parkId,
          parkRows.map((park) => park.id),
        ),
      );
    // Few sites so claims crowd each other (gaps, back-to-back stays, refused overlaps).
    const crowded = sites.slice(0, 12).concat(sites.slice(-6));
    for (const seed of [1, 2, 3]) {
      expect(await randomCalendar(seed, crowded, 250)).toBeGreaterThan(100);
      expect(await availabilityIndexDrift(test.db)).toBe(0);
      const rng = random(seed * 97);
      for (let probe = 0; probe < 8; probe += 1) {
        const start = addDays(FIRST, rng.int(DAYS - 5));
        const stay = { start, end: addDays(start, 1 + rng.int(4)), now: NOW };
        const guests = { adults: 2, children: rng.int(2), pets: rng.int(2) };
        const evaluate = (data: Awaited<ReturnType<typeof loadSearchData>>) =>
          evaluateEveryType(data, { dates: stay, guests, now: NOW });
        const fromClaims = evaluate(await loadSearchData(test.db, stay, undefined, { source: "claims" }));
        const fromIndex = evaluate(await loadSearchData(test.db, stay));
        expect(fromIndex).toEqual(fromClaims);
        // The search's caches, brought up to date with the writes since the previous probe (decision 0021).
        expect(evaluate(await loadSearchData(test.db, stay, undefined, { cached: true }))).toEqual(
          fromClaims,
        );
        expect(
          evaluate(await loadSearchData(test.db, stay, undefined, { cached: true, claims: "nearest" })),
        ).toEqual(fromClaims);
        // The nights each site is taken in the window the rules read (the stay ± 14 nights) agree night by night.
        const windowStart = addDays(stay.start, -ALLOCATION_LOOKAROUND_DAYS);
        const windowEnd = addDays(stay.end, ALLOCATION_LOOKAROUND_DAYS);
        const taken = (data: Awaited<ReturnType<typeof loadSearchData>>) =>
          Object.fromEntries(
            data.flatMap((park) =>
              park.sites.map((site) => {
                const set = new Set<string>();
                for (const claim of site.allocations) {
                  for (let night = claim.start; night < claim.end; night = addDays(night, 1)) {
                    if (night >= windowStart && night < windowEnd) set.add(night);
                  }
                }
                return [site.id, [...set].sort()];
              }),
            ),
          );
        const takenInClaims = taken(await loadSearchData(test.db, stay, undefined, { source: "claims" }));
        expect(taken(await loadSearchData(test.db, stay))).toEqual(takenInClaims);
        expect(taken(await loadSearchData(test.db, stay, undefined, { cached: true }))).toEqual(
          takenInClaims,
        );
      }
    }
  });

  it("is rebuilt from the claims, and reports drift when claims were written behind the writer's back", async () => {
    await rebuildAvailabilityIndex(test.db);
    expect(await availabilityIndexDrift(test.db)).toBe(0);
    await test.db.execute(
      // A stray edit of the index: the rebuild command must see it and repair it.
      sql`update site_night_occupancy set nights = ~nights where year = 2027`,
    );
    expect(await availabilityIndexDrift(test.db)).toBeGreaterThan(0);
    await rebuildAvailabilityIndex(test.db);
    expect(await availabilityIndexDrift(test.db)).toBe(0);
  });

  it("is rebuilt the same by two connections at once, each taking its own batches of parks", async () => {
    await test.db.execute(sql`update site_night_occupancy set nights = ~nights`);
    const parkIds = (await test.db.execute(sql`select id from parks`)) as { rows: { id: string }[] };
    // Parks without a site pad the list to several batches, so both connections get some.
    const padding = Array.from({ length: 60 }, () => crypto.randomUUID());
    await rebuildAvailabilityIndex(test.db, [...padding, ...parkIds.rows.map((row) => row.id)], {
      concurrency: 2,
    });
    expect(await availabilityIndexDrift(test.db)).toBe(0);
  });

  it("keeps the search's cached index in step with claims written after it was read, and starts again after a rebuild", async () => {
    const stay = { start: "2027-09-07", end: "2027-09-09", now: NOW };
    const cachedTaken = async () =>
      (await loadSearchData(test.db, stay, undefined, { cached: true }))
        .flatMap((park) => park.sites)
        .filter((site) => site.allocations.some((claim) => claim.start < stay.end && claim.end > stay.start))
        .map((site) => site.id);
    const before = await cachedTaken();
    // A site with no claim at all, so a rebuild leaves it no index row.
    const [site] = await test.db
      .select({ id: campsites.id, parkId: campsites.parkId, name: campsites.name })
      .from(campsites)
      .where(sql`not exists (select 1 from site_allocations where campsite_id = ${campsites.id})`)
      .limit(1);
    const nights = { parkId: site!.parkId, campsiteId: site!.id, campsiteName: site!.name, stay, now: NOW };
    const blockId = await blockSite(test.db, nights);
    expect(await cachedTaken()).toContain(site!.id);
    await removeBlock(test.db, { parkId: site!.parkId, allocationId: blockId });
    expect(await cachedTaken()).not.toContain(site!.id);
    await blockSite(test.db, nights);
    expect(await cachedTaken()).toContain(site!.id);
    // Deleted behind the writer's back: the index keeps the nights until the rebuild, which drops the site's row;
    // the cache cannot see a deleted row, so the rebuild makes it read the index afresh.
    await test.db.execute(sql`delete from site_allocations where campsite_id = ${site!.id}`);
    expect(await cachedTaken()).toContain(site!.id);
    await rebuildAvailabilityIndex(test.db);
    expect(await cachedTaken()).toEqual(before);
  });

  it("rebuilds a claim across the new year into both years' rows, as the claim writer wrote them", async () => {
    const [site] = await test.db
      .select({ id: campsites.id, parkId: campsites.parkId, name: campsites.name })
      .from(campsites)
      .limit(1);
    const stay = { start: "2030-12-30", end: "2031-01-03" };
    await blockSite(test.db, {
      parkId: site!.parkId,
      campsiteId: site!.id,
      campsiteName: site!.name,
      stay,
      now: NOW,
    });
    expect(await availabilityIndexDrift(test.db, [site!.parkId])).toBe(0);

    await test.db.execute(sql`delete from site_night_occupancy where year >= 2030`);
    await rebuildAvailabilityIndex(test.db, [site!.parkId]);
    const { rows } = (await test.db.execute(sql`
      select year, position('1' in nights::text) as first_bit, length(replace(nights::text, '0', '')) as nights
      from site_night_occupancy where campsite_id = ${site!.id} and year >= 2030 order by year`)) as {
      rows: { year: number; first_bit: number; nights: number }[];
    };
    // December 30 is night 364 of 2030 (bit 364 counting from 1); the stay's last two nights open 2031.
    expect(rows.map((row) => [Number(row.year), Number(row.first_bit), Number(row.nights)])).toEqual([
      [2030, 364, 2],
      [2031, 1, 2],
    ]);
  });
});
