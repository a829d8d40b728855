import type { Cart } from "@/features/cart/cart.schemas";
import { CartItemSummary } from "@/features/cart/components/cart-item-summary";
import { FeesNote, OrderTotals, ParkTotals } from "@/features/cart/components/cart-totals";
import { promoCodeOutcome } from "@/features/cart/discount-choice";
import styles from "./checkout-form.module.css";

/** Step 5: every stay per park as it will be booked, each park's discount and taxes, and the order total. */
export function OrderReview({ cart }: { cart: Cart }) {
  return (
    <div className={styles.stack}>
      {cart.parkShoppingCartsArray.map((park) => (
        <section key={park.parkId} className={styles.reviewPark} aria-labelledby={`review-${park.parkId}`}>
          <h3 id={`review-${park.parkId}`} className={styles.reviewParkName}>
            {park.parkName}
          </h3>
          <ul className={styles.reviewItems}>
            {park.shoppingCartItems.map((item) => (
              <li key={item.reservationDetailId}>
                <CartItemSummary item={item} headingLevel={4} />
              </li>
            ))}
          </ul>
          {park.promoCode && <p className={styles.promo}>{promoCodeOutcome(park)}</p>}
          <ParkTotals park={park} />
        </section>
      ))}
      <section className={styles.reviewTotal} aria-labelledby="review-total">
        <h3 id="review-total" className={styles.reviewParkName}>
          Order total
        </h3>
        <OrderTotals totals={cart.totals} dueNow={cart.dueNow} />
        <FeesNote fees={cart.totals.fees} />
      </section>
    </div>
  );
}
