import { describe, expect, it } from "vitest";
import { placeSlice, runsOf, windowDates, yearSegments } from "./availability-index";

describe("the availability index's bits", () => {
  it("cuts a stay at each new year it crosses", () => {
    expect(yearSegments({ start: "2027-12-30", end: "2028-01-02" })).toEqual([
      { year: 2027, offset: 363, nights: 2 },
      { year: 2028, offset: 0, nights: 1 },
    ]);
    // 2028 is a leap year: December 31 is its 366th night (bit 365).
    expect(yearSegments({ start: "2028-12-31", end: "2029-01-01" })).toEqual([
      { year: 2028, offset: 365, nights: 1 },
    ]);
    expect(yearSegments({ start: "2027-07-03", end: "2027-07-03" })).toEqual([]);
  });

  it("reads each run of claimed nights as one stay, runs at the window's edges included", () => {
    expect(runsOf("2027-07-01", "1100111001")).toEqual([
      { start: "2027-07-01", end: "2027-07-03" },
      { start: "2027-07-05", end: "2027-07-08" },
      { start: "2027-07-10", end: "2027-07-11" },
    ]);
    expect(runsOf("2027-07-01", "0000")).toEqual([]);
    // The same from the window's dates computed once.
    expect(runsOf(windowDates("2027-07-01", 4), "0111")).toEqual([
      { start: "2027-07-02", end: "2027-07-05" },
    ]);
  });

  it("places a year's slice at its nights in the window and ignores nights outside it", () => {
    const window = Array.from({ length: 5 }, () => "0");
    placeSlice(window, "2027-12-30", "2028-01-01", "1011");
    expect(window.join("")).toBe("00101");
    placeSlice(window, "2027-12-30", "2027-12-28", "0110");
    expect(window.join("")).toBe("10101");
  });
});
