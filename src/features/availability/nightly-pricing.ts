import { sumCents } from "@/lib/money";
import type { DemandTier, IsoDate, OccupancyByNight, ParkCalendar, PricedStay } from "./engine-types";

/**
 * Nightly prices (domain.md "Pricing"): base rate × weekend factor × holiday factor × demand factor, each night
 * rounded half-up to whole cents once. The factors are multiplied exactly in BigInt: rounding after each factor
 * (chained `basisPointsOf`) can drift a cent, and base × three basis-point factors outgrows 2^53.
 */

const NEUTRAL_BP = 10_000;
const BP = 10_000n;

export type NightToPrice = {
  date: IsoDate;
  baseCents: number;
  weekend: boolean;
  holiday: boolean;
  /** The night's season's weekend factor, when it has its own (else the park's). */
  weekendFactorBp?: number | null;
};
export type StayPricing = ParkCalendar["pricing"];

function assertNonNegativeInteger(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative whole number, got ${value}`);
  }
}

/**
 * The demand factor of a night: the tier with the highest threshold that the night's occupancy reaches.
 * Occupancy is compared as occupied × 10 000 ≥ threshold × total so that 7 of 10 sites reaches exactly 70 %.
 */
export function demandFactorBp(
  occupancy: { occupied: number; total: number } | undefined,
  tiers: readonly DemandTier[],
): number {
  if (!occupancy || occupancy.total <= 0) return NEUTRAL_BP;
  let chosen: DemandTier | undefined;
  for (const tier of tiers) {
    const reached = occupancy.occupied * NEUTRAL_BP >= tier.minOccupancyBp * occupancy.total;
    if (!reached) continue;
    const higher =
      !chosen ||
      tier.minOccupancyBp > chosen.minOccupancyBp ||
      (tier.minOccupancyBp === chosen.minOccupancyBp && tier.factorBp > chosen.factorBp);
    if (higher) chosen = tier;
  }
  return chosen?.factorBp ?? NEUTRAL_BP;
}

/** One night's price in cents. */
export function priceNight(
  night: NightToPrice,
  pricing: StayPricing,
  occupancy: { occupied: number; total: number } | undefined,
): number {
  assertNonNegativeInteger(night.baseCents, `Base rate of ${night.date}`);
  const factors = [
    night.weekend ? (night.weekendFactorBp ?? pricing.weekendFactorBp) : NEUTRAL_BP,
    night.holiday ? pricing.holidayFactorBp : NEUTRAL_BP,
    demandFactorBp(occupancy, pricing.demandTiers),
  ];
  let numerator = BigInt(night.baseCents);
  for (const factor of factors) {
    assertNonNegativeInteger(factor, `Price factor of ${night.date}`);
    numerator *= BigInt(factor);
  }
  const denominator = BP ** BigInt(factors.length);
  return Number((numerator + denominator / 2n) / denominator);
}

/** The stay's nights priced, their total, and the average night (half-up) that results show. */
export function priceStay(input: {
  nights: readonly NightToPrice[];
  pricing: StayPricing;
  occupancy: OccupancyByNight;
}): PricedStay {
  if (input.nights.length === 0) throw new RangeError("Cannot price a stay without nights");
  const nights = input.nights.map((night) => ({
    date: night.date,
    priceCents: priceNight(night, input.pricing, input.occupancy[night.date]),
  }));
  const tripTotalCents = sumCents(nights.map((night) => night.priceCents));
  const count = nights.length;
  // total / count rounded half-up, in integers: floor((2·total + count) / (2·count)).
  const averagePricePerNightCents = Math.floor((2 * tripTotalCents + count) / (2 * count));
  return { nights, tripTotalCents, averagePricePerNightCents };
}

/**
 * The lowest base nightly rate of a type over its seasons and dated rate periods ("From $X"), or null when it has
 * no season rates (it is never open).
 */
export function lowestBaselinePrice(
  ratesBySeason: Readonly<Record<string, number>>,
  ratePeriods: readonly { nightlyCents: number }[] = [],
): number | null {
  const rates = Object.values(ratesBySeason);
  return rates.length > 0 ? Math.min(...rates, ...ratePeriods.map((period) => period.nightlyCents)) : null;
}
