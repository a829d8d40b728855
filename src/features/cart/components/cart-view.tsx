"use client";

import { Button, Text, TextInput } from "@mantine/core";
import { IconTrash } from "@tabler/icons-react";
import Link from "next/link";
import { type FormEvent, useState } from "react";
import { DANGER_COLOR } from "@/lib/theme";
import { TimeAgo } from "@/lib/time-ago";
import { LoadingStatus } from "@/lib/ui/loading-status";
import type { Cart } from "../cart.schemas";
import { promoCodeOutcome } from "../discount-choice";
import { useCart } from "../use-cart";
import { useCartActions } from "../use-cart-actions";
import { AddonEditor } from "./addon-editor";
import { CancellationPolicyNote } from "./cancellation-policy-note";
import { CartItemSummary } from "./cart-item-summary";
import { FeesNote, OrderTotals, ParkTotals } from "./cart-totals";
import styles from "./cart-view.module.css";
import { EmptyCart } from "./empty-cart";
import { HoldTimer, useNow } from "./hold-timer";
import { LostHold, type WatchSlot } from "./lost-hold";

type ParkCart = Cart["parkShoppingCartsArray"][number];
type CartItem = ParkCart["shoppingCartItems"][number];

function PromoCodeForm({ cart, park }: { cart: Cart; park: ParkCart }) {
  const { applyPromoCode, removePromoCode } = useCartActions();
  const [code, setCode] = useState("");
  const inputId = `promo-${park.parkId}`;
  if (park.promoCode) {
    return (
      <div className={styles.promoApplied}>
        <p>{promoCodeOutcome(park)}</p>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => removePromoCode.mutate({ shoppingCartUuid: cart.id, parkId: park.parkId })}
          loading={removePromoCode.isPending}
        >
          Remove code<span className="visually-hidden"> at {park.parkName}</span>
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyPromoCode.mutate({ shoppingCartUuid: cart.id, parkId: park.parkId, code });
  };
  const error =
    applyPromoCode.error?.data?.fieldErrors?.code?.[0] ??
    (applyPromoCode.isError ? applyPromoCode.error.message : null);
  return (
    <form onSubmit={submit} className={styles.promo} noValidate>
      <TextInput
        id={inputId}
        label={`Promo code for ${park.parkName}`}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={error}
        maxLength={40}
        autoComplete="off"
      />
      <Button type="submit" variant="default" loading={applyPromoCode.isPending}>
        Apply
      </Button>
    </form>
  );
}

function ItemCard({
  cart,
  park,
  item,
  watch,
  announce,
}: {
  cart: Cart;
  park: ParkCart;
  item: CartItem;
  watch?: WatchSlot;
  announce: (message: string) => void;
}) {
  const { removeItem } = useCartActions();
  return (
    <li>
      <CartItemSummary
        item={item}
        notice={<LostHold cart={cart} park={park} item={item} watch={watch} announce={announce} />}
      >
        <div className={styles.itemActions}>
          <AddonEditor cart={cart} park={park} item={item} />
          <Button
            variant="subtle"
            color={DANGER_COLOR}
            size="compact-sm"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() =>
              removeItem.mutate({ shoppingCartUuid: cart.id, reservationDetailId: item.reservationDetailId })
            }
            loading={removeItem.isPending}
          >
            Remove<span className="visually-hidden"> {item.campsiteType.name}</span>
          </Button>
        </div>
      </CartItemSummary>
    </li>
  );
}

/** To checkout, or why not yet: with every hold expired there is nothing left to book until they are held again. */
function CheckoutLink({ cart }: { cart: Cart }) {
  const now = useNow();
  const items = cart.parkShoppingCartsArray.flatMap((park) => park.shoppingCartItems);
  const allExpired = items.every((item) => item.expired || item.holdExpiresAt.getTime() <= now);
  // Stays whose site was taken, or whose 2 hours are over, are not held again by "Hold again": each says what to do.
  const reholdable = items.some((item) => !item.holdProblem);
  if (allExpired) {
    return (
      <>
        <Button fullWidth mt="md" size="md" disabled aria-describedby="checkout-blocked">
          Check out
        </Button>
        <Text id="checkout-blocked" size="sm" mt="xs">
          {reholdable
            ? "Your holds have expired. Press “Hold again” above to hold the sites while they are free, then check out."
            : "Your holds have expired. Each stay above says what you can do, then check out."}
        </Text>
      </>
    );
  }
  return (
    <Link href="/checkout" className={`${styles.primary} ${styles.checkout}`}>
      Check out
    </Link>
  );
}

/**
 * `/cart`: every park's items with their details and add-ons, promo codes, the hold timer and the totals. What a
 * hold action did is said once, in a polite status under the timer. `watch` is the availability alert's form for a
 * stay nothing is free for (the page brings it: the alerts feature builds on the cart).
 */
export function CartView({ watch }: { watch?: WatchSlot } = {}) {
  const { cart, cartCreatedAt, isLoading } = useCart();
  const [announcement, setAnnouncement] = useState("");
  if (isLoading) {
    return <LoadingStatus>Loading your cart…</LoadingStatus>;
  }
  if (!cart || cart.itemCount === 0) {
    return (
      <EmptyCart title="Your cart is empty">
        Find a cabin, an RV site or a tent site for your dates, and it waits here while you decide.
      </EmptyCart>
    );
  }
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <div>
          <HoldTimer cart={cart} announce={setAnnouncement} />
          <p role="status" className={styles.announcement}>
            {announcement}
          </p>
        </div>
        {cartCreatedAt && (
          <p className={styles.touched}>
            Cart last changed <TimeAgo date={cartCreatedAt} />
          </p>
        )}
        {cart.parkShoppingCartsArray.map((park) => (
          <section key={park.parkId} className={styles.park} aria-labelledby={`park-${park.parkId}`}>
            <h2 id={`park-${park.parkId}`} className={styles.parkName}>
              {park.parkName}
            </h2>
            <ul className={styles.items}>
              {park.shoppingCartItems.map((item) => (
                <ItemCard
                  key={item.reservationDetailId}
                  cart={cart}
                  park={park}
                  item={item}
                  watch={watch}
                  announce={setAnnouncement}
                />
              ))}
            </ul>
            <CancellationPolicyNote park={park} />
            <PromoCodeForm cart={cart} park={park} />
            <ParkTotals park={park} />
          </section>
        ))}
      </div>
      <aside className={styles.summary} aria-labelledby="cart-summary">
        <h2 id="cart-summary" className={styles.summaryTitle}>
          Order summary
        </h2>
        <OrderTotals totals={cart.totals} dueNow={cart.dueNow} />
        <FeesNote fees={cart.totals.fees} />
        <CheckoutLink cart={cart} />
        <Link href="/" className={styles.secondary}>
          Add another site
        </Link>
      </aside>
    </div>
  );
}
