import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ratePeriods } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { callerFor } from "../../../tests/support/test-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
const twoAdults = { adults: 2, children: 0, pets: 0 };

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
});
afterAll(async () => {
  await test?.close();
});

const api = () => callerFor(test.db, { now: NOW }).booking;

/** The park page's and the search engine's "from" price of each type, for a party that pays no per-pet fee. */
async function fromPrices(slug: string) {
  const park = await api().parks.getBySlug({ slug });
  const { results } = await api().search.searchCampsites({
    parkId: park.id,
    dates: { start: "2027-07-13", end: "2027-07-15" },
    guests: twoAdults,
    includeUnavailable: true,
  });
  return {
    park,
    page: Object.fromEntries(park.campsiteTypes.map((type) => [type.name, type.lowestBaselinePrice])),
    engine: Object.fromEntries(
      results.map((result) => [result.campsiteType.name, result.lowestBaselinePrice]),
    ),
  };
}

describe("a type's lowest nightly price", () => {
  it("is the same on the park page as in the search, mandatory per-site fees included", async () => {
    const { page, engine } = await fromPrices("beaverkill-bend");
    expect(page["Rustic Cabin"]).toBe(12_300);
    expect(page).toEqual(engine);
  });

  it("counts a cheaper dated rate period on the park page as the search does", async () => {
    const before = await fromPrices("trout-town-farms");
    const type = before.park.campsiteTypes.find((candidate) => candidate.name === "Deluxe Cabin")!;
    await test.db.insert(ratePeriods).values({
      parkId: before.park.id,
      campsiteTypeId: type.id,
      startDate: "2027-09-07",
      endDate: "2027-09-10",
      nightlyCents: 9_900,
      label: "Midweek after Labor Day",
    });
    const after = await fromPrices("trout-town-farms");
    expect(after.page["Deluxe Cabin"]).toBe(9_900);
    expect(after.page).toEqual(after.engine);
  });
});
