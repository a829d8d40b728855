import { describe, expect, it } from "vitest";
import {
  arrivalDayLabel,
  CALENDAR_MONTH_STEP,
  calendarLegend,
  calendarNights,
  compactPrice,
  DEFAULT_CALENDAR_NIGHTS,
  shownMonths,
} from "./arrival-calendar";

describe("calendarNights", () => {
  it("prices the range being picked, else the search's, else a weekend", () => {
    expect(calendarNights({ start: "2027-07-01", end: "2027-07-04" }, null)).toBe(3);
    expect(
      calendarNights({ start: "2027-07-01", end: null }, { start: "2027-06-01", end: "2027-06-06" }),
    ).toBe(5);
    expect(calendarNights({ start: null, end: null }, null)).toBe(DEFAULT_CALENDAR_NIGHTS);
  });
});

describe("shownMonths", () => {
  it("lists one month per column, across a new year", () => {
    expect(shownMonths("2027-12-15", 2)).toEqual(["2027-12", "2028-01"]);
    expect(shownMonths("2027-02-01", 1)).toEqual(["2027-02"]);
  });
});

describe("CALENDAR_MONTH_STEP", () => {
  it("moves two months on screen by one, so the second month becomes the first", () => {
    const before = shownMonths("2027-07-01", 2);
    const after = shownMonths(`${before[CALENDAR_MONTH_STEP]}-01`, 2);
    expect(before).toEqual(["2027-07", "2027-08"]);
    expect(after).toEqual(["2027-08", "2027-09"]);
  });
});

describe("calendarLegend", () => {
  it("says the prices are the whole stay's", () => {
    expect(calendarLegend(2)).toBe("Prices under each day: total for 2 nights, fees included");
    expect(calendarLegend(1)).toBe("Prices under each day: total for 1 night, fees included");
  });
});

describe("compactPrice", () => {
  it("shows whole dollars and shortens thousands", () => {
    expect(compactPrice(24_049)).toBe("$240");
    expect(compactPrice(99_949)).toBe("$999");
    expect(compactPrice(123_456)).toBe("$1.2k");
    expect(compactPrice(200_000)).toBe("$2k");
  });
});

describe("arrivalDayLabel", () => {
  it("says the date, the stay and its price or why it cannot start there", () => {
    expect(
      arrivalDayLabel("2027-07-16", { date: "2027-07-16", available: true, lowestTotal: 24_000 }, 2),
    ).toBe("Friday, July 16, 2027, 2 nights from $240.00");
    expect(
      arrivalDayLabel(
        "2027-07-17",
        { date: "2027-07-17", available: false, lowestTotal: null, reason: "Minimum stay is 3 nights" },
        1,
      ),
    ).toBe("Saturday, July 17, 2027, not available for 1 night: Minimum stay is 3 nights");
    expect(arrivalDayLabel("2027-07-18", undefined, 2)).toBe("Sunday, July 18, 2027");
  });
});
