import { basisPointsOf, sumCents } from "@/lib/money";

/**
 * Cart arithmetic (domain.md "Pricing", "Discounts"), pure and in integer cents:
 * - an item's subtotal is all-in: nights + daily-rate add-ons (price × nights × quantity) + online-store
 *   add-ons (price × quantity) + the site-lock fee; `fees` is the part of it that is mandatory fees and lock fees;
 * - discounts apply to nights only; per park cart the larger of the promo code and the member discount applies,
 *   never both (a tie goes to the member);
 * - taxes apply per item on its subtotal less its discount, each tax rounded half-up per line;
 * - total = subtotal − discounts + taxes.
 */

export const REWARDS_DISCOUNT_LABEL = "Rewards Discount";

export type PricingAddon = {
  id: string;
  name: string;
  quantity: number;
  unitPriceCents: number;
  mandatory: boolean;
};

export type PricingItem = {
  id: string;
  nightlyPricesCents: readonly number[];
  lockFeeCents: number;
  dailyRateAddons: readonly PricingAddon[];
  onlineStoreAddons: readonly PricingAddon[];
};

export type PromoOffer = { code: string; discountType: "PERCENTAGE" | "FIXED"; value: number };

export type PricingParkCart = {
  parkId: string;
  taxRatesBp: readonly number[];
  promo: PromoOffer | null;
  /** The member's discount at this park in basis points, or null for a non-member. */
  memberDiscountBp: number | null;
  items: readonly PricingItem[];
};

export type PricedItem = {
  id: string;
  nightsCents: number;
  dailyRateAddonTotals: Record<string, number>;
  feesCents: number;
  subtotalCents: number;
  discountCents: number;
  taxesCents: number;
};

export type PricedParkCart = {
  parkId: string;
  subtotalCents: number;
  feesCents: number;
  discount: { label: string; amountCents: number; source: "promo" | "member" } | null;
  /**
   * Both discounts the park cart could have had, whichever applies (spec §9: the greater, never both), so the cart
   * can say which one won and why the other did not.
   */
  offers: {
    promo: { code: string; amountCents: number } | null;
    member: { discountBp: number; amountCents: number } | null;
  };
  taxesCents: number;
  totalCents: number;
  items: PricedItem[];
};

export function priceItemBeforeDiscount(item: PricingItem) {
  const nights = item.nightlyPricesCents.length;
  const nightsCents = sumCents(item.nightlyPricesCents);
  const dailyRateAddonTotals = Object.fromEntries(
    item.dailyRateAddons.map((addon) => [addon.id, addon.unitPriceCents * nights * addon.quantity]),
  );
  const dailyTotal = sumCents(Object.values(dailyRateAddonTotals));
  const storeTotal = sumCents(item.onlineStoreAddons.map((addon) => addon.unitPriceCents * addon.quantity));
  const mandatoryFees = sumCents(
    item.dailyRateAddons
      .filter((addon) => addon.mandatory)
      .map((addon) => dailyRateAddonTotals[addon.id] ?? 0),
  );
  return {
    nightsCents,
    dailyRateAddonTotals,
    feesCents: mandatoryFees + item.lockFeeCents,
    subtotalCents: nightsCents + dailyTotal + storeTotal + item.lockFeeCents,
  };
}

/** Splits `amount` over `weights` in proportion, the rounding remainder going to the largest weight. */
export function allocateProportionally(amount: number, weights: readonly number[]): number[] {
  const totalWeight = sumCents(weights);
  if (totalWeight === 0) return weights.map(() => 0);
  const shares = weights.map((weight) => Math.floor((amount * weight) / totalWeight));
  const largest = weights.indexOf(Math.max(...weights));
  shares[largest] = (shares[largest] ?? 0) + amount - sumCents(shares);
  return shares;
}

function promoDiscountPerItem(promo: PromoOffer, nights: readonly number[]): number[] {
  if (promo.discountType === "PERCENTAGE") return nights.map((amount) => basisPointsOf(amount, promo.value));
  return allocateProportionally(Math.min(promo.value, sumCents(nights)), nights);
}

export function priceParkCart(cart: PricingParkCart): PricedParkCart {
  const base = cart.items.map(priceItemBeforeDiscount);
  const nights = base.map((item) => item.nightsCents);

  const promoShares = cart.promo ? promoDiscountPerItem(cart.promo, nights) : null;
  const memberShares =
    cart.memberDiscountBp !== null
      ? nights.map((amount) => basisPointsOf(amount, cart.memberDiscountBp ?? 0))
      : null;
  const promoTotal = promoShares ? sumCents(promoShares) : 0;
  const memberTotal = memberShares ? sumCents(memberShares) : 0;

  let discount: PricedParkCart["discount"] = null;
  let shares = nights.map(() => 0);
  if (memberShares && memberTotal > 0 && memberTotal >= promoTotal) {
    discount = { label: REWARDS_DISCOUNT_LABEL, amountCents: memberTotal, source: "member" };
    shares = memberShares;
  } else if (cart.promo && promoShares && promoTotal > 0) {
    discount = { label: `Promo code ${cart.promo.code}`, amountCents: promoTotal, source: "promo" };
    shares = promoShares;
  }

  const items = base.map((item, index) => {
    const discountCents = shares[index] ?? 0;
    const taxable = item.subtotalCents - discountCents;
    const taxesCents = sumCents(cart.taxRatesBp.map((rate) => basisPointsOf(taxable, rate)));
    return { id: cart.items[index]!.id, ...item, discountCents, taxesCents };
  });

  const subtotalCents = sumCents(items.map((item) => item.subtotalCents));
  const taxesCents = sumCents(items.map((item) => item.taxesCents));
  const discountCents = discount?.amountCents ?? 0;
  return {
    parkId: cart.parkId,
    subtotalCents,
    feesCents: sumCents(items.map((item) => item.feesCents)),
    discount,
    offers: {
      promo: cart.promo && promoShares ? { code: cart.promo.code, amountCents: promoTotal } : null,
      member:
        cart.memberDiscountBp !== null && memberTotal > 0
          ? { discountBp: cart.memberDiscountBp, amountCents: memberTotal }
          : null,
    },
    taxesCents,
    totalCents: subtotalCents - discountCents + taxesCents,
    items,
  };
}

export function sumCartTotals(parkCarts: readonly PricedParkCart[]) {
  return {
    subtotal: sumCents(parkCarts.map((park) => park.subtotalCents)),
    discounts: sumCents(parkCarts.map((park) => park.discount?.amountCents ?? 0)),
    fees: sumCents(parkCarts.map((park) => park.feesCents)),
    taxes: sumCents(parkCarts.map((park) => park.taxesCents)),
    total: sumCents(parkCarts.map((park) => park.totalCents)),
  };
}
