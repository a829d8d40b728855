import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toDateRange } from "@/lib/stay-dates";
import { campsites, campsiteTypes, parks, siteAllocations } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { countQueries } from "../../../tests/support/query-counter";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { loadSearchData } from "./availability-data.service";
import { availabilityIndexDrift, rebuildAvailabilityIndex } from "./availability-index.service";
import { evaluateEveryType } from "./evaluate-stay";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
const STAY = { start: "2027-07-09", end: "2027-07-11", now: NOW };

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
});
afterAll(async () => {
  await test?.close();
});

async function firstSiteOf(slug: string) {
  const [row] = await test.db
    .select({ site: campsites, park: parks })
    .from(campsites)
    .innerJoin(parks, eq(parks.id, campsites.parkId))
    .innerJoin(campsiteTypes, eq(campsiteTypes.id, campsites.campsiteTypeId))
    .where(eq(parks.slug, slug))
    .limit(1);
  return row!;
}

describe(`loadSearchData on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("gives every active park its calendar, campsite types with rates per season, and sites", async () => {
    const data = await loadSearchData(test.db, STAY);
    expect(data.map((entry) => entry.park.slug).sort()).toEqual(
      [
        "beaverkill-bend",
        "catskill-conestoga-wagon-outpost",
        "trout-town-farms",
        "willowemoc-creek-outpost",
      ].sort(),
    );
    const trout = data.find((entry) => entry.park.slug === "trout-town-farms")!;
    expect(trout.calendar.timeZone).toBe("America/New_York");
    expect(trout.calendar.seasons.length).toBeGreaterThan(0);
    expect(trout.calendar.rules.length).toBeGreaterThan(0);
    expect(trout.calendar.pricing.weekendFactorBp).toBeGreaterThan(10_000);
    expect(trout.types.length).toBeGreaterThanOrEqual(4);
    for (const type of trout.types) expect(Object.keys(type.ratesBySeason).length).toBeGreaterThan(0);
    expect(trout.sites.length).toBeGreaterThan(10);
    expect(trout.sites.some((site) => site.rvInfo !== null && site.rvInfo.rvLengthMax > 0)).toBe(true);
  });

  it("reads a site's claims near the stay, but not expired holds or claims far away", async () => {
    const { site, park } = await firstSiteOf("trout-town-farms");
    const claim = (start: string, end: string, kind: "reservation" | "hold", expiresAt?: Date) => ({
      parkId: park.id,
      campsiteId: site.id,
      stay: toDateRange(start, end),
      kind,
      expiresAt,
    });
    await test.db
      .insert(siteAllocations)
      .values([
        claim("2027-07-11", "2027-07-13", "reservation"),
        claim("2027-07-05", "2027-07-07", "hold", new Date(NOW.getTime() + 60_000)),
        claim("2027-07-02", "2027-07-04", "hold", new Date(NOW.getTime() - 60_000)),
        claim("2027-08-20", "2027-08-22", "reservation"),
      ]);
    // Written behind the claim writer's back, as a bulk seed does: the index is rebuilt from the claims.
    expect(await availabilityIndexDrift(test.db, [park.id])).toBeGreaterThan(0);
    await rebuildAvailabilityIndex(test.db, [park.id]);
    expect(await availabilityIndexDrift(test.db, [park.id])).toBe(0);
    const data = await loadSearchData(test.db, STAY, [park.id]);
    const loaded = data[0]!.sites.find((candidate) => candidate.id === site.id)!;
    expect(loaded.allocations).toEqual(
      expect.arrayContaining([
        { start: "2027-07-11", end: "2027-07-13" },
        { start: "2027-07-05", end: "2027-07-07" },
      ]),
    );
    expect(loaded.allocations).toHaveLength(2);
  });

  it("reads the same fixed number of statements for one park or for all of them", async () => {
    const [trout] = await test.db
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "trout-town-farms"));
    const one = await countQueries(test.database, () => loadSearchData(test.db, STAY, [trout!.id]));
    const all = await countQueries(test.database, () => loadSearchData(test.db, STAY));
    expect(one.queries).toBe(all.queries);
    // One for the parks, then one per table: types, rates, seasons, closed dates, holidays, rules, prices, sites,
    // mandatory add-ons, park features, closures and rate periods; the claims are two: the availability index and
    // the live holds.
    expect(all.queries).toBe(15);
    const nearest = await countQueries(test.database, () =>
      loadSearchData(test.db, STAY, undefined, { claims: "nearest" }),
    );
    expect(nearest.queries).toBe(15);
  });

  it("reads the claims table itself in one statement, or two for the nearest claims (the index's reference)", async () => {
    const all = await countQueries(test.database, () =>
      loadSearchData(test.db, STAY, undefined, { source: "claims" }),
    );
    expect(all.queries).toBe(14);
    const nearest = await countQueries(test.database, () =>
      loadSearchData(test.db, STAY, undefined, { claims: "nearest", source: "claims" }),
    );
    // The claims overlapping the stay, and per site its nearest claim on each side (aggregated in SQL).
    expect(nearest.queries).toBe(15);
  });

  it("has a calendar of claims to compare on (every third site booked around July and August)", async () => {
    const sites = await test.db.select({ id: campsites.id, parkId: campsites.parkId }).from(campsites);
    const day = (month: number, date: number) =>
      `2027-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
    const rows = sites.flatMap((site, index) =>
      index % 3 !== 1
        ? []
        : [
            [day(7, 1 + (index % 9)), day(7, 3 + (index % 9))],
            [day(7, 12 + (index % 5)), day(7, 15 + (index % 5))],
            [day(8, 3 + (index % 4)), day(8, 4 + (index % 4))],
          ].map(([start, end]) => ({
            parkId: site.parkId,
            campsiteId: site.id,
            stay: toDateRange(start!, end!),
            kind: "reservation" as const,
          })),
    );
    await test.db.insert(siteAllocations).values(rows);
    await rebuildAvailabilityIndex(test.db);
    expect(rows.length).toBeGreaterThan(100);
  });

  it.each([
    ["a summer weekend", "2027-07-09", "2027-07-11"],
    ["a mid-week stay", "2027-07-13", "2027-07-15"],
    ["a long August stay", "2027-08-02", "2027-08-09"],
    ["the stay of the gap case", "2027-06-15", "2027-06-16"],
  ])(
    "gives the same availability, sites and prices from the nearest claims, all of them and the index: %s",
    async (_case, start, end) => {
      const stay = { start, end, now: NOW };
      const guests = { adults: 2, children: 0, pets: 0 };
      const evaluate = (data: Awaited<ReturnType<typeof loadSearchData>>) =>
        evaluateEveryType(data, { dates: stay, guests, now: NOW });
      const all = evaluate(await loadSearchData(test.db, stay, undefined, { source: "claims" }));
      const nearest = evaluate(
        await loadSearchData(test.db, stay, undefined, { claims: "nearest", source: "claims" }),
      );
      expect(nearest).toEqual(all);
      expect(evaluate(await loadSearchData(test.db, stay))).toEqual(all);
      expect(all.some((result) => result.campsites.length > 0)).toBe(true);
    },
  );

  it("answers an empty list for parks that do not exist", async () => {
    await expect(loadSearchData(test.db, STAY, [crypto.randomUUID()])).resolves.toEqual([]);
  });
});
