import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toDateRange } from "@/lib/stay-dates";
import { campsites, campsiteTypes, parks, siteAllocations } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { countQueries } from "../../../tests/support/query-counter";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { loadSearchData } from "./search-data.service";

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
    // claims, mandatory add-ons and park features.
    expect(all.queries).toBe(12);
  });

  it("answers an empty list for parks that do not exist", async () => {
    await expect(loadSearchData(test.db, STAY, [crypto.randomUUID()])).resolves.toEqual([]);
  });
});
