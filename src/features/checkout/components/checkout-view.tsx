"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { EmptyCart } from "@/features/cart/components/empty-cart";
import { forgetStoredCart, useCart } from "@/features/cart/use-cart";
import { useTRPC } from "@/lib/trpc/react";
import { LoadingStatus } from "@/lib/ui/loading-status";
import type { CheckoutWaiver } from "../waivers";
import { CheckoutForm } from "./checkout-form";

/** The checkout of the stored cart: loading, empty, the form, and the hand-over to the confirmation once booked. */
export function CheckoutView({
  waivers,
  gateway,
  demoPayments,
  stripePublishableKey,
}: {
  waivers: CheckoutWaiver[];
  gateway: string;
  demoPayments: boolean;
  stripePublishableKey: string | null;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { cart, isLoading } = useCart();
  const [booked, setBooked] = useState(false);

  if (booked) {
    return <LoadingStatus>Booked! Opening your confirmation…</LoadingStatus>;
  }
  if (isLoading) {
    return <LoadingStatus>Loading your cart…</LoadingStatus>;
  }
  if (!cart || cart.itemCount === 0) {
    return (
      <EmptyCart title="There is nothing to check out" narrow>
        Your cart is empty. Find a cabin, an RV site or a tent site for your dates, then come back here.
      </EmptyCart>
    );
  }
  const onPlaced = (invoiceUuid: string) => {
    // The cart is booked: forget it here and in the header before the confirmation opens.
    setBooked(true);
    forgetStoredCart();
    queryClient.removeQueries({
      queryKey: trpc.booking.cart.getCart.queryKey({ shoppingCartUuid: cart.id }),
    });
    router.replace(`/checkout/confirmation/${invoiceUuid}`);
  };
  return (
    <CheckoutForm
      cart={cart}
      waivers={waivers}
      gateway={gateway}
      demoPayments={demoPayments}
      stripePublishableKey={stripePublishableKey}
      onPlaced={onPlaced}
    />
  );
}
