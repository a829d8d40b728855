import { describe, expect, it } from "vitest";
import {
  addonChargeWords,
  addonPriceWords,
  basisPointsToPercent,
  discountWords,
  optionalWholeNumber,
  percentToBasisPoints,
  windowWords,
} from "./promotion-form-values";

describe("promotion form values", () => {
  it.each([
    ["15", 1_500],
    ["12.5", 1_250],
    ["0.25", 25],
    ["100", 10_000],
    [" 15 %", 1_500],
  ])("reads %s percent as %i basis points", (text, bp) => {
    expect(percentToBasisPoints(text)).toBe(bp);
  });

  it.each(["", "abc", "1.234", "-5", "15%%"])("refuses %j as a percentage", (text) => {
    expect(percentToBasisPoints(text)).toBeNull();
  });

  it("shows basis points back as the percentage input takes them", () => {
    expect(basisPointsToPercent(1_250)).toBe("12.5");
    expect(percentToBasisPoints(basisPointsToPercent(1_575))).toBe(1_575);
  });

  it("reads an optional whole number: empty is none, anything else but digits is not a number", () => {
    expect(optionalWholeNumber(" ")).toBeNull();
    expect(optionalWholeNumber("1,000")).toBe(1_000);
    expect(optionalWholeNumber("2.5")).toBeNaN();
  });

  it("says what a code takes off and when it applies", () => {
    expect(discountWords({ discountType: "PERCENTAGE", value: 1_500 })).toBe("15 % off nights");
    expect(discountWords({ discountType: "FIXED", value: 1_234 })).toBe("$12.34 off nights");
    expect(windowWords(null, null)).toBe("Any time");
    expect(windowWords("2027-06-01", null)).toBe("From Jun 1, 2027");
    expect(windowWords(null, "2027-09-30")).toBe("Until Sep 30, 2027");
    expect(windowWords("2027-06-01", "2027-09-30")).toBe("Jun 1, 2027 – Sep 30, 2027");
  });

  it("says how an add-on is charged", () => {
    expect(addonPriceWords({ kind: "daily_rate", priceCents: 500 })).toBe("$5.00 per night");
    expect(addonPriceWords({ kind: "online_store", priceCents: 899 })).toBe("$8.99 each, per stay");
    expect(addonChargeWords({ mandatory: true, chargedPer: "pet", maxQuantity: 2 })).toBe(
      "Mandatory fee, per pet",
    );
    expect(addonChargeWords({ mandatory: false, chargedPer: "site", maxQuantity: 4 })).toBe(
      "Optional, up to 4",
    );
  });
});
