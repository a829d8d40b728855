import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campsites, campsiteTypes, closedDates, parks, rates } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { countQueries } from "../../../tests/support/query-counter";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { loadSearchData } from "./availability-data.service";
import { readInventory } from "./inventory.service";
import { cachedInventory } from "./inventory-cache.service";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
const STAY = { start: "2027-07-13", end: "2027-07-15", now: NOW };

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
});
afterAll(async () => {
  await test?.close();
});

async function troutTown() {
  const [park] = await test.db.select({ id: parks.id }).from(parks).where(eq(parks.slug, "trout-town-farms"));
  const [type] = await test.db
    .select({ id: campsiteTypes.id })
    .from(campsiteTypes)
    .where(eq(campsiteTypes.parkId, park!.id))
    .limit(1);
  return { parkId: park!.id, typeId: type!.id };
}

const cachedPark = async (parkId: string) =>
  (await loadSearchData(test.db, STAY, [parkId], { cached: true }))[0]!;

describe(`the search's inventory cache on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("holds what a fresh read holds, and reads only the stamp while nothing changes", async () => {
    expect((await cachedInventory(test.db)).parks).toEqual(await readInventory(test.db));
    const again = await countQueries(test.database, () => cachedInventory(test.db));
    expect(again.queries).toBe(1);
  });

  it("shows a changed rate, a deactivated site, a new closure and a new park on the next search", async () => {
    const { parkId, typeId } = await troutTown();
    const before = await cachedPark(parkId);
    const type = before.types.find((candidate) => candidate.id === typeId)!;

    await test.db
      .update(rates)
      .set({ nightlyCents: sql`${rates.nightlyCents} + 1234` })
      .where(eq(rates.campsiteTypeId, typeId));
    const repriced = (await cachedPark(parkId)).types.find((candidate) => candidate.id === typeId)!;
    for (const [season, cents] of Object.entries(type.ratesBySeason)) {
      expect(repriced.ratesBySeason[season]).toBe(cents + 1234);
    }

    const site = before.sites.find((candidate) => candidate.campsiteTypeId === typeId)!;
    await test.db.update(campsites).set({ active: false }).where(eq(campsites.id, site.id));
    expect((await cachedPark(parkId)).sites.map((candidate) => candidate.id)).not.toContain(site.id);

    await test.db.insert(closedDates).values({ parkId, date: STAY.start, reason: "Flooded meadow" });
    expect((await cachedPark(parkId)).calendar.closedDates).toContain(STAY.start);

    await test.db.update(parks).set({ active: false }).where(eq(parks.id, parkId));
    expect(await loadSearchData(test.db, STAY, [parkId], { cached: true })).toEqual([]);
    await test.db.update(parks).set({ active: true }).where(eq(parks.id, parkId));
    expect(await cachedPark(parkId)).toEqual((await loadSearchData(test.db, STAY, [parkId]))[0]);
  });

  it("reads afresh after the tables were emptied (a new epoch, not a version that happens to match)", async () => {
    const { parkId } = await troutTown();
    expect((await cachedInventory(test.db, [parkId])).parks).toHaveLength(1);
    await test.truncate();
    expect((await cachedInventory(test.db)).parks).toEqual([]);
  });
});
