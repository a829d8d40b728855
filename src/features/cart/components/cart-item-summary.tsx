import type { ReactNode } from "react";
import { formatUsd } from "@/lib/money";
import { stayBreakdown } from "@/lib/price-breakdown";
import type { Cart } from "../cart.schemas";
import { breakdownStayOfCartItem } from "../cart-breakdown";
import { stayKind, stayKindText } from "../stay-kind";
import styles from "./cart-item-summary.module.css";
import { ChargeRows } from "./money-rows";
import { StayFacts } from "./stay-facts";

type CartItem = Cart["parkShoppingCartsArray"][number]["shoppingCartItems"][number];

/**
 * One stay in the cart: its kind (a tent site, also when it is an RV site that takes tents), type, site ("your pick"
 * or assigned at check-in), dates, party, what the party camps with, and its price lines
 * (nights, included fees, site lock, add-ons) adding up to the subtotal. The cart adds its actions as children; checkout shows it as it is.
 */
export function CartItemSummary({
  item,
  headingLevel = 3,
  notice,
  children,
}: {
  item: CartItem;
  headingLevel?: 3 | 4;
  /** What the cart says under "Hold expired" (why it cannot be held again, and what can be done). */
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const headingId = `item-${item.reservationDetailId}`;
  const kind = stayKind(item.campsiteType.campsiteCategoryCode, item.equipment?.type);
  return (
    <article className={styles.item} aria-labelledby={headingId} data-expired={item.expired || undefined}>
      <div className={styles.itemHead}>
        <div>
          <p className={styles.category} data-converted={kind.converted || undefined}>
            {stayKindText(kind)}
          </p>
          <Heading id={headingId} className={styles.itemName}>
            {item.campsiteType.name}
          </Heading>
        </div>
        <p className={styles.itemPrice}>{formatUsd(item.subtotal)}</p>
      </div>
      {item.expired && <p className={styles.expired}>Hold expired</p>}
      {notice}
      <StayFacts
        stay={{
          siteLocked: item.siteLocked,
          siteName: item.campsite.name,
          dates: item.dates,
          nights: item.nights,
          guests: item.guests,
        }}
      >
        {item.equipment && (
          <div>
            <dt>Camping with</dt>
            <dd>
              {item.equipment.type}
              {item.equipment.rvLength ? `, ${item.equipment.rvLength} ft` : ""}
            </dd>
          </div>
        )}
      </StayFacts>
      <ChargeRows compact lines={stayBreakdown(breakdownStayOfCartItem(item)).lines} />
      {children}
    </article>
  );
}
