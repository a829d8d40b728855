"use client";

import { useSession } from "@/features/authentication/use-session";
import { useCart } from "@/features/cart/use-cart";
import { useActiveMembershipEvent } from "@/features/membership/use-active-membership-event";
import { useWishList } from "@/features/wishlist/use-wish-list";
import styles from "./visitor-status.module.css";

/** Who is visiting and what they hold: the session, wish list, member event and cart queries of spec §7. */
export function VisitorStatus() {
  const { session, isLoading } = useSession();
  const { items } = useWishList();
  const { event } = useActiveMembershipEvent();
  const { itemCount } = useCart();
  return (
    <nav aria-label="Your trip" className={styles.status}>
      {event && <span className={styles.event}>{event.name}</span>}
      {session && <span>Saved: {items.length}</span>}
      <a href="/cart">
        Cart <span data-testid="cart-count">{itemCount}</span>
        <span className={styles.visuallyHidden}> {itemCount === 1 ? "item" : "items"}</span>
      </a>
      <span data-testid="session-state" aria-live="polite">
        {isLoading
          ? ""
          : session
            ? `Signed in as ${session.user.firstName || session.user.email}`
            : "Not signed in"}
      </span>
    </nav>
  );
}
