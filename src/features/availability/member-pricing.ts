import { basisPointsOf } from "@/lib/money";

/** The member's price of a stay, as results, the park page and the site chooser show it beside the regular one. */
export type MemberPricing = {
  /** Basis points off the nights (Rewards 10 %, or the member event's at its parks). */
  discountBp: number;
  averagePricePerNight: number;
  tripTotal: number;
};

/** total / count rounded half-up, in integers. */
export function averageHalfUp(totalCents: number, count: number): number {
  return Math.floor((2 * totalCents + count) / (2 * count));
}

/**
 * A stay's all-in total for a member: the member discount comes off the nights only (domain.md "Discounts"),
 * exactly as the cart takes it (basis points of the nights' sum, half-up) — mandatory fees are not discounted.
 * Null when there is no discount to show.
 */
export function memberPricing(stay: {
  nightsCents: number;
  tripTotalCents: number;
  nights: number;
  discountBp: number | null;
}): MemberPricing | null {
  if (stay.discountBp === null || stay.discountBp <= 0 || stay.nights <= 0) return null;
  const discount = basisPointsOf(stay.nightsCents, stay.discountBp);
  if (discount === 0) return null;
  const tripTotal = stay.tripTotalCents - discount;
  return {
    discountBp: stay.discountBp,
    averagePricePerNight: averageHalfUp(tripTotal, stay.nights),
    tripTotal,
  };
}
