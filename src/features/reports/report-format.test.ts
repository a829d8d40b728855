import { describe, expect, it } from "vitest";
import {
  defaultRange,
  figureWords,
  percentWords,
  periodLabel,
  periodTick,
  rangeProblem,
} from "./report-format";

describe("report format", () => {
  it("labels periods by their calendar dates", () => {
    expect(periodTick({ start: "2027-08-02", end: "2027-08-08" }, "week")).toBe("Aug 2");
    expect(periodTick({ start: "2027-08-01", end: "2027-08-31" }, "month")).toBe("Aug 2027");
    expect(periodLabel({ start: "2027-08-02", end: "2027-08-08" })).toBe("Aug 2 – Aug 8, 2027");
    expect(periodLabel({ start: "2027-08-02", end: "2027-08-02" })).toBe("Aug 2, 2027");
  });

  it("writes basis points as percentages, changes with their sign, and a dash for none", () => {
    expect(percentWords(5_625)).toBe("56.3 %");
    expect(percentWords(1_250, true)).toBe("+12.5 %");
    expect(percentWords(-2_500, true)).toBe("-25 %");
    expect(percentWords(null)).toBe("—");
    expect(figureWords("cents", 123_456)).toBe("$1,234.56");
    expect(figureWords("count", 1_416)).toBe("1,416");
  });

  it("starts on this month and ends with the month after next", () => {
    expect(defaultRange("2026-11-21")).toEqual({ from: "2026-11-01", to: "2027-01-31" });
    expect(defaultRange("2027-12-05")).toEqual({ from: "2027-12-01", to: "2028-02-29" });
  });

  it("refuses an empty, backwards or over-long range as the server does", () => {
    expect(rangeProblem("", "2027-08-01")).toBe("Choose a start and an end date.");
    expect(rangeProblem("2027-08-02", "2027-08-01")).toMatch(/on or after the start/);
    expect(rangeProblem("2027-01-01", "2028-12-31")).toBeNull();
    expect(rangeProblem("2027-01-01", "2029-01-01")).toMatch(/at most 731 days/);
  });
});
