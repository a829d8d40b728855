import { describe, expect, it } from "vitest";
import { basisPointsOf, formatUsd, sumCents } from "./money";

describe("money", () => {
  it.each([
    [10_000, 1_000, 1_000],
    [1_005, 1_000, 101], // 100.5 rounds half-up
    [1_004, 1_000, 100],
    [333, 3_333, 111],
    [0, 1_500, 0],
  ])("takes %i cents × %i bp as %i cents, rounding half-up", (amount, bp, expected) => {
    expect(basisPointsOf(amount, bp)).toBe(expected);
  });

  it("refuses fractional cents rather than hiding them", () => {
    expect(() => basisPointsOf(10.5, 100)).toThrow(RangeError);
  });

  it("formats cents as US dollars", () => {
    expect(formatUsd(1999)).toBe("$19.99");
    expect(formatUsd(123_456)).toBe("$1,234.56");
  });

  it("adds amounts", () => {
    expect(sumCents([100, 250, 5])).toBe(355);
    expect(sumCents([])).toBe(0);
  });
});
