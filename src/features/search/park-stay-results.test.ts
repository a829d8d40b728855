import { describe, expect, it } from "vitest";
import { campsite, result } from "@/features/availability/evaluate-stay.fixtures";
import { arrangeParkStayResults, parkPageFilters, siteFilterLabels } from "./park-stay-results";

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
