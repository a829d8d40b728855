import { describe, expect, it } from "vitest";
import type {
  CampsiteLocationResult,
  Category,
  ParkFacts,
  ResultCampsite,
  RvInfo,
  SearchFilters,
  SearchSort,
} from "./engine-types";
import {
  applyTentConversion,
  chooseCategory,
  chooseSlideOut,
  dropResultsWithoutCampsites,
  filterResults,
  haversineMiles,
  refineSearchResults,
  setRvLength,
  sortResults,
} from "./search-filters";

const campsite = (name: string, amenities: string[] = [], rvInfo: RvInfo | null = null): ResultCampsite => ({
  id: `site-${name}`,
  name,
  availability: "AVAILABLE",
  amenities,
  rvInfo,
  accessible: false,
});

const result = (
  name: string,
  category: Category,
  options: { parkId?: string; average?: number | null; lowest?: number; campsites?: ResultCampsite[] } = {},
): CampsiteLocationResult => {
  const lowest = options.lowest ?? 1_000;
  const campsites = options.campsites ?? [campsite(`${name}-1`)];
  return {
    campsiteType: {
      id: `type-${name}`,
      parkId: options.parkId ?? "p1",
      name,
      campsiteCategoryCode: category,
      lowestBaselinePrice: lowest,
    },
    campsiteCategoryCode: category,
    averagePricePerNightWithoutDiscounts: options.average === undefined ? 5_000 : options.average,
    lowestBaselinePrice: lowest,
    smartPricing: null,
    failureReasons: [],
    campsites,
    maxAvailableRvLength: null,
    rvToTentEquipmentConversion: false,
  };
};

const parks: Record<string, ParkFacts> = {
  p1: { distanceFromUser: 10, parkFeatures: ["Bathrooms", "Pool"] },
  p2: { distanceFromUser: 50, parkFeatures: ["Bathrooms"] },
  p3: { distanceFromUser: null, parkFeatures: ["Bathrooms", "Pool", "Waterpark"] },
};

describe("filter transitions", () => {
  const rvFilters: SearchFilters = {
    category: "rv",
    rvLength: 30,
    rvSlideout: 1,
    rvTypes: ["Van"],
    priceMax: 9_000,
    siteAmenities: ["wifi"],
  };
  const keptFilters = { priceMax: 9_000, siteAmenities: ["wifi"] };

  it.each<{
    name: string;
    from: SearchFilters;
    change: (filters: SearchFilters) => SearchFilters;
    to: SearchFilters;
  }>([
    ...(["tent", "lodging", "other"] as const).map((category) => ({
      name: `choosing ${category} clears the RV length, slide-out and RV types and keeps the other filters`,
      from: rvFilters,
      change: (filters: SearchFilters) => chooseCategory(filters, category),
      to: { ...keptFilters, category },
    })),
    {
      name: "choosing all categories clears the RV filters too",
      from: rvFilters,
      change: (filters) => chooseCategory(filters, "all"),
      to: { ...keptFilters, category: "all" },
    },
    {
      name: "choosing RV keeps the RV filters",
      from: { ...rvFilters, category: "all" },
      change: (filters) => chooseCategory(filters, "rv"),
      to: rvFilters,
    },
    {
      name: "setting an RV length forces the category to RV",
      from: { category: "tent" },
      change: (filters) => setRvLength(filters, 30),
      to: { category: "rv", rvLength: 30 },
    },
    {
      name: "setting an RV length with no category chosen forces RV",
      from: {},
      change: (filters) => setRvLength(filters, 30),
      to: { category: "rv", rvLength: 30 },
    },
    {
      name: "changing the RV length keeps the other RV filters",
      from: rvFilters,
      change: (filters) => setRvLength(filters, 40),
      to: { ...rvFilters, rvLength: 40 },
    },
    {
      name: "clearing the RV length leaves the category as it is",
      from: rvFilters,
      change: (filters) => setRvLength(filters, undefined),
      to: { category: "rv", rvSlideout: 1, rvTypes: ["Van"], ...keptFilters },
    },
    {
      name: "choosing a slide-out forces the category to RV",
      from: { category: "lodging" },
      change: (filters) => chooseSlideOut(filters, 2),
      to: { category: "rv", rvSlideout: 2 },
    },
    {
      name: "choosing the same slide-out again clears it",
      from: rvFilters,
      change: (filters) => chooseSlideOut(filters, 1),
      to: { category: "rv", rvLength: 30, rvTypes: ["Van"], ...keptFilters },
    },
    {
      name: "choosing another slide-out replaces it",
      from: rvFilters,
      change: (filters) => chooseSlideOut(filters, 2),
      to: { ...rvFilters, rvSlideout: 2 },
    },
    {
      name: "choosing None as the slide-out sets it when none was chosen",
      from: {},
      change: (filters) => chooseSlideOut(filters, 0),
      to: { category: "rv", rvSlideout: 0 },
    },
    {
      name: "choosing None again clears the slide-out",
      from: { category: "rv", rvSlideout: 0 },
      change: (filters) => chooseSlideOut(filters, 0),
      to: { category: "rv" },
    },
  ])("$name", ({ from, change, to }) => {
    const before = structuredClone(from);
    expect(change(from)).toEqual(to);
    expect(from).toEqual(before);
  });
});

describe("applyTentConversion", () => {
  const takesTents: RvInfo = { rvTypes: ["Tent", "Van"], rvLengthMax: 25, rvSlideoutValue: 0 };
  const rigsOnly: RvInfo = { rvTypes: ["Motorhome"], rvLengthMax: 45, rvSlideoutValue: 2 };
  const rvType = result("Back-In RV", "rv", {
    campsites: [campsite("R1", ["water"], takesTents), campsite("R2", [], rigsOnly)],
  });

  it("offers an RV type's tent-taking sites as tent sites under category tent, without their RV info", () => {
    const [converted] = applyTentConversion([{ ...rvType, maxAvailableRvLength: 45 }], "tent");
    expect(converted).toEqual({
      ...rvType,
      campsiteCategoryCode: "tent",
      campsites: [campsite("R1", ["water"], null)],
      maxAvailableRvLength: null,
      rvToTentEquipmentConversion: true,
    });
    expect(converted?.campsiteType.campsiteCategoryCode).toBe("rv");
  });

  it.each<{ name: string; results: CampsiteLocationResult[]; category: SearchFilters["category"] }>([
    {
      name: "leaves an RV type without tent-taking sites unconverted",
      results: [result("Big Rig", "rv", { campsites: [campsite("R2", [], rigsOnly)] })],
      category: "tent",
    },
    {
      name: "leaves tent and cabin types as they are",
      results: [result("Meadow", "tent"), result("Cabin", "lodging")],
      category: "tent",
    },
    ...(["rv", "all", undefined] as const).map((category) => ({
      name: `converts nothing when the category is ${category ?? "not chosen"}`,
      results: [rvType],
      category,
    })),
  ])("$name", ({ results, category }) => {
    expect(applyTentConversion(results, category)).toEqual(results);
  });
});

describe("filterResults", () => {
  const bigRig: RvInfo = { rvTypes: ["Motorhome", "Travel Trailer"], rvLengthMax: 40, rvSlideoutValue: 2 };
  const smallRig: RvInfo = {
    rvTypes: ["Van", "Travel Trailer", "Tent"],
    rvLengthMax: 25,
    rvSlideoutValue: 0,
  };
  const results = [
    result("Tent", "tent", {
      parkId: "p1",
      average: 4_000,
      campsites: [campsite("T1", ["fire-ring", "picnic-table"]), campsite("T2", ["fire-ring"])],
    }),
    result("RV", "rv", {
      parkId: "p1",
      average: 7_000,
      campsites: [campsite("R1", ["sewer"], bigRig), campsite("R2", ["water"], smallRig)],
    }),
    result("Cabin", "lodging", {
      parkId: "p2",
      average: null,
      lowest: 12_000,
      campsites: [campsite("C1", ["wifi"])],
    }),
    result("Field", "other", { parkId: "p3", average: 3_000, campsites: [campsite("F1")] }),
  ];
  const everything = ["Tent: T1 T2", "RV: R1 R2", "Cabin: C1", "Field: F1"];

  it.each<{ name: string; filters: SearchFilters; hasCoordinates?: boolean; expected: string[] }>([
    { name: "keeps everything without filters", filters: {}, expected: everything },
    { name: "keeps only the chosen category", filters: { category: "lodging" }, expected: ["Cabin: C1"] },
    { name: "keeps every category under all", filters: { category: "all" }, expected: everything },
    {
      name: "finds nothing in a category no type has",
      filters: { category: "tent" },
      expected: ["Tent: T1 T2"],
    },
    {
      name: "keeps prices at or above the minimum",
      filters: { priceMin: 7_000 },
      expected: ["RV: R1 R2", "Cabin: C1"],
    },
    {
      name: "keeps prices at or below the maximum",
      filters: { priceMax: 4_000 },
      expected: ["Tent: T1 T2", "Field: F1"],
    },
    {
      name: "finds nothing in a price range between the prices",
      filters: { priceMin: 7_001, priceMax: 11_999 },
      expected: [],
    },
    {
      name: "filters a type without an average on its lowest baseline price",
      filters: { priceMin: 12_000, priceMax: 12_000 },
      expected: ["Cabin: C1"],
    },
    {
      name: "keeps parks within the maximum distance",
      filters: { distanceMax: 10 },
      hasCoordinates: true,
      expected: ["Tent: T1 T2", "RV: R1 R2"],
    },
    {
      name: "keeps parks beyond the minimum distance",
      filters: { distanceMin: 11 },
      hasCoordinates: true,
      expected: ["Cabin: C1"],
    },
    {
      name: "finds nothing closer than the nearest park",
      filters: { distanceMax: 5 },
      hasCoordinates: true,
      expected: [],
    },
    {
      name: "ignores the distance filter when the search has no coordinates",
      filters: { distanceMax: 5 },
      expected: everything,
    },
    {
      name: "keeps parks that have the selected feature",
      filters: { parkFeatures: ["Pool"] },
      expected: ["Tent: T1 T2", "RV: R1 R2", "Field: F1"],
    },
    {
      name: "requires all selected park features",
      filters: { parkFeatures: ["Pool", "Waterpark"] },
      expected: ["Field: F1"],
    },
    {
      name: "finds nothing when no park has every selected feature",
      filters: { parkFeatures: ["Pool", "Laundry"] },
      expected: [],
    },
    {
      name: "keeps the sites that take a tent",
      filters: { equipmentTypes: ["Tent"] },
      expected: ["Tent: T1 T2", "RV: R2", "Cabin: C1", "Field: F1"],
    },
    {
      name: "keeps the sites that take the selected rig",
      filters: { equipmentTypes: ["Motorhome"] },
      expected: ["RV: R1"],
    },
    {
      name: "keeps sites that take any one of the selected equipment types",
      filters: { equipmentTypes: ["Motorhome", "Van"] },
      expected: ["RV: R1 R2"],
    },
    {
      name: "finds nothing for equipment no site takes",
      filters: { equipmentTypes: ["Fifth-Wheel"] },
      expected: [],
    },
    {
      name: "keeps RV sites at least as long as the RV length",
      filters: { rvLength: 40 },
      expected: ["RV: R1"],
    },
    {
      name: "keeps every RV site that takes a short rig",
      filters: { rvLength: 25 },
      expected: ["RV: R1 R2"],
    },
    {
      name: "finds nothing for a rig one foot longer than the longest site",
      filters: { rvLength: 41 },
      expected: [],
    },
    {
      name: "keeps RV sites with at least the selected slide-out room",
      filters: { rvSlideout: 1 },
      expected: ["RV: R1"],
    },
    { name: "keeps every RV site for no slide-out", filters: { rvSlideout: 0 }, expected: ["RV: R1 R2"] },
    {
      name: "keeps RV sites that take the selected RV type",
      filters: { rvTypes: ["Travel Trailer"] },
      expected: ["RV: R1 R2"],
    },
    {
      name: "requires all selected RV types",
      filters: { rvTypes: ["Motorhome", "Travel Trailer"] },
      expected: ["RV: R1"],
    },
    {
      name: "finds nothing for an RV type no site takes",
      filters: { rvTypes: ["Fifth-Wheel"] },
      expected: [],
    },
    {
      name: "keeps sites with the selected amenity",
      filters: { siteAmenities: ["fire-ring"] },
      expected: ["Tent: T1 T2"],
    },
    {
      name: "requires all selected site amenities",
      filters: { siteAmenities: ["fire-ring", "picnic-table"] },
      expected: ["Tent: T1"],
    },
    {
      name: "finds nothing for an amenity no site has",
      filters: { siteAmenities: ["hot-tub"] },
      expected: [],
    },
    {
      name: "combines filters so that a result must pass all of them",
      filters: { category: "rv", rvLength: 20, siteAmenities: ["water"], parkFeatures: ["Pool"] },
      expected: ["RV: R2"],
    },
  ])("$name", ({ filters, hasCoordinates, expected }) => {
    const filtered = filterResults(results, filters, { hasCoordinates: hasCoordinates ?? false, parks });
    const shown = dropResultsWithoutCampsites(filtered).map(
      (kept) => `${kept.campsiteType.name}: ${kept.campsites.map((site) => site.name).join(" ")}`,
    );
    expect(shown).toEqual(expected);
  });

  it("drops a park of unknown distance when filtering by distance", () => {
    const filtered = filterResults(results, { distanceMin: 0 }, { hasCoordinates: true, parks });
    expect(filtered.map((kept) => kept.campsiteType.name)).toEqual(["Tent", "RV", "Cabin"]);
  });

  it("recomputes the longest rig of the sites that remain", () => {
    const filtered = filterResults(results, { rvTypes: ["Van"] }, { hasCoordinates: false, parks });
    const rv = filtered.find((kept) => kept.campsiteType.name === "RV");
    expect(rv?.campsites.map((site) => site.name)).toEqual(["R2"]);
    expect(rv?.maxAvailableRvLength).toBe(25);
  });

  it("keeps a result whose sites were all filtered out, for callers that explain unavailability", () => {
    const filtered = filterResults(results, { siteAmenities: ["wifi"] }, { hasCoordinates: false, parks });
    expect(filtered.map((kept) => [kept.campsiteType.name, kept.campsites.length])).toEqual([
      ["Tent", 0],
      ["RV", 0],
      ["Cabin", 1],
      ["Field", 0],
    ]);
  });
});

describe("dropResultsWithoutCampsites", () => {
  it.each([
    { name: "drops a result with no remaining campsites", campsites: [], kept: false },
    { name: "keeps a result with one remaining campsite", campsites: [campsite("A1")], kept: true },
  ])("$name", ({ campsites, kept }) => {
    expect(dropResultsWithoutCampsites([result("A", "tent", { campsites })])).toHaveLength(kept ? 1 : 0);
  });
});

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
