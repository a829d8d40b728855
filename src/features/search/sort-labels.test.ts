import { describe, expect, it } from "vitest";
import { sortOptions } from "./sort-labels";

describe("sortOptions", () => {
  it("lists every sort with the current one marked, distance only with a place to measure from", () => {
    expect(sortOptions({ sort: "PRICE_LOW_TO_HIGH", location: null })).toEqual([
      { sort: "PRICE_HIGH_TO_LOW", label: "Price: high to low", current: false, unavailable: null },
      { sort: "PRICE_LOW_TO_HIGH", label: "Price: low to high", current: true, unavailable: null },
      { sort: "DISTANCE", label: "Distance", current: false, unavailable: "add where from" },
      { sort: "RATING", label: "Guest rating", current: false, unavailable: null },
    ]);
    const near = sortOptions({ sort: "DISTANCE", location: { name: "Roscoe" } });
    expect(near.find((option) => option.sort === "DISTANCE")).toMatchObject({
      current: true,
      unavailable: null,
    });
  });
});
