import { describe, expect, it } from "vitest";
import { periodStartOf, reportPeriods, sumByPeriod, sumFigures } from "./report-periods";

describe("report periods", () => {
  it.each([
    ["2027-07-05", "2027-07-05"], // a Monday
    ["2027-07-11", "2027-07-05"], // the Sunday after
    ["2027-07-04", "2027-06-28"], // a Sunday belongs to the week before
    ["2027-01-01", "2026-12-28"], // a week across the new year
  ])("starts the week of %s on Monday %s", (day, monday) => {
    expect(periodStartOf(day, "week")).toBe(monday);
  });

  it("starts a month on its first and a day on itself", () => {
    expect(periodStartOf("2028-02-29", "month")).toBe("2028-02-01");
    expect(periodStartOf("2028-02-29", "day")).toBe("2028-02-29");
  });

  it("cuts the first and last weeks at the report's range", () => {
    expect(reportPeriods("2027-07-01", "2027-07-20", "week")).toEqual([
      { start: "2027-07-01", end: "2027-07-04" },
      { start: "2027-07-05", end: "2027-07-11" },
      { start: "2027-07-12", end: "2027-07-18" },
      { start: "2027-07-19", end: "2027-07-20" },
    ]);
  });

  it("cuts months at the range and crosses the new year and a leap February", () => {
    expect(reportPeriods("2027-11-15", "2028-03-02", "month")).toEqual([
      { start: "2027-11-15", end: "2027-11-30" },
      { start: "2027-12-01", end: "2027-12-31" },
      { start: "2028-01-01", end: "2028-01-31" },
      { start: "2028-02-01", end: "2028-02-29" },
      { start: "2028-03-01", end: "2028-03-02" },
    ]);
  });

  it("gives one period per day, and one for a one-day range whatever the grouping", () => {
    expect(reportPeriods("2027-07-30", "2027-08-02", "day").map((period) => period.start)).toEqual([
      "2027-07-30",
      "2027-07-31",
      "2027-08-01",
      "2027-08-02",
    ]);
    expect(reportPeriods("2027-07-14", "2027-07-14", "month")).toEqual([
      { start: "2027-07-14", end: "2027-07-14" },
    ]);
  });

  it("sums days into their periods, keeps empty periods at zero and leaves out days outside the range", () => {
    const days = [
      { day: "2027-06-30", nights: 100 },
      { day: "2027-07-02", nights: 3 },
      { day: "2027-07-04", nights: 4 },
      { day: "2027-07-05", nights: 5 },
      { day: "2027-07-05", nights: 1 },
      { day: "2027-07-19", nights: 7 },
      { day: "2027-07-21", nights: 100 },
    ];
    const periods = sumByPeriod(
      days,
      { from: "2027-07-01", to: "2027-07-20", groupBy: "week" },
      { nights: 0 },
    );
    expect(periods.map((period) => [period.start, period.nights])).toEqual([
      ["2027-07-01", 7],
      ["2027-07-05", 6],
      ["2027-07-12", 0],
      ["2027-07-19", 7],
    ]);
    expect(
      sumFigures(
        periods.map(({ nights }) => ({ nights })),
        { nights: 0 },
      ),
    ).toEqual({ nights: 20 });
  });
});
