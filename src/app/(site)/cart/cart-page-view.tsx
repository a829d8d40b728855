"use client";

import dynamic from "next/dynamic";
import { CartView } from "@/features/cart/components/cart-view";

// Loaded only for a cart that needs it: most carts never show it.
const AlertForm = dynamic(() =>
  import("@/features/alerts/components/alert-form").then((module) => module.AlertForm),
);

/**
 * The cart with the alerts feature's "Tell me if it opens up" for a stay whose site was taken while its hold had
 * run out and nothing else of its type is free (the alerts feature builds on the cart, so the page joins them).
 */
export function CartPageView() {
  return (
    <CartView
      watch={({ item, park }) => (
        <AlertForm
          parkId={park.parkId}
          campsiteTypeId={item.campsiteType.id}
          typeName={item.campsiteType.name}
          dates={item.dates}
          guests={item.guests}
          {...(item.equipment ? { equipment: item.equipment } : {})}
        />
      )}
    />
  );
}
