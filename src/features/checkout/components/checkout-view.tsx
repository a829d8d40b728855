"use client";

import { Loader } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { forgetStoredCart, useCart } from "@/features/cart/use-cart";
import { useTRPC } from "@/lib/trpc/react";
import type { CheckoutWaiver } from "../waivers";
import { CheckoutForm } from "./checkout-form";
import styles from "./checkout-form.module.css";

/** The checkout of the stored cart: loading, empty, the form, and the hand-over to the confirmation once booked. */
export function CheckoutView({
  waivers,
  gateway,
  demoPayments,
}: {
  waivers: CheckoutWaiver[];
  gateway: string;
  demoPayments: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const { cart, isLoading } = useCart();
  const [booked, setBooked] = useState(false);

  if (booked) {
    return (
      <div className={styles.status} role="status">
        <Loader size="sm" /> Booked! Opening your confirmation…
      </div>
    );
  }
  if (isLoading) {
    return (
      <div className={styles.status} role="status">
        <Loader size="sm" /> Loading your cart…
      </div>
    );
  }
  if (!cart || cart.itemCount === 0) {
    return (
      <div className={styles.empty}>
        <h2>There is nothing to check out</h2>
        <p>
          Your cart is empty. Find a cabin, an RV site or a tent site for your dates, then come back here.
        </p>
        <Link href="/" className={styles.primaryLink}>
          Find a campsite
        </Link>
      </div>
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
      onPlaced={onPlaced}
    />
  );
}
