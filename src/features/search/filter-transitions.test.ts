import { describe, expect, it } from "vitest";
import type { CampsiteLocationResult, RvInfo, SearchFilters } from "@/features/availability/engine-types";
import { campsite, result } from "@/features/availability/evaluate-stay.fixtures";
import { applyTentConversion, chooseCategory, chooseSlideOut, setRvLength } from "./search-filters";

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
