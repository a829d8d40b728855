import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatDate,
  formatDay,
  formatDayWithYear,
  formatInstant,
  formatInstantDate,
  formatInstantLongDate,
  formatLongDay,
  formatMonth,
  formatMonthDay,
  formatShortMonth,
  formatStay,
  PARKS_TIME_ZONE,
  relativeTime,
} from "./date-format";

describe("calendar dates", () => {
  it("names the calendar day itself, not the day in the machine's time zone", () => {
    expect(formatDay("2027-07-09")).toBe("Fri, Jul 9");
    expect(formatDay("2028-01-01")).toBe("Sat, Jan 1");
  });

  it("tells a stay by its arrival and departure days", () => {
    expect(formatStay("2027-05-17", "2027-05-20")).toBe("Mon, May 17 – Thu, May 20");
  });

  it("says the same day in each of its lengths", () => {
    expect(formatDayWithYear("2027-05-17")).toBe("Mon, May 17, 2027");
    expect(formatLongDay("2027-05-17")).toBe("Monday, May 17, 2027");
    expect(formatMonthDay("2027-05-17")).toBe("May 17");
    expect(formatDate("2027-05-17")).toBe("May 17, 2027");
    expect(formatShortMonth("2027-05-17")).toBe("May 2027");
    expect(formatMonth("2027-07")).toBe("July 2027");
  });
});

describe("instants", () => {
  const lateEveningInNewYork = new Date("2027-07-04T03:30:00Z");

  it("tells an instant on the park's clock, not the machine's", () => {
    expect(formatInstant(lateEveningInNewYork, PARKS_TIME_ZONE)).toBe("Jul 3, 2027, 11:30 PM");
    expect(formatInstant(lateEveningInNewYork, "America/Los_Angeles")).toBe("Jul 3, 2027, 8:30 PM");
    expect(formatInstantDate(lateEveningInNewYork, PARKS_TIME_ZONE)).toBe("Jul 3, 2027");
    expect(formatInstantLongDate(lateEveningInNewYork, "UTC")).toBe("July 4, 2027");
  });

  it("tells the time of day, with the zone's name for a reader who may be elsewhere", () => {
    expect(formatClockTime(lateEveningInNewYork, PARKS_TIME_ZONE)).toBe("11:30 PM");
    expect(formatClockTime(lateEveningInNewYork, PARKS_TIME_ZONE, { zoneName: true })).toBe("11:30 PM EDT");
  });
});

const now = new Date("2026-11-21T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("relativeTime", () => {
  it.each([
    [0, "just now"],
    [59, "just now"],
    [60, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [2 * 3600, "2 hours ago"],
    [3 * 86_400, "3 days ago"],
    [45 * 86_400, "1 month ago"],
    [2 * 365 * 86_400, "2 years ago"],
  ])("describes %i seconds ago as %s", (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it("treats a time slightly in the future as just now", () => {
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toBe("just now");
  });
});
