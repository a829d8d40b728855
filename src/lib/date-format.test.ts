import { describe, expect, it } from "vitest";
import {
  formatClockTime,
  formatDate,
  formatDay,
  formatDayWithYear,
  formatInstant,
  formatInstantDate,
  formatInstantLongDate,
  formatInstantTime,
  formatLongDay,
  formatMonth,
  formatMonthDay,
  formatShortMonth,
  formatStay,
  formatStayWithYear,
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

  it("adds the year to a stay, both years when it crosses New Year", () => {
    expect(formatStayWithYear("2027-07-09", "2027-07-11")).toBe("Fri, Jul 9 – Sun, Jul 11, 2027");
    expect(formatStayWithYear("2026-12-30", "2027-01-02")).toBe("Wed, Dec 30, 2026 – Sat, Jan 2, 2027");
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
    expect(formatInstantTime(lateEveningInNewYork, PARKS_TIME_ZONE)).toBe("11:30 PM");
    expect(formatInstantTime(lateEveningInNewYork, PARKS_TIME_ZONE, { zoneName: true })).toBe("11:30 PM EDT");
  });
});

describe("wall-clock times", () => {
  it.each([
    ["15:00", "3:00 PM"],
    ["11:00", "11:00 AM"],
    ["12:30", "12:30 PM"],
    ["00:15", "12:15 AM"],
  ])("writes the wall-clock time %s as %s", (time, shown) => {
    expect(formatClockTime(time)).toBe(shown);
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
