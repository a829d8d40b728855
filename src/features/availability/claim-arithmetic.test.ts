import { describe, expect, it } from "vitest";
import { overlaps, withoutStay } from "./claim-arithmetic";

describe("claim arithmetic", () => {
  it("takes a stay's own nights out of its site's claim runs, keeping the neighbours", () => {
    const run = { start: "2027-07-01", end: "2027-07-10" };
    expect(withoutStay([run], { start: "2027-07-03", end: "2027-07-05" })).toEqual([
      { start: "2027-07-01", end: "2027-07-03" },
      { start: "2027-07-05", end: "2027-07-10" },
    ]);
    expect(withoutStay([run], run)).toEqual([]);
    expect(withoutStay([run], { start: "2027-07-10", end: "2027-07-12" })).toEqual([run]);
    expect(overlaps([run], { start: "2027-07-09", end: "2027-07-11" })).toBe(true);
    expect(overlaps([run], { start: "2027-07-10", end: "2027-07-11" })).toBe(false);
  });
});
