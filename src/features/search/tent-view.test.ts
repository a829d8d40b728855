import { describe, expect, it } from "vitest";
import type { CampsiteLocationResult, RvInfo, SearchFilters } from "@/features/availability/engine-types";
import { campsite, parks, result } from "@/features/availability/evaluate-stay.fixtures";
import { refineSearchResults, viewCategory } from "./search-filters";

describe("viewCategory", () => {
  it.each<{
    name: string;
    category: SearchFilters["category"];
    equipment: string | undefined;
    expected: SearchFilters["category"];
  }>([
    { name: "shows a tent party the tent view", category: undefined, equipment: "Tent", expected: "tent" },
    { name: "treats All as no choice", category: "all", equipment: "Tent", expected: "tent" },
    { name: "keeps a chosen cabin category", category: "lodging", equipment: "Tent", expected: "lodging" },
    { name: "keeps a chosen RV category", category: "rv", equipment: "Tent", expected: "rv" },
    { name: "leaves a rig's search as it is", category: undefined, equipment: "Van", expected: undefined },
    { name: "leaves a search without equipment", category: "all", equipment: undefined, expected: "all" },
  ])("$name", ({ category, equipment, expected }) => {
    expect(viewCategory(category, equipment ? { type: equipment as "Tent" } : undefined)).toBe(expected);
  });
});

describe("refineSearchResults for a party camping with a tent", () => {
  const takesTents: RvInfo = { rvTypes: ["Tent", "Van"], rvLengthMax: 34, rvSlideoutValue: 0 };
  const rigsOnly: RvInfo = { rvTypes: ["Van", "Motorhome"], rvLengthMax: 40, rvSlideoutValue: 1 };
  const results: CampsiteLocationResult[] = [
    result("Deluxe Cabin", "lodging", { average: 15_000 }),
    {
      ...result("Back-In RV", "rv", {
        average: 6_500,
        campsites: [campsite("A3", [], takesTents), campsite("A6", [], takesTents)],
      }),
      maxAvailableRvLength: 34,
    },
    result("Pull-Through RV", "rv", { average: 8_000, campsites: [campsite("R1", [], rigsOnly)] }),
    result("Orchard Tent Site", "tent", { average: 4_500 }),
  ];
  const refine = (filters: SearchFilters) =>
    refineSearchResults(results, { filters, equipment: { type: "Tent" }, hasCoordinates: false, parks });

  it("shows RV sites that take tents as tent sites, without RV info, in the normal sort", () => {
    const refined = refine({});
    expect(
      refined.map((kept) => [
        kept.campsiteType.name,
        kept.campsiteCategoryCode,
        kept.rvToTentEquipmentConversion,
      ]),
    ).toEqual([
      ["Back-In RV", "tent", true],
      ["Orchard Tent Site", "tent", false],
    ]);
    const converted = refined[0]!;
    expect(converted.maxAvailableRvLength).toBeNull();
    expect(converted.campsites.map((site) => site.rvInfo)).toEqual([null, null]);
    // The type keeps its true category: the cart and the e-mail tell it apart from a real tent site.
    expect(converted.campsiteType.campsiteCategoryCode).toBe("rv");
  });

  it("shows cabins when the camper chose Cabin Site, with nothing converted", () => {
    const refined = refine({ category: "lodging" });
    expect(refined.map((kept) => kept.campsiteType.name)).toEqual(["Deluxe Cabin"]);
  });

  it("shows RV sites as RV sites when the camper chose RV Site", () => {
    const refined = refine({ category: "rv" });
    expect(refined.map((kept) => [kept.campsiteType.name, kept.rvToTentEquipmentConversion])).toEqual([
      ["Pull-Through RV", false],
      ["Back-In RV", false],
    ]);
    expect(refined[1]!.maxAvailableRvLength).toBe(34);
  });

  it("converts nothing for a party without a tent", () => {
    const refined = refineSearchResults(results, { filters: {}, hasCoordinates: false, parks });
    expect(refined.some((kept) => kept.rvToTentEquipmentConversion)).toBe(false);
    expect(refined[0]!.campsiteType.name).toBe("Deluxe Cabin");
  });
});
