"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { pushDataLayer } from "@/lib/analytics-events";
import { writePromoCode } from "@/lib/stored-cart";
import { retryWhenOverloaded } from "@/lib/trpc/overload";
import { useTRPC } from "@/lib/trpc/react";
import type { Cart } from "./cart.schemas";
import { addToCartEvent } from "./cart-analytics";
import { storeCart } from "./use-cart";

/**
 * The cart's mutations. Each answers the whole cart, which replaces the cached `getCart` result and the stored
 * mirror at once, so the header count and the cart page follow without another request.
 */
export function useCartActions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const settle = (cart: Cart) => {
    queryClient.setQueryData(trpc.booking.cart.getCart.queryKey({ shoppingCartUuid: cart.id }), cart);
    storeCart(cart);
  };

  const addItem = useMutation(
    trpc.booking.cart.addItem.mutationOptions({
      // In a booking rush the server may answer "full, try again in 3 s" (503): the mutation waits and retries.
      ...retryWhenOverloaded,
      onSuccess: ({ cart, reservationDetailId }) => {
        settle(cart);
        const item = cart.parkShoppingCartsArray
          .flatMap((park) => park.shoppingCartItems)
          .find((candidate) => candidate.reservationDetailId === reservationDetailId);
        if (item) pushDataLayer(addToCartEvent(item));
      },
    }),
  );
  const removeItem = useMutation(trpc.booking.cart.removeItem.mutationOptions({ onSuccess: settle }));
  const extendHold = useMutation(trpc.booking.cart.extendHold.mutationOptions({ onSuccess: settle }));
  const holdAnotherSite = useMutation(
    trpc.booking.cart.holdAnotherSite.mutationOptions({ onSuccess: settle }),
  );
  const updateItemAddons = useMutation(
    trpc.booking.cart.updateItemAddons.mutationOptions({ onSuccess: settle }),
  );
  const applyPromoCode = useMutation(
    trpc.booking.cart.applyPromoCode.mutationOptions({
      onSuccess: (cart, input) => {
        settle(cart);
        const applied = cart.parkShoppingCartsArray.find((park) => park.parkId === input.parkId)?.promoCode;
        writePromoCode(window.localStorage, cart.id, input.parkId, applied ?? null);
      },
    }),
  );
  const removePromoCode = useMutation(
    trpc.booking.cart.removePromoCode.mutationOptions({
      onSuccess: (cart, input) => {
        settle(cart);
        writePromoCode(window.localStorage, cart.id, input.parkId, null);
      },
    }),
  );
  return {
    addItem,
    removeItem,
    extendHold,
    holdAnotherSite,
    updateItemAddons,
    applyPromoCode,
    removePromoCode,
  };
}
