"use client";

import { Button } from "@mantine/core";
import { useInterval } from "@mantine/hooks";
import { IconClock } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { formatInstantTime, PARKS_TIME_ZONE } from "@/lib/date-format";
import type { Cart } from "../cart.schemas";
import { extendOffer } from "../hold-rules";
import { useCartActions } from "../use-cart-actions";
import styles from "./hold-timer.module.css";

/** "12:05" left until `until`, or null once it has passed. */
function timeLeft(until: Date | null, now: number): string | null {
  if (!until) return null;
  const seconds = Math.floor((until.getTime() - now) / 1000);
  if (seconds <= 0) return null;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * "3:42 PM EDT": the parks' clock, named, as an alert's offer tells its end (a camper elsewhere reads the zone).
 */
export const holdTime = (instant: Date) => formatInstantTime(instant, PARKS_TIME_ZONE, { zoneName: true });

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

/** What an extend or re-hold did, in words, from the cart the server answered. */
function outcomeOf(cart: Cart): string {
  const items = cart.parkShoppingCartsArray.flatMap((park) => park.shoppingCartItems);
  const lost = items.filter((item) => item.holdProblem);
  if (lost.length > 0) {
    const names = lost.map((item) => item.campsiteType.name).join(", ");
    return `We could not hold ${names} again: see why below.`;
  }
  return cart.holdExpiresAt
    ? `Done: your sites are held until ${holdTime(cart.holdExpiresAt)}.`
    : "Your sites could not be held again.";
}

/**
 * How long the sites stay held, with a button that says until when extending holds them, and that the 2-hour limit
 * ends the extensions (WCAG 2.2.1 Timing Adjustable); expired holds are held again while their sites are free.
 * What each press did is said in `announce` (a polite status the cart shows and screen readers read), or under the
 * timer.
 */
export function HoldTimer({ cart, announce }: { cart: Cart; announce?: (message: string) => void }) {
  const { extendHold } = useCartActions();
  // Without a status of the page's (checkout), the timer says it under itself.
  const [said, setSaid] = useState("");
  const say = announce ?? setSaid;
  const now = useNow();
  const items = cart.parkShoppingCartsArray.flatMap((park) => park.shoppingCartItems);
  const left = timeLeft(cart.holdExpiresAt, now);
  const expired = hasExpiredHold(cart, now);
  // Expired stays whose sites someone took, or whose 2 hours are over, have their own way forward below.
  const reholdable = items.some(
    (item) => (item.expired || item.holdExpiresAt.getTime() <= now) && !item.holdProblem,
  );
  const offer = extendOffer(items, now);
  const press = () =>
    extendHold.mutate(
      { shoppingCartUuid: cart.id },
      {
        onSuccess: (answered) => say(outcomeOf(answered)),
        onError: (error) => say(error.message),
      },
    );

  const timer = (
    <div className={styles.timer} data-expired={expired || undefined}>
      <IconClock size={22} aria-hidden />
      <div className={styles.text}>
        <p>
          {expired ? (
            <strong>
              {reholdable
                ? "Some of your holds have expired. Hold them again while the sites are free."
                : "Some of your holds have expired: see each stay below."}
            </strong>
          ) : (
            <>
              Your sites are held for you for <strong className={styles.clock}>{left ?? "0:00"}</strong> more
              {cart.holdExpiresAt && ` (until ${holdTime(cart.holdExpiresAt)})`}.
            </>
          )}
          {expired && left && (
            <>
              {" "}
              The others are held for <strong className={styles.clock}>{left}</strong> more.
            </>
          )}
        </p>
        {offer.kind === "extend" && offer.last && !reholdable && (
          <p className={styles.note} id="hold-limit-note">
            That is as long as we can hold them: sites are held at most 2 hours from your first hold.
          </p>
        )}
        {offer.kind === "limit" && (
          <p className={styles.note}>
            Held until {holdTime(offer.until)}, the longest we can hold a site (2 hours from your first hold).
            Check out before then.
          </p>
        )}
      </div>
      {reholdable ? (
        <Button variant="filled" className={styles.action} onClick={press} loading={extendHold.isPending}>
          Hold again
        </Button>
      ) : (
        offer.kind === "extend" && (
          <Button
            variant="light"
            className={styles.action}
            onClick={press}
            loading={extendHold.isPending}
            aria-describedby={offer.last ? "hold-limit-note" : undefined}
          >
            Extend hold until {holdTime(offer.until)}
          </Button>
        )
      )}
    </div>
  );
  if (announce) return timer;
  return (
    <div>
      {timer}
      <p role="status" className={styles.said}>
        {said}
      </p>
    </div>
  );
}
