import { describe, expect, it } from "vitest";
import type { DemandTier } from "./engine-types";
import {
  demandFactorBp,
  lowestBaselinePrice,
  type NightToPrice,
  priceNight,
  priceStay,
  type StayPricing,
} from "./nightly-pricing";

const pricing: StayPricing = {
  weekendFactorBp: 11_000,
  holidayFactorBp: 12_500,
  demandTiers: [
    { minOccupancyBp: 7_000, factorBp: 11_000 },
    { minOccupancyBp: 9_000, factorBp: 12_000 },
  ],
};

const night = (baseCents: number, flags: Partial<NightToPrice> = {}): NightToPrice => ({
  date: "2026-07-02",
  baseCents,
  weekend: false,
  holiday: false,
  ...flags,
});

const weekend = { weekend: true };
const holiday = { holiday: true };

describe("priceNight", () => {
  it.each<{
    name: string;
    night: NightToPrice;
    occupancy?: { occupied: number; total: number };
    expected: number;
  }>([
    { name: "charges the base rate on a plain weeknight", night: night(5_000), expected: 5_000 },
    { name: "adds the weekend factor on a weekend night", night: night(5_000, weekend), expected: 5_500 },
    {
      name: "uses the season's own weekend factor over the park's",
      night: { ...night(5_000, weekend), weekendFactorBp: 13_000 },
      expected: 6_500,
    },
    {
      name: "ignores a season's weekend factor on a weeknight",
      night: { ...night(5_000), weekendFactorBp: 13_000 },
      expected: 5_000,
    },
    { name: "adds the holiday factor on a holiday", night: night(5_000, holiday), expected: 6_250 },
    {
      name: "multiplies the weekend and holiday factors on a holiday weekend night",
      night: night(5_000, { ...weekend, ...holiday }),
      expected: 6_875,
    },
    {
      name: "adds no demand factor just below the lowest tier",
      night: night(5_000),
      occupancy: { occupied: 69, total: 100 },
      expected: 5_000,
    },
    {
      name: "applies the first demand tier at exactly its occupancy",
      night: night(5_000),
      occupancy: { occupied: 7, total: 10 },
      expected: 5_500,
    },
    {
      name: "keeps the first demand tier just below the top tier",
      night: night(5_000),
      occupancy: { occupied: 89, total: 100 },
      expected: 5_500,
    },
    {
      name: "applies the top demand tier at exactly its occupancy",
      night: night(5_000),
      occupancy: { occupied: 9, total: 10 },
      expected: 6_000,
    },
    {
      name: "applies the top demand tier when the type is full",
      night: night(5_000),
      occupancy: { occupied: 10, total: 10 },
      expected: 6_000,
    },
    {
      name: "stacks weekend, holiday and top demand on one night",
      night: night(5_000, { ...weekend, ...holiday }),
      occupancy: { occupied: 10, total: 10 },
      expected: 8_250,
    },
    {
      name: "stacks weekend and first-tier demand on one night",
      night: night(5_000, weekend),
      occupancy: { occupied: 3, total: 4 },
      expected: 6_050,
    },
    {
      name: "ignores occupancy when the type has no active sites",
      night: night(5_000),
      occupancy: { occupied: 0, total: 0 },
      expected: 5_000,
    },
    { name: "rounds a weekend half cent up", night: night(1_005, weekend), expected: 1_106 },
    { name: "rounds less than a half cent down", night: night(1_004, weekend), expected: 1_104 },
    {
      name: "rounds a holiday-and-demand half cent up",
      night: night(1_001, holiday),
      occupancy: { occupied: 9, total: 10 },
      expected: 1_502,
    },
    {
      name: "rounds once per night, not after each factor",
      // 4 545 × 1.1 × 1.25 = 6 249.375; rounding after the weekend factor first would give 6 250.
      night: night(4_545, { ...weekend, ...holiday }),
      expected: 6_249,
    },
    { name: "prices a free night at zero", night: night(0, weekend), expected: 0 },
  ])("$name", ({ night: toPrice, occupancy, expected }) => {
    expect(priceNight(toPrice, pricing, occupancy)).toBe(expected);
  });

  it("rounds an exact half cent up where floating-point factors would fall a hair short", () => {
    // 1 016 × 1.15 × 1.25 = 1 460.5 exactly; in doubles it is 1 460.4999999999998.
    const factors: StayPricing = { weekendFactorBp: 11_500, holidayFactorBp: 12_500, demandTiers: [] };
    expect(priceNight(night(1_016, { ...weekend, ...holiday }), factors, undefined)).toBe(1_461);
  });

  it("prices a night whose intermediate product exceeds 2^53 exactly", () => {
    const steep: StayPricing = {
      weekendFactorBp: 30_000,
      holidayFactorBp: 30_000,
      demandTiers: [{ minOccupancyBp: 0, factorBp: 30_000 }],
    };
    const occupancy = { occupied: 1, total: 1 };
    expect(priceNight(night(99_999_999, { ...weekend, ...holiday }), steep, occupancy)).toBe(2_699_999_973);
  });

  it.each([
    { name: "refuses a base rate in fractions of a cent", base: 10.5 },
    { name: "refuses a negative base rate", base: -100 },
  ])("$name", ({ base }) => {
    expect(() => priceNight(night(base), pricing, undefined)).toThrow(/Base rate of 2026-07-02/);
  });

  it("refuses a price factor that is not whole basis points", () => {
    expect(() =>
      priceNight(night(5_000, weekend), { ...pricing, weekendFactorBp: 110.5 }, undefined),
    ).toThrow(RangeError);
  });
});

describe("demandFactorBp", () => {
  it.each<{
    name: string;
    occupancy?: { occupied: number; total: number };
    tiers: DemandTier[];
    expected: number;
  }>([
    { name: "is neutral without tiers", occupancy: { occupied: 10, total: 10 }, tiers: [], expected: 10_000 },
    { name: "is neutral without occupancy figures", tiers: pricing.demandTiers, expected: 10_000 },
    {
      name: "picks the highest tier reached even when tiers are listed out of order",
      occupancy: { occupied: 95, total: 100 },
      tiers: [pricing.demandTiers[1]!, pricing.demandTiers[0]!],
      expected: 12_000,
    },
    {
      name: "picks the larger factor of two tiers with the same threshold",
      occupancy: { occupied: 8, total: 10 },
      tiers: [
        { minOccupancyBp: 7_000, factorBp: 11_500 },
        { minOccupancyBp: 7_000, factorBp: 11_000 },
      ],
      expected: 11_500,
    },
    {
      name: "compares occupancy exactly rather than as a rounded percentage",
      occupancy: { occupied: 2, total: 3 }, // 66.67 %, short of a 6 667 bp tier
      tiers: [{ minOccupancyBp: 6_667, factorBp: 11_000 }],
      expected: 10_000,
    },
  ])("$name", ({ occupancy, tiers, expected }) => {
    expect(demandFactorBp(occupancy, tiers)).toBe(expected);
  });
});

describe("priceStay", () => {
  it("prices each night, sums the trip and averages the nights", () => {
    const stay = priceStay({
      nights: [
        { date: "2026-07-02", baseCents: 5_000, weekend: false, holiday: false },
        { date: "2026-07-03", baseCents: 5_000, weekend: true, holiday: false },
        { date: "2026-07-04", baseCents: 5_000, weekend: true, holiday: true },
      ],
      pricing,
      occupancy: { "2026-07-04": { occupied: 9, total: 10 } },
    });
    expect(stay).toEqual({
      nights: [
        { date: "2026-07-02", priceCents: 5_000 },
        { date: "2026-07-03", priceCents: 5_500 },
        { date: "2026-07-04", priceCents: 8_250 },
      ],
      tripTotalCents: 18_750,
      averagePricePerNightCents: 6_250,
    });
  });

  it.each([
    { name: "rounds a half-cent average up", bases: [3_001, 3_002], total: 6_003, average: 3_002 },
    {
      name: "rounds an average under a half cent down",
      bases: [5_000, 5_000, 5_001],
      total: 15_001,
      average: 5_000,
    },
    {
      name: "rounds an average over a half cent up",
      bases: [5_000, 5_001, 5_001],
      total: 15_002,
      average: 5_001,
    },
    { name: "averages a single night as its own price", bases: [4_321], total: 4_321, average: 4_321 },
  ])("$name", ({ bases, total, average }) => {
    const nights = bases.map((baseCents, index) => night(baseCents, { date: `2026-07-0${index + 1}` }));
    const stay = priceStay({ nights, pricing, occupancy: {} });
    expect(stay.tripTotalCents).toBe(total);
    expect(stay.averagePricePerNightCents).toBe(average);
  });

  it("adds up nights rounded one by one, so the total is what the guest sees per night", () => {
    const nights = [
      night(1_005, { date: "2026-07-03", ...weekend }),
      night(1_005, { date: "2026-07-04", ...weekend }),
    ];
    expect(priceStay({ nights, pricing, occupancy: {} }).tripTotalCents).toBe(2_212);
  });

  it("refuses a stay without nights", () => {
    expect(() => priceStay({ nights: [], pricing, occupancy: {} })).toThrow(RangeError);
  });
});

describe("lowestBaselinePrice", () => {
  it.each<{ name: string; rates: Record<string, number>; expected: number | null }>([
    {
      name: "is the cheapest season's base rate",
      rates: { spring: 4_500, peak: 6_500, fall: 4_000 },
      expected: 4_000,
    },
    { name: "is the only rate of a one-season type", rates: { peak: 6_500 }, expected: 6_500 },
    { name: "is null for a type without rates", rates: {}, expected: null },
  ])("$name", ({ rates, expected }) => {
    expect(lowestBaselinePrice(rates)).toBe(expected);
  });
});
