"use client";

import { Button } from "@mantine/core";
import { useInterval } from "@mantine/hooks";
import { IconClock } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import type { Cart } from "../cart.schemas";
import { useCartActions } from "../use-cart-actions";
import styles from "./hold-timer.module.css";

/** "12:05" left until `until`, or null once it has passed. */
function timeLeft(until: Date | null, now: number): string | null {
  if (!until) return null;
  const seconds = Math.floor((until.getTime() - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** Whether any of the cart's holds has run out at `now`. */
export function hasExpiredHold(cart: Cart, now: number): boolean {
  return cart.parkShoppingCartsArray.some((park) =>
    park.shoppingCartItems.some((item) => item.expired || item.holdExpiresAt.getTime() <= now),
  );
}

/** The current time, ticking every second. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval]);
  return now;
}

/** How long the sites stay held, with a button to extend (or re-hold) them (WCAG 2.2.1 Timing Adjustable). */
export function HoldTimer({ cart }: { cart: Cart }) {
  const { extendHold } = useCartActions();
  const now = useNow();
  const left = timeLeft(cart.holdExpiresAt, now);
  const expired = hasExpiredHold(cart, now);
  return (
    <div className={styles.timer} data-expired={expired || undefined}>
      <IconClock size={22} aria-hidden />
      <p>
        {expired ? (
          <strong>Some of your holds have expired. Hold them again while the sites are free.</strong>
        ) : (
          <>
            Your sites are held for you for <strong className={styles.clock}>{left ?? "0:00"}</strong> more.
          </>
        )}
      </p>
      <Button
        variant={expired ? "filled" : "light"}
        onClick={() => extendHold.mutate({ shoppingCartUuid: cart.id })}
        loading={extendHold.isPending}
      >
        {expired ? "Hold again" : "Extend hold"}
      </Button>
    </div>
  );
}
