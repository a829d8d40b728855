import { beforeAll, describe, expect, it } from "vitest";
import { blockSite } from "@/features/availability/server";
import { addDays } from "@/lib/stay-dates";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { outcomeOf } from "../../../tests/support/staff";

const scenario = setUpCheckoutScenario();
let orchardSites: { id: string; name: string }[];

beforeAll(async () => {
  orchardSites = await scenario.orchardSites();
});

const calendar = (input: { month: string; campsiteTypeId?: string; nights?: number }) =>
  scenario.api().search.calendar({
    parkId: scenario.ids.trout,
    nights: 2,
    guests: twoAdults,
    ...input,
  });

const tripTotal = async (start: string, typeId = scenario.ids.orchard) => {
  const { results } = await scenario.api().search.searchCampsites({
    parkId: scenario.ids.trout,
    dates: { start, end: addDays(start, 2) },
    guests: twoAdults,
  });
  return results.find((result) => result.campsiteType.id === typeId)?.smartPricing?.tripTotal ?? null;
};

describe(`booking.search.calendar on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("answers every arrival date of a month with the all-in price the search gives that stay", async () => {
    const days = await calendar({ month: "2027-08", campsiteTypeId: scenario.ids.orchard });
    expect(days.map((day) => day.date)).toEqual(
      Array.from({ length: 31 }, (_, index) => addDays("2027-08-01", index)),
    );
    expect(days.every((day) => day.available)).toBe(true);
    // A Wednesday arrival (two weeknights) and a Friday one (two weekend nights) priced as the search prices them.
    for (const date of ["2027-08-11", "2027-08-13"]) {
      expect(days.find((day) => day.date === date)?.lowestTotal).toBe(await tripTotal(date));
    }
    const [weeknights, weekend] = ["2027-08-11", "2027-08-13"].map(
      (date) => days.find((day) => day.date === date)!.lowestTotal!,
    );
    expect(weekend).toBeGreaterThan(weeknights!);
  });

  it("marks the arrivals whose stay would cross a sold-out night unavailable, with the search's reason", async () => {
    const soldOut = { start: "2027-08-20", end: "2027-08-21" };
    for (const site of orchardSites) {
      await blockSite(scenario.db(), {
        parkId: scenario.ids.trout,
        campsiteId: site.id,
        campsiteName: site.name,
        stay: soldOut,
        now: NOW,
      });
    }
    const days = await calendar({ month: "2027-08", campsiteTypeId: scenario.ids.orchard });
    const unavailable = days.filter((day) => !day.available);
    expect(unavailable.map((day) => day.date)).toEqual(["2027-08-19", "2027-08-20"]);
    expect(unavailable[0]).toEqual({
      date: "2027-08-19",
      available: false,
      lowestTotal: null,
      reason: "No site of this type is free for all of your nights.",
    });
    // Any type of the park: another type is free those nights, at its own lowest price.
    const anyType = await calendar({ month: "2027-08" });
    const nineteenth = anyType.find((day) => day.date === "2027-08-19")!;
    expect(nineteenth.available).toBe(true);
    expect(nineteenth.lowestTotal).not.toBeNull();
  });

  it("says the park is closed on the days of a month outside its season", async () => {
    const days = await calendar({ month: "2027-01", campsiteTypeId: scenario.ids.orchard });
    expect(days.every((day) => !day.available && day.lowestTotal === null)).toBe(true);
    expect(days[0]?.reason).toMatch(/closed/i);
  });

  it("refuses a month that is not one and a type of another park", async () => {
    expect(await outcomeOf(calendar({ month: "2027-13" }))).toMatch(
      /^BAD_REQUEST: [\s\S]*Use a month like 2027-07/,
    );
    expect(await outcomeOf(calendar({ month: "2027-08", nights: 0 }))).toMatch(/^BAD_REQUEST/);
    expect(await outcomeOf(calendar({ month: "2027-08", campsiteTypeId: scenario.ids.riverside }))).toBe(
      "NOT_FOUND: This site type does not exist at this park.",
    );
  });
});
