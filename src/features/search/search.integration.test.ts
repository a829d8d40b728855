import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allocateSite } from "@/features/availability/server";
import { campsites, campsiteTypes } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { seededPark } from "../../../tests/support/factories";
import { countQueries } from "../../../tests/support/query-counter";
import { callerFor } from "../../../tests/support/test-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { SEARCH_RATE_LIMIT } from "./search.schemas";
import { searchParks } from "./search.service";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
const twoAdults = { adults: 2, children: 0, pets: 0 };
let trout: { id: string };

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  trout = await seededPark(test.db, "trout-town-farms");
});
afterAll(async () => {
  await test?.close();
});

const search = () => callerFor(test.db, { now: NOW }).booking.search;
const campsitesAt = (input: Partial<Parameters<ReturnType<typeof search>["searchCampsites"]>[0]>) =>
  search().searchCampsites({
    parkId: trout.id,
    dates: { start: "2027-07-13", end: "2027-07-15" },
    guests: twoAdults,
    includeUnavailable: true,
    ...input,
  });
const reasonIds = (result: { failureReasons: { id: string }[] }) =>
  result.failureReasons.map((reason) => reason.id);

describe(`booking.search on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("lists bookable types mid-week in peak season with free sites and an all-in smart price", async () => {
    const { results } = await campsitesAt({ includeUnavailable: false });
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(result.failureReasons).toEqual([]);
      expect(result.campsites.length).toBeGreaterThan(0);
      expect(result.smartPricing?.tripTotal).toBeGreaterThan(0);
      expect(result.averagePricePerNightWithoutDiscounts).toBe(
        result.smartPricing?.averagePricePerNightBeforeTaxesFeesAndDiscounts,
      );
    }
  });

  it("asks for two nights over a weekend", async () => {
    const { results } = await campsitesAt({ dates: { start: "2027-07-09", end: "2027-07-10" } });
    const reasons = results.flatMap((result) => result.failureReasons);
    expect(reasons.map((reason) => reason.id)).toContain("RESERVATION_MINIMUM");
    expect(reasons.find((reason) => reason.id === "RESERVATION_MINIMUM")?.message).toMatch(/2-night minimum/);
    expect(results.every((result) => result.campsites.length === 0)).toBe(true);
  });

  it("explains that the park is closed in January", async () => {
    const { results } = await campsitesAt({ dates: { start: "2027-01-12", end: "2027-01-14" } });
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) expect(reasonIds(result)).toContain("RESORT_CLOSED");
    const parks = await search().searchParks({
      dates: { start: "2027-01-12", end: "2027-01-14" },
      guests: twoAdults,
    });
    expect(parks.results.find((park) => park.id === trout.id)?.availability).toBe("UNAVAILABLE");
  });

  it("finds no site for an RV longer than every site, and says so", async () => {
    const { results } = await campsitesAt({
      equipment: { type: "Motorhome", rvLength: 70 },
      filters: { category: "rv" },
    });
    expect(results.length).toBeGreaterThan(0);
    for (const result of results) {
      expect(reasonIds(result)).toContain("BEST_OR_PREFERRED_FIT");
      expect(result.campsites).toEqual([]);
    }
  });

  it("offers RV sites that take tents as tent sites in a tent search", async () => {
    const { results } = await campsitesAt({
      equipment: { type: "Tent" },
      filters: { category: "tent" },
      includeUnavailable: false,
    });
    const converted = results.filter((result) => result.rvToTentEquipmentConversion);
    expect(converted.length).toBeGreaterThan(0);
    for (const result of converted) {
      expect(result.campsiteCategoryCode).toBe("tent");
      expect(result.campsites.every((site) => site.rvInfo === null)).toBe(true);
    }
  });

  it("shows a party camping with a tent the tent view without choosing a category: converted RV sites, no cabins", async () => {
    const { results } = await campsitesAt({ equipment: { type: "Tent" }, includeUnavailable: false });
    expect(results.map((result) => result.campsiteCategoryCode)).toEqual(results.map(() => "tent"));
    const converted = results.find((result) => result.rvToTentEquipmentConversion);
    expect(converted?.campsiteType.campsiteCategoryCode).toBe("rv");
    expect(converted?.maxAvailableRvLength).toBeNull();
    expect(converted?.campsites.every((site) => site.rvInfo === null)).toBe(true);
    // The camper who chose Cabin Site still sees cabins, nothing converted.
    const cabins = await campsitesAt({
      equipment: { type: "Tent" },
      filters: { category: "lodging" },
      includeUnavailable: false,
    });
    expect(cabins.results.length).toBeGreaterThan(0);
    expect(cabins.results.every((result) => result.campsiteCategoryCode === "lodging")).toBe(true);
    // The parks' search agrees: the tent view's lowest price is a tent site's.
    const parks = await search().searchParks({
      dates: { start: "2027-07-13", end: "2027-07-15" },
      guests: twoAdults,
      equipment: { type: "Tent" },
    });
    const prices = results.map((result) => result.averagePricePerNightWithoutDiscounts ?? Infinity);
    expect(parks.results.find((park) => park.id === trout.id)?.startingPrice).toBe(Math.min(...prices));
  });

  it("refuses a stay that would leave a one-night gap on every cabin with a two-night minimum", async () => {
    const [cabin] = await test.db
      .select({ id: campsiteTypes.id })
      .from(campsiteTypes)
      .where(and(eq(campsiteTypes.parkId, trout.id), eq(campsiteTypes.slug, "deluxe-cabin")));
    const cabins = await test.db.select().from(campsites).where(eq(campsites.campsiteTypeId, cabin!.id));
    for (const site of cabins) {
      await allocateSite(test.db, {
        parkId: trout.id,
        campsiteId: site.id,
        campsiteName: site.name,
        stay: { start: "2027-08-18", end: "2027-08-25" },
        kind: "reservation",
        reservationId: crypto.randomUUID(),
        now: NOW,
      });
    }
    const { results } = await campsitesAt({ dates: { start: "2027-08-15", end: "2027-08-17" } });
    const deluxe = results.find((result) => result.campsiteType.id === cabin!.id)!;
    expect(reasonIds(deluxe)).toEqual(["GAP"]);
    expect(deluxe.failureReasons[0]?.message).toMatch(/gap/);
    const shifted = await campsitesAt({ dates: { start: "2027-08-16", end: "2027-08-18" } });
    expect(shifted.results.find((result) => result.campsiteType.id === cabin!.id)?.failureReasons).toEqual(
      [],
    );
  });

  it("lists parks with availability and a starting price, sorted price high to low by default", async () => {
    const { results } = await search().searchParks({
      dates: { start: "2027-07-13", end: "2027-07-15" },
      guests: twoAdults,
    });
    const available = results.filter((park) => park.availability === "AVAILABLE");
    expect(available.length).toBeGreaterThan(0);
    const prices = available.map((park) => park.startingPrice ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(results[0]?.parkFeatures.length).toBeGreaterThan(0);
  });

  it("measures distance only with coordinates and sorts by it", async () => {
    const roscoe = { latitude: 41.9331, longitude: -74.9132, name: "Roscoe, NY" };
    const { results } = await search().searchParks({
      dates: { start: "2027-07-13", end: "2027-07-15" },
      guests: twoAdults,
      location: roscoe,
      sort: "DISTANCE",
    });
    const distances = results
      .filter((park) => park.availability === "AVAILABLE")
      .map((park) => park.distanceFromUser!);
    expect(distances.every((distance) => distance >= 0 && distance < 30)).toBe(true);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    const without = await search().searchParks({
      dates: { start: "2027-07-13", end: "2027-07-15" },
      guests: twoAdults,
    });
    expect(without.results.every((park) => park.distanceFromUser === null)).toBe(true);
  });

  it("suggests the nearest stay that works next to the reasons of an unavailable type", async () => {
    const { results } = await campsitesAt({ dates: { start: "2027-07-09", end: "2027-07-10" } });
    const short = results.filter((result) => reasonIds(result).includes("RESERVATION_MINIMUM"));
    expect(short.length).toBeGreaterThan(0);
    // A Friday night needing two nights: Friday to Sunday keeps the asked night.
    expect(short.map((result) => result.suggestedStay)).toContainEqual({
      start: "2027-07-09",
      end: "2027-07-11",
    });
    for (const result of short) {
      if (!result.suggestedStay) continue;
      const again = await campsitesAt({ dates: result.suggestedStay });
      const same = again.results.find((other) => other.campsiteType.id === result.campsiteType.id);
      expect(same?.failureReasons).toEqual([]);
    }
  });

  it("suggests nothing when no date can cure the reason (too many pets)", async () => {
    const { results } = await campsitesAt({ guests: { adults: 2, children: 0, pets: 9 } });
    const petReasons = results.filter((result) => reasonIds(result).includes("MAX_PETS"));
    expect(petReasons.length).toBeGreaterThan(0);
    expect(petReasons.every((result) => result.suggestedStay === null)).toBe(true);
  });

  it("filters sites on their campsite type's amenities too: Kitchen, Air conditioning, Pet friendly, Pool access", async () => {
    const july = { start: "2027-07-13", end: "2027-07-15" };
    for (const amenity of ["kitchen", "air-conditioning", "pets-allowed", "pool-access"]) {
      const parks = await search().searchParks({
        dates: july,
        guests: twoAdults,
        filters: { siteAmenities: [amenity] },
      });
      const open = parks.results.filter((park) => park.availability === "AVAILABLE");
      expect(open.length, amenity).toBeGreaterThan(0);
    }
    const { results } = await campsitesAt({ filters: { siteAmenities: ["pool-access", "kitchen"] } });
    const named = results.filter((result) => result.campsites.length > 0).map((r) => r.campsiteType.name);
    expect(named).toContain("Deluxe Cabin");
    for (const result of results.filter((entry) => entry.campsites.length > 0)) {
      expect(result.campsiteType.amenities).toEqual(expect.arrayContaining(["pool-access", "kitchen"]));
    }
    // A type without a kitchen keeps none of its sites.
    const orchard = results.find((result) => result.campsiteType.name === "Orchard Tent Site");
    expect(orchard?.campsites).toEqual([]);
  });

  it("says which parks are closed for the season in January and links each to the nearest dates that work", async () => {
    const january = { start: "2027-01-12", end: "2027-01-14" };
    const { result, queries } = await countQueries(test.database, () =>
      searchParks(test.db, { dates: january, guests: twoAdults, now: NOW }),
    );
    // The search, then the days around it, then the season openings: three sets of reads for any number of parks
    // (15 statements each: the claims are the availability index and the live holds).
    expect(queries).toBeLessThanOrEqual(15 + 15 + 15);
    const closed = result.results.filter((park) => park.closedForSeason);
    expect(closed.length).toBeGreaterThanOrEqual(Math.ceil(result.results.length / 2));
    for (const park of result.results.filter((entry) => entry.availability === "UNAVAILABLE")) {
      expect(park.suggestedStay, park.name).not.toBeNull();
      const again = await searchParks(test.db, { dates: park.suggestedStay!, guests: twoAdults, now: NOW });
      expect(again.results.find((entry) => entry.id === park.id)?.availability, park.name).toBe("AVAILABLE");
    }
    const trout = closed.find((park) => park.slug === "trout-town-farms")!;
    expect(trout.season?.startDate.slice(5)).toBe("05-01");
    expect(trout.suggestedStay?.start.slice(0, 7)).toBe("2027-05");
    // An open park has no suggestion and is not closed.
    for (const park of result.results.filter((entry) => entry.availability === "AVAILABLE")) {
      expect(park.closedForSeason).toBe(false);
      expect(park.suggestedStay).toBeNull();
    }
  });

  it("suggests nearby dates for a park that is open but full, and none for a party no park can take", async () => {
    const { results } = await searchParks(test.db, {
      dates: { start: "2027-07-09", end: "2027-07-10" },
      guests: twoAdults,
      now: NOW,
    });
    const short = results.filter((park) => park.availability === "UNAVAILABLE");
    expect(short.length).toBeGreaterThan(0);
    for (const park of short) {
      expect(park.closedForSeason).toBe(false);
      expect(park.suggestedStay).toEqual({ start: "2027-07-09", end: "2027-07-11" });
    }
    const crowd = await searchParks(test.db, {
      dates: { start: "2027-07-13", end: "2027-07-15" },
      guests: { adults: 40, children: 0, pets: 0 },
      now: NOW,
    });
    expect(crowd.results.every((park) => park.suggestedStay === null)).toBe(true);
  });

  it("says a type does not fit the guest's rig rather than that nothing is free", async () => {
    const { results } = await campsitesAt({ equipment: { type: "Motorhome", rvLength: 30 } });
    const cabin = results.find((result) => result.campsiteType.name === "Deluxe Cabin")!;
    expect(cabin.failureReasons).toEqual([
      { id: "BEST_OR_PREFERRED_FIT", message: "Does not fit your 30 ft motorhome." },
    ]);
    expect(cabin.suggestedStay).toBeNull();
  });

  it("resolves a ZIP code and a city offline, our region's Roscoe first", async () => {
    const byZip = await search().suggestLocations({ query: "12776" });
    expect(byZip.results[0]).toMatchObject({ name: "12776 · Roscoe, NY", latitude: 41.9609 });
    const byCity = await search().suggestLocations({ query: "roscoe" });
    expect(byCity.results[0]?.name).toBe("Roscoe, NY");
    expect(byCity.results.length).toBeGreaterThan(1);
    await expect(search().suggestLocations({ query: "r" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    // A last word that is not a state code is part of the town ("New Yo" is New York typed halfway).
    const halfway = await search().suggestLocations({ query: "New Yo" });
    expect(halfway.results.map((place) => place.name)).toContain("New York, NY");
  });

  it("answers a flood of searches from one address with TOO_MANY_REQUESTS, other addresses unaffected", async () => {
    const flood = callerFor(test.db, { now: NOW, headers: { "x-lantern-client-ip": "203.0.113.9" } });
    for (let call = 0; call < SEARCH_RATE_LIMIT.limit; call += 1) {
      await flood.booking.search.suggestLocations({ query: "12776" });
    }
    await expect(flood.booking.search.suggestLocations({ query: "12776" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    await expect(
      flood.booking.search.searchParks({
        dates: { start: "2027-07-13", end: "2027-07-15" },
        guests: twoAdults,
      }),
    ).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    const other = callerFor(test.db, { now: NOW, headers: { "x-lantern-client-ip": "203.0.113.10" } });
    await expect(other.booking.search.suggestLocations({ query: "12776" })).resolves.toBeDefined();
    // A limit's worth of calls one after another: allowed time, not a time being measured.
  }, 120_000);

  it("refuses dates in the wrong order with a field error", async () => {
    await expect(
      search().searchParks({ dates: { start: "2027-07-15", end: "2027-07-13" }, guests: twoAdults }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});
