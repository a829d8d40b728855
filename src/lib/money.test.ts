import { describe, expect, it } from "vitest";
import {
  basisPointsOf,
  centsToDollarAmount,
  centsToDollars,
  dollarAmountToCents,
  dollarsToCents,
  formatUsd,
  sumCents,
} from "./money";

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

  it.each([
    ["12", 1200],
    ["12.5", 1250],
    ["$1,234.56", 123456],
    [" 0.07 ", 7],
    ["0", 0],
  ])("reads %j dollars as %i cents", (text, cents) => {
    expect(dollarsToCents(text)).toBe(cents);
  });

  it.each(["", "abc", "-5", "1.234", "1e3"])("refuses %j as an amount", (text) => {
    expect(dollarsToCents(text)).toBeNull();
  });

  it("shows cents as the dollars a field holds", () => {
    expect(centsToDollars(500)).toBe("5.00");
    expect(centsToDollars(123_456)).toBe("1234.56");
  });

  it("takes a number field's dollars to whole cents and back", () => {
    expect(dollarAmountToCents(12.5)).toBe(1250);
    expect(dollarAmountToCents(0.1 + 0.2)).toBe(30);
    expect(dollarAmountToCents(Number.NaN)).toBeNaN();
    expect(centsToDollarAmount(1250)).toBe(12.5);
  });
});
