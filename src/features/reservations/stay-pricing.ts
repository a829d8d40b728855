import { type PricingAddon, priceParkCart } from "@/features/cart/cart-pricing";
import { sumCents } from "@/lib/money";

/**
 * One booked stay's price, pure (domain.md "Pricing"): what a walk-in pays, what a staff REPRICE or a guest's own
 * change costs. Shared by the staff console and the guest side, so a change is priced the same whoever makes it.
 */

/** What a stay costs, tax included, as stored on its reservation. */
export const stayTotal = (row: { subtotalCents: number; discountCents: number; taxesCents: number }) =>
  row.subtotalCents - row.discountCents + row.taxesCents;

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
