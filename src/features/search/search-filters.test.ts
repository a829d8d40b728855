import { describe, expect, it } from "vitest";
import type { RvInfo, SearchFilters } from "@/features/availability/engine-types";
import { campsite, parks, result } from "@/features/availability/evaluate-stay.fixtures";
import { dropResultsWithoutCampsites, filterResults } from "./search-filters";

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
      campsites: [campsite("C1", ["wifi"]), campsite("C2")],
      amenities: ["kitchen", "air-conditioning"],
    }),
    result("Field", "other", { parkId: "p3", average: 3_000, campsites: [campsite("F1")] }),
  ];
  const everything = ["Tent: T1 T2", "RV: R1 R2", "Cabin: C1 C2", "Field: F1"];

  it.each<{ name: string; filters: SearchFilters; hasCoordinates?: boolean; expected: string[] }>([
    { name: "keeps everything without filters", filters: {}, expected: everything },
    { name: "keeps only the chosen category", filters: { category: "lodging" }, expected: ["Cabin: C1 C2"] },
    { name: "keeps every category under all", filters: { category: "all" }, expected: everything },
    {
      name: "finds nothing in a category no type has",
      filters: { category: "tent" },
      expected: ["Tent: T1 T2"],
    },
    {
      name: "keeps prices at or above the minimum",
      filters: { priceMin: 7_000 },
      expected: ["RV: R1 R2", "Cabin: C1 C2"],
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
      expected: ["Cabin: C1 C2"],
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
      expected: ["Cabin: C1 C2"],
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
      expected: ["Tent: T1 T2", "RV: R2", "Cabin: C1 C2", "Field: F1"],
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
      name: "counts the campsite type's amenities as every one of its sites' own",
      filters: { siteAmenities: ["kitchen"] },
      expected: ["Cabin: C1 C2"],
    },
    {
      name: "requires a site's own and its type's amenities together",
      filters: { siteAmenities: ["air-conditioning", "wifi"] },
      expected: ["Cabin: C1"],
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
