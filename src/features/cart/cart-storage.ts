import { cartCreationTime, type StoredCart } from "@/lib/stored-cart";
import type { Cart } from "./cart.schemas";

/**
 * The stored mirror of a cart the server answered. A `change` (a mutation's answer) touches it: the last-touch
 * time becomes now. A plain read keeps the stored time, or starts it at now for a cart this browser never stored.
 */
export function toStoredCart(
  cart: Cart,
  previous: StoredCart | null,
  now: Date,
  reason: "change" | "read" = "read",
): StoredCart {
  const sameCart = previous?.shoppingCartUuid === cart.id ? previous : null;
  const touchedAt = reason === "change" ? now : cartCreationTime(sameCart?.cartCreatedAt, now);
  return {
    shoppingCartUuid: cart.id,
    cartCreatedAt: touchedAt.toISOString(),
    parkShoppingCarts: Object.fromEntries(
      cart.parkShoppingCartsArray.map((park) => [
        park.parkId,
        {
          parkName: park.parkName,
          shoppingCartItems: park.shoppingCartItems.map((item) => ({
            reservationDetailId: item.reservationDetailId,
          })),
        },
      ]),
    ),
  };
}
