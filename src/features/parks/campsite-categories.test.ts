import { describe, expect, it } from "vitest";
import { categoryStartingPrices, startingNightlyPrice } from "./campsite-categories";

describe("startingNightlyPrice", () => {
  it("advertises the type's cheapest night when its category has no override", () => {
    expect(startingNightlyPrice({ category: "lodging", lowestBaselinePrice: 17_500 }, {})).toBe(17_500);
  });

  it("shows the category override instead of a lower computed price", () => {
    expect(
      startingNightlyPrice({ category: "rv", lowestBaselinePrice: 5_500 }, { rvSitePricingOverride: 5_900 }),
    ).toBe(5_900);
  });

  it("never advertises a type below its own cheapest night", () => {
    expect(
      startingNightlyPrice(
        { category: "tent", lowestBaselinePrice: 9_000 },
        { tentSitePricingOverride: 3_900 },
      ),
    ).toBe(9_000);
  });

  it("uses the lodging override for cabin types and none for other types", () => {
    const pricing = { lodgingSitePricingOverride: 20_000 };
    expect(startingNightlyPrice({ category: "lodging", lowestBaselinePrice: 17_500 }, pricing)).toBe(20_000);
    expect(startingNightlyPrice({ category: "other", lowestBaselinePrice: 13_500 }, pricing)).toBe(13_500);
  });

  it("has no price for a type without rates and without an override", () => {
    expect(startingNightlyPrice({ category: "other", lowestBaselinePrice: null }, {})).toBeNull();
  });
});

describe("categoryStartingPrices", () => {
  it("lists the offered categories in spec order with their lowest advertised price", () => {
    const types = [
      { category: "lodging", lowestBaselinePrice: 17_500 },
      { category: "tent", lowestBaselinePrice: 9_000 },
      { category: "tent", lowestBaselinePrice: 3_900 },
      { category: "rv", lowestBaselinePrice: 5_500 },
    ] as const;
    expect(categoryStartingPrices(types, { rvSitePricingOverride: 5_900 })).toEqual([
      { category: "tent", label: "Tent Site", fromCents: 3_900 },
      { category: "rv", label: "RV Site", fromCents: 5_900 },
      { category: "lodging", label: "Cabin Site", fromCents: 17_500 },
    ]);
  });
});
