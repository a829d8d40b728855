import { describe, expect, it } from "vitest";
import { campsite, result } from "@/features/availability/evaluate-stay.fixtures";
import { categoryStartingPrices, startingNightlyPrice } from "@/features/parks/campsite-categories";
import {
  arrangeParkStayResults,
  parkPageFilters,
  siteFilterLabels,
  withAdvertisedFromPrices,
} from "./park-stay-results";

const unavailable = (name: string, price: number) => ({
  ...result(name, "tent", { average: price, campsites: [] }),
  failureReasons: [{ id: "RESORT_CLOSED" as const, message: "Closed" }],
});

describe("arrangeParkStayResults", () => {
  it("lists the types that work first, then the others, each in the search's order", () => {
    const ordered = [
      unavailable("Closed tent", 9_000),
      result("Cabin", "lodging", { average: 20_000 }),
      unavailable("Closed RV", 4_000),
      result("Tent", "tent", { average: 5_000 }),
    ];
    const { results } = arrangeParkStayResults(ordered);
    expect(results.map((entry) => entry.campsiteType.name)).toEqual([
      "Cabin",
      "Tent",
      "Closed tent",
      "Closed RV",
    ]);
  });

  it("leaves out and counts the types whose free sites the filters all removed", () => {
    const { results, hiddenByFilters } = arrangeParkStayResults([
      result("Cabin", "lodging", { campsites: [campsite("C1")] }),
      result("Tent", "tent", { campsites: [] }),
      unavailable("Closed", 1_000),
    ]);
    expect(results.map((entry) => entry.campsiteType.name)).toEqual(["Cabin", "Closed"]);
    expect(hiddenByFilters).toBe(1);
  });
});

describe("park page filters", () => {
  it("keep the site filters and drop the park-level ones", () => {
    expect(
      parkPageFilters({
        category: "lodging",
        siteAmenities: ["kitchen"],
        priceMax: 20_000,
        parkFeatures: ["Pool"],
        distanceMax: 10,
      }),
    ).toEqual({ category: "lodging", siteAmenities: ["kitchen"], priceMax: 20_000 });
  });

  it("are named in words", () => {
    expect(
      siteFilterLabels({
        category: "rv",
        priceMin: 5_000,
        priceMax: 9_000,
        rvLength: 30,
        rvSlideout: 2,
        siteAmenities: ["kitchen", "pool-access"],
      }),
    ).toEqual([
      "RV Site",
      "$50.00–$90.00 a night",
      "RVs of 30 ft",
      "With slide-outs on both sides",
      "Kitchen",
      "Pool access",
    ]);
    expect(siteFilterLabels({ category: "all", parkFeatures: ["Pool"] })).toEqual([]);
  });
});

describe("withAdvertisedFromPrices", () => {
  // Beaverkill Bend's Rustic Cabin: $120 a night + the $3 resort fee, pets refused; the search was for a party
  // with a dog, so the engine's own "from" carries the $5 pet fee.
  const cabin = { id: "type-Rustic Cabin", category: "lodging" as const, lowestBaselinePrice: 12_300 };
  const tent = { id: "type-Riverside Tent", category: "tent" as const, lowestBaselinePrice: 4_500 };
  const park = { campsiteTypes: [cabin, tent], auxiliaryPricing: { tentSitePricingOverride: 4_900 } };
  const refused = (name: string, lowest: number) => ({
    ...result(name, cabin.id === `type-${name}` ? "lodging" : "tent", { lowest, campsites: [] }),
    failureReasons: [{ id: "MAX_PETS" as const, message: "No pets" }],
  });

  it("gives a type's stay card the From price At a glance and the type's card show, whatever the party", () => {
    const shown = withAdvertisedFromPrices(
      [refused("Rustic Cabin", 12_800), refused("Riverside Tent", 5_000)],
      park,
    );
    const glance = new Map(
      categoryStartingPrices(park.campsiteTypes, park.auxiliaryPricing).map((entry) => [
        entry.category,
        entry.fromCents,
      ]),
    );
    for (const type of park.campsiteTypes) {
      const card = startingNightlyPrice(type, park.auxiliaryPricing);
      const stayCard = shown.find((entry) => entry.campsiteType.id === type.id)!;
      // One type per category here, so At a glance's category price is the type's own.
      expect(glance.get(type.category)).toBe(card);
      expect(stayCard.lowestBaselinePrice).toBe(card);
      expect(stayCard.campsiteType.lowestBaselinePrice).toBe(card);
    }
    expect(shown.map((entry) => entry.lowestBaselinePrice)).toEqual([12_300, 4_900]);
  });

  it("keeps the engine's figure for a type the park page does not price", () => {
    const [shown] = withAdvertisedFromPrices([refused("Unknown", 7_000)], park);
    expect(shown!.lowestBaselinePrice).toBe(7_000);
  });
});
