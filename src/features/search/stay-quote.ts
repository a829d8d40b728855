import { sumCents } from "@/lib/money";

export type StayQuote = {
  nights: number;
  averageNightlyCents: number;
  stayCents: number;
  lockFeeCents: number;
  totalBeforeTaxesCents: number;
};

/**
 * What the site chooser shows before the cart: the all-in stay (nightly prices with mandatory fees), plus the
 * type's lock fee when the camper picks a specific site. Taxes and discounts come in the cart.
 */
export function quoteStay(options: {
  tripTotalCents: number;
  averageNightlyCents: number;
  nights: number;
  lockFeeCents: number;
  siteLocked: boolean;
}): StayQuote {
  const lockFeeCents = options.siteLocked ? options.lockFeeCents : 0;
  return {
    nights: options.nights,
    averageNightlyCents: options.averageNightlyCents,
    stayCents: options.tripTotalCents,
    lockFeeCents,
    totalBeforeTaxesCents: sumCents([options.tripTotalCents, lockFeeCents]),
  };
}
