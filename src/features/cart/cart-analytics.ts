import type { Cart } from "./cart.schemas";

type CartItem = Cart["parkShoppingCartsArray"][number]["shoppingCartItems"][number];

/** GA4 e-commerce values are in dollars; ours are cents. */
const dollars = (cents: number) => cents / 100;

/** One cart item as a GA4 e-commerce item (a stay is one unit at its subtotal). */
export function analyticsItem(item: CartItem) {
  return {
    item_id: item.campsiteType.id,
    item_name: item.campsiteType.name,
    item_category: item.campsiteType.campsiteCategoryCode,
    price: dollars(item.subtotal),
    quantity: 1,
  };
}

function cartItems(cart: Cart) {
  return cart.parkShoppingCartsArray.flatMap((park) => park.shoppingCartItems.map(analyticsItem));
}

export function addToCartEvent(item: CartItem) {
  return {
    event: "add_to_cart",
    ecommerce: { currency: "USD", value: dollars(item.subtotal), items: [analyticsItem(item)] },
  };
}

export function beginCheckoutEvent(cart: Cart) {
  return {
    event: "begin_checkout",
    ecommerce: { currency: "USD", value: dollars(cart.totals.total), items: cartItems(cart) },
  };
}

/** `purchase` of the cart as it was booked, under the order's confirmation code. */
export function purchaseEvent(cart: Cart, orderConfirmation: string) {
  return {
    event: "purchase",
    ecommerce: {
      transaction_id: orderConfirmation,
      currency: "USD",
      value: dollars(cart.totals.total),
      tax: dollars(cart.totals.taxes),
      items: cartItems(cart),
    },
  };
}
