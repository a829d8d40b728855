import { describe, expect, it } from "vitest";
import type {
  CampsiteLocationResult,
  RvInfo,
  SearchFilters,
  SearchSort,
} from "@/features/availability/engine-types";
import { campsite, parks, result } from "@/features/availability/evaluate-stay.fixtures";
import { haversineMiles, refineSearchResults, sortResults } from "./search-filters";

describe("sortResults", () => {
  const byPrice = [
    result("Mid", "tent", { average: 5_000, parkId: "p1" }),
    result("Baseline only", "lodging", { average: null, lowest: 6_000, parkId: "p2" }),
    result("Cheap", "other", { average: 4_000, parkId: "p3" }),
    result("Also mid", "rv", { average: 5_000, lowest: 9_000, parkId: "p1" }),
  ];

  it.each<{
    name: string;
    sort: SearchSort | undefined;
    results: CampsiteLocationResult[];
    expected: string[];
  }>([
    {
      name: "sorts price high to low by default, falling back to the lowest baseline price",
      sort: undefined,
      results: byPrice,
      expected: ["Baseline only", "Also mid", "Mid", "Cheap"],
    },
    {
      name: "sorts price high to low when asked",
      sort: "PRICE_HIGH_TO_LOW",
      results: byPrice,
      expected: ["Baseline only", "Also mid", "Mid", "Cheap"],
    },
    {
      name: "sorts price low to high, falling back to the lowest baseline price",
      sort: "PRICE_LOW_TO_HIGH",
      results: byPrice,
      expected: ["Cheap", "Also mid", "Mid", "Baseline only"],
    },
    {
      name: "sorts by distance with unknown distances last and equal distances by price high to low",
      sort: "DISTANCE",
      results: [...byPrice, result("Premium", "rv", { average: 8_000, parkId: "p1" })],
      expected: ["Premium", "Also mid", "Mid", "Baseline only", "Cheap"],
    },
    {
      name: "puts results of a park missing from the park facts last by distance",
      sort: "DISTANCE",
      results: [result("Unknown park", "tent", { parkId: "p9" }), result("Far", "tent", { parkId: "p2" })],
      expected: ["Far", "Unknown park"],
    },
    {
      name: "breaks price ties by type name in natural order",
      sort: "PRICE_LOW_TO_HIGH",
      results: [result("Site 10", "tent"), result("Site 2", "tent"), result("Site 1", "tent")],
      expected: ["Site 1", "Site 2", "Site 10"],
    },
  ])("$name", ({ sort, results, expected }) => {
    expect(sortResults(results, sort, parks).map((sorted) => sorted.campsiteType.name)).toEqual(expected);
  });

  it("breaks a tie between equally named types by id and leaves its input in place", () => {
    const twins = [
      { ...result("Twin", "tent"), campsiteType: { ...result("Twin", "tent").campsiteType, id: "b" } },
      { ...result("Twin", "tent"), campsiteType: { ...result("Twin", "tent").campsiteType, id: "a" } },
    ];
    expect(sortResults(twins, undefined, parks).map((sorted) => sorted.campsiteType.id)).toEqual(["a", "b"]);
    expect(twins.map((twin) => twin.campsiteType.id)).toEqual(["b", "a"]);
  });
});

describe("refineSearchResults", () => {
  const tentRig: RvInfo = { rvTypes: ["Tent", "Van"], rvLengthMax: 25, rvSlideoutValue: 0 };
  const results = [
    result("Meadow", "tent", { average: 3_000, campsites: [campsite("M1", ["fire-ring"])] }),
    result("Riverside RV", "rv", { average: 6_000, campsites: [campsite("R1", ["fire-ring"], tentRig)] }),
    result("Walk-in", "tent", { average: 2_500, campsites: [campsite("W1")] }),
  ];
  const search = {
    filters: { category: "tent", siteAmenities: ["fire-ring"] } as SearchFilters,
    hasCoordinates: false,
    parks,
  };

  it("converts, filters, drops emptied results and sorts in one pass", () => {
    const refined = refineSearchResults(results, search);
    expect(refined.map((kept) => [kept.campsiteType.name, kept.rvToTentEquipmentConversion])).toEqual([
      ["Riverside RV", true],
      ["Meadow", false],
    ]);
  });

  it("keeps emptied results when the caller shows unavailable types with their reasons", () => {
    const refined = refineSearchResults(results, {
      ...search,
      sort: "PRICE_LOW_TO_HIGH",
      includeUnavailable: true,
    });
    expect(refined.map((kept) => kept.campsiteType.name)).toEqual(["Walk-in", "Meadow", "Riverside RV"]);
  });
});

describe("haversineMiles", () => {
  it.each([
    { name: "is zero from a point to itself", a: [41.93, -74.91], b: [41.93, -74.91], miles: 0 },
    { name: "is about 69.09 miles for one degree of latitude", a: [41, -74], b: [42, -74], miles: 69.09 },
    {
      name: "is a quarter of the Earth's circumference along the equator",
      a: [0, 0],
      b: [0, 90],
      miles: 6_218.47,
    },
    { name: "is half the circumference between antipodes", a: [0, 0], b: [0, 180], miles: 12_436.94 },
  ])("$name", ({ a, b, miles }) => {
    const point = ([latitude, longitude]: number[]) => ({ latitude: latitude!, longitude: longitude! });
    expect(haversineMiles(point(a), point(b))).toBeCloseTo(miles, 1);
    expect(haversineMiles(point(b), point(a))).toBeCloseTo(miles, 1);
  });
});
