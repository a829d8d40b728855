import { sumCents } from "@/lib/money";

export type StayQuote = {
  nights: number;
  averageNightlyCents: number;
  stayCents: number;
  lockFeeCents: number;
  totalBeforeTaxesCents: number;
  /** A member's total before taxes (the member discount off the nights), or null for a visitor. */
  memberTotalBeforeTaxesCents: number | null;
};

/**
 * What the site chooser shows before the cart: the all-in stay (nightly prices with the party's mandatory fees),
 * plus the type's lock fee when the camper picks a specific site, and for a member the same with the member
 * discount. Taxes come in the cart.
 */
export function quoteStay(options: {
  tripTotalCents: number;
  averageNightlyCents: number;
  nights: number;
  lockFeeCents: number;
  siteLocked: boolean;
  /** The member's all-in stay (`memberPricing.tripTotal` of the search result), or null. */
  memberTripTotalCents?: number | null;
}): StayQuote {
  const lockFeeCents = options.siteLocked ? options.lockFeeCents : 0;
  const member = options.memberTripTotalCents ?? null;
  return {
    nights: options.nights,
    averageNightlyCents: options.averageNightlyCents,
    stayCents: options.tripTotalCents,
    lockFeeCents,
    totalBeforeTaxesCents: sumCents([options.tripTotalCents, lockFeeCents]),
    memberTotalBeforeTaxesCents: member === null ? null : sumCents([member, lockFeeCents]),
  };
}
