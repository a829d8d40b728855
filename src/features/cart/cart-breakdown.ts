import {
  type BreakdownPark,
  type BreakdownStay,
  type OrderBreakdown,
  orderBreakdown,
} from "@/lib/price-breakdown";
import type { Cart } from "./cart.schemas";

type ParkCart = Cart["parkShoppingCartsArray"][number];
type CartItem = ParkCart["shoppingCartItems"][number];

/** One cart item as the shared breakdown reads it. */
export function breakdownStayOfCartItem(item: CartItem): BreakdownStay {
  return {
    id: item.reservationDetailId,
    nights: item.nights,
    nightsCents: item.pricing.nights,
    lockFeeCents: item.pricing.lockFee,
    lockedSiteName: item.siteLocked ? item.campsite.name : null,
    dailyRateAddons: item.dailyRateAddons.map((addon) => ({
      name: addon.name,
      quantity: addon.quantity,
      unitPriceCents: addon.pricing.unitPrice,
      totalCents: addon.pricing.tripTotalBeforeTaxesFeesAndDiscounts,
      mandatory: addon.mandatory,
    })),
    onlineStoreAddons: item.onlineStoreAddons.map((addon) => ({
      name: addon.name,
      quantity: addon.quantity,
      unitPriceCents: addon.pricing.unitPrice,
      totalCents: addon.pricing.unitPrice * addon.quantity,
    })),
  };
}

/** One park cart as the shared breakdown reads it. */
export function breakdownParkOfCart(park: ParkCart): BreakdownPark {
  return {
    id: park.parkId,
    name: park.parkName,
    stays: park.shoppingCartItems.map(breakdownStayOfCartItem),
    discount: park.discount ? { label: park.discount.label, amountCents: park.discount.amount } : null,
    taxesCents: park.taxes,
    totalCents: park.total,
  };
}

/** The cart's lines as the cart and checkout show them. */
export function cartBreakdown(cart: Pick<Cart, "parkShoppingCartsArray">): OrderBreakdown {
  return orderBreakdown(cart.parkShoppingCartsArray.map(breakdownParkOfCart));
}
