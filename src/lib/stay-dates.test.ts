import { describe, expect, it } from "vitest";
import { addDays, isIsoDate, nightsBetween, parseDateRange, toDateRange, todayIn } from "./stay-dates";

describe("stay dates", () => {
  it.each([
    ["2026-07-03", "2026-07-05", 2],
    ["2026-03-07", "2026-03-09", 2], // across the US spring-forward night
    ["2026-10-31", "2026-11-02", 2], // across the fall-back night
    ["2026-12-31", "2027-01-01", 1],
  ])("counts the nights from %s to %s as %i in any time zone", (start, end, nights) => {
    expect(nightsBetween(start, end)).toBe(nights);
  });

  it("adds days across month and leap-year ends", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });

  it("accepts only real calendar dates", () => {
    expect(isIsoDate("2026-02-29")).toBe(false);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2026-7-3")).toBe(false);
    expect(isIsoDate("2026-04-31")).toBe(false);
    expect(isIsoDate("2026-04-30")).toBe(true);
    expect(isIsoDate("2026-00-10")).toBe(false);
    expect(isIsoDate("2026-12-00")).toBe(false);
    expect(isIsoDate("2026-12-31")).toBe(true);
    expect(addDays("0050-01-10", 1)).toBe("0050-01-11");
    expect(() => nightsBetween("2026-13-01", "2026-13-02")).toThrow(RangeError);
  });

  it("writes a stay as a half-open date range and reads it back", () => {
    expect(toDateRange("2026-07-03", "2026-07-05")).toBe("[2026-07-03,2026-07-05)");
    expect(parseDateRange("[2026-07-03,2026-07-05)")).toEqual({ start: "2026-07-03", end: "2026-07-05" });
    expect(() => parseDateRange("(2026-07-03,2026-07-05]")).toThrow(RangeError);
  });

  it("tells today's date in the park's time zone, not the machine's", () => {
    const lateEveningInNewYork = new Date("2026-07-04T03:30:00Z");
    expect(todayIn("America/New_York", lateEveningInNewYork)).toBe("2026-07-03");
    expect(todayIn("UTC", lateEveningInNewYork)).toBe("2026-07-04");
  });
});
