import { describe, expect, it } from "vitest";
import { allInFromNightlyCents, groupByCategory } from "./accommodations";

describe("allInFromNightlyCents", () => {
  const row = { id: "t1", parkId: "p1", category: "rv" as const, lowestRateCents: 5_500 };

  it("adds the park's mandatory nightly fees that apply to the type's category", () => {
    const fee = { kind: "daily_rate" as const, mandatory: true, chargedPer: "site" as const };
    const fees = [
      { ...fee, parkId: "p1", priceCents: 300, categories: [] },
      { ...fee, parkId: "p1", priceCents: 200, categories: ["rv" as const] },
      { ...fee, parkId: "p1", priceCents: 900, categories: ["lodging" as const] },
      { ...fee, parkId: "p2", priceCents: 700, categories: [] },
      { ...fee, parkId: "p1", priceCents: 800, categories: [], mandatory: false },
    ];
    expect(allInFromNightlyCents(row, fees)).toBe(6_000);
  });

  it("is the base rate when the park has no mandatory fee", () => {
    expect(allInFromNightlyCents(row, [])).toBe(5_500);
  });

  it("has no price for a type no season prices", () => {
    expect(allInFromNightlyCents({ ...row, lowestRateCents: null }, [])).toBeNull();
  });
});

describe("groupByCategory", () => {
  it("lists tent, RV, cabin and other sites in that order, keeping each group's order and leaving out empty ones", () => {
    const groups = groupByCategory([
      { name: "Cabin A", category: "lodging" as const },
      { name: "Tent A", category: "tent" as const },
      { name: "Cabin B", category: "lodging" as const },
    ]);
    expect(groups.map((group) => [group.label, group.types.map((type) => type.name)])).toEqual([
      ["Tent Site", ["Tent A"]],
      ["Cabin Site", ["Cabin A", "Cabin B"]],
    ]);
  });
});
