import type { FailureReason, FailureReasonId } from "@/features/availability/engine-types";
import { type PricingAddon, priceParkCart } from "@/features/cart/cart-pricing";
import { sumCents } from "@/lib/money";

/**
 * The pure half of staff bookings and changes (domain.md "Staff console"): which rules bind staff, the stay's own
 * nights taken out of its site's claims (a change may overlap its old nights), and a stay's price again.
 */

type Stay = { start: string; end: string };

/**
 * Rules about booking online do not bind the park's own desk: "cannot reserve online" and the advance limits
 * (online booking closes at check-in, reservations open so far ahead) are for guests on the website. Every other
 * rule applies to staff unless overridden with a written reason.
 */
export const RULES_STAFF_SKIP: readonly FailureReasonId[] = [
  "CANNOT_RESERVE_ONLINE",
  "BOOKING_IN_ADVANCE_LIMITS",
];

export function rulesBindingStaff(reasons: readonly FailureReason[]): FailureReason[] {
  return reasons.filter((reason) => !RULES_STAFF_SKIP.includes(reason.id));
}

/** A site's claims with one stay's nights taken out (a claim run may cover neighbouring stays too). */
export function withoutStay(claims: readonly Stay[], stay: Stay): Stay[] {
  return claims.flatMap((claim) => {
    if (claim.end <= stay.start || stay.end <= claim.start) return [claim];
    const pieces: Stay[] = [];
    if (claim.start < stay.start) pieces.push({ start: claim.start, end: stay.start });
    if (stay.end < claim.end) pieces.push({ start: stay.end, end: claim.end });
    return pieces;
  });
}

export const overlaps = (claims: readonly Stay[], stay: Stay) =>
  claims.some((claim) => claim.start < stay.end && stay.start < claim.end);

/** The share of its nights a stay was discounted (promo or Rewards), in basis points, to carry over a re-price. */
export function discountBpOf(nightsCents: readonly number[], discountCents: number): number {
  const nights = sumCents(nightsCents);
  return nights > 0 && discountCents > 0 ? Math.round((discountCents * 10_000) / nights) : 0;
}

export type StayAddon = PricingAddon & { kind: "daily_rate" | "online_store" };

/**
 * One stay priced as the cart prices it (nights, daily add-ons per night, store add-ons once, lock fee, the
 * discount on nights, each tax half-up): what a walk-in pays and what a re-priced change costs.
 */
export function priceStay(stay: {
  nightlyPricesCents: readonly number[];
  lockFeeCents: number;
  addons: readonly StayAddon[];
  discountBp: number;
  taxRatesBp: readonly number[];
}) {
  const priced = priceParkCart({
    parkId: "",
    taxRatesBp: stay.taxRatesBp,
    promo: null,
    memberDiscountBp: stay.discountBp > 0 ? stay.discountBp : null,
    items: [
      {
        id: "stay",
        nightlyPricesCents: stay.nightlyPricesCents,
        lockFeeCents: stay.lockFeeCents,
        dailyRateAddons: stay.addons.filter((addon) => addon.kind === "daily_rate"),
        onlineStoreAddons: stay.addons.filter((addon) => addon.kind === "online_store"),
      },
    ],
  });
  const item = priced.items[0]!;
  return {
    subtotalCents: item.subtotalCents,
    feesCents: item.feesCents,
    discountCents: item.discountCents,
    taxesCents: item.taxesCents,
    totalCents: item.subtotalCents - item.discountCents + item.taxesCents,
    addonTotalsCents: Object.fromEntries(
      stay.addons.map((addon) => [
        addon.id,
        addon.kind === "daily_rate"
          ? (item.dailyRateAddonTotals[addon.id] ?? 0)
          : addon.unitPriceCents * addon.quantity,
      ]),
    ) as Record<string, number>,
  };
}
