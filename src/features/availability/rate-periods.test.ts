import { describe, expect, it } from "vitest";
import { weekdayOf } from "@/lib/stay-dates";
import type { RatePeriod, Season } from "./engine-types";
import { lowestBaselinePrice } from "./nightly-pricing";
import { baseRateOn, byRatePrecedence, withRatePeriod } from "./rate-periods";

const SUMMER: Season = { id: "summer", name: "Summer", startDate: "2027-06-01", endDate: "2027-08-31" };
const period = (over: Partial<RatePeriod & { updatedAt: Date }>) => ({
  startDate: "2027-06-01",
  endDate: "2027-08-31",
  weekdays: null,
  nightlyCents: 5_000,
  updatedAt: new Date("2026-11-01T00:00:00Z"),
  ...over,
});

function rateOn(date: string, periods: ReturnType<typeof period>[], season: Season | null = SUMMER) {
  const type = { ratesBySeason: { summer: 4_000 }, ratePeriods: [...periods].sort(byRatePrecedence) };
  return baseRateOn(type, { date, weekday: weekdayOf(date), season });
}

describe("dated base rates", () => {
  it("keeps the season's rate where no period covers the night", () => {
    expect(rateOn("2027-07-07", [])).toBe(4_000);
    expect(rateOn("2027-07-07", [period({ startDate: "2027-08-01" })])).toBe(4_000);
  });

  it("lets a shorter period laid over a longer one win, whichever was saved first", () => {
    const summer = period({ nightlyCents: 5_000, updatedAt: new Date("2026-11-02T00:00:00Z") });
    const july4 = period({ startDate: "2027-07-01", endDate: "2027-07-05", nightlyCents: 7_500 });
    expect(rateOn("2027-07-03", [summer, july4])).toBe(7_500);
    expect(rateOn("2027-07-06", [summer, july4])).toBe(5_000);
  });

  it("prices only the weekdays a weekday period names (2027-07-09 is a Friday)", () => {
    const fridays = period({ weekdays: [5], nightlyCents: 6_000 });
    expect(rateOn("2027-07-09", [period({}), fridays])).toBe(6_000);
    expect(rateOn("2027-07-08", [period({}), fridays])).toBe(5_000);
  });

  it("takes the one saved last between two periods of the same reach", () => {
    const older = period({ nightlyCents: 5_000, updatedAt: new Date("2026-10-01T00:00:00Z") });
    const newer = period({ nightlyCents: 5_500, updatedAt: new Date("2026-11-20T00:00:00Z") });
    expect(rateOn("2027-07-07", [older, newer])).toBe(5_500);
  });

  it("does not open a night the type has no season rate for", () => {
    expect(rateOn("2027-12-01", [period({ endDate: "2027-12-31" })], null)).toBeUndefined();
  });

  it("counts the periods in the lowest 'From' rate", () => {
    expect(lowestBaselinePrice({ summer: 4_000 }, [{ nightlyCents: 3_200 }])).toBe(3_200);
    expect(lowestBaselinePrice({}, [{ nightlyCents: 3_200 }])).toBeNull();
  });

  it("previews a period as if saved now: it replaces the one edited and wins over one of the same reach", () => {
    const summer = { id: "summer", ...period({}) };
    const july = {
      id: "july",
      ...period({ startDate: "2027-07-01", endDate: "2027-07-31", nightlyCents: 6_000 }),
    };
    const sameReach = { startDate: "2027-07-01", endDate: "2027-07-31", weekdays: null, nightlyCents: 6_500 };
    const type = (periods: RatePeriod[]) => ({ ratesBySeason: { summer: 4_000 }, ratePeriods: periods });
    const night = { date: "2027-07-07", weekday: weekdayOf("2027-07-07"), season: SUMMER };
    expect(baseRateOn(type(withRatePeriod([july, summer], sameReach)), night)).toBe(6_500);
    expect(
      baseRateOn(type(withRatePeriod([july, summer], { ...july, nightlyCents: 4_500 }, "july")), night),
    ).toBe(4_500);
    expect(baseRateOn(type(withRatePeriod([july, summer], null, "july")), night)).toBe(5_000);
  });
});
