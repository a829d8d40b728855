import type { ReactNode } from "react";
import { CATEGORY_LABELS } from "@/lib/campsites/categories";
import { formatUsd } from "@/lib/money";
import { stayBreakdown } from "@/lib/price-breakdown";
import type { Cart } from "../cart.schemas";
import { breakdownStayOfCartItem } from "../cart-breakdown";
import styles from "./cart-item-summary.module.css";
import { ChargeRows } from "./money-rows";
import { StayFacts } from "./stay-facts";

type CartItem = Cart["parkShoppingCartsArray"][number]["shoppingCartItems"][number];

/**
 * One stay in the cart: type, site ("your pick" or assigned at check-in), dates, party, rig, and its price lines
 * (nights, included fees, site lock, add-ons) adding up to the subtotal. The cart adds its actions as children; checkout shows it as it is.
 */
export function CartItemSummary({
  item,
  headingLevel = 3,
  children,
}: {
  item: CartItem;
  headingLevel?: 3 | 4;
  children?: ReactNode;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  const headingId = `item-${item.reservationDetailId}`;
  return (
    <article className={styles.item} aria-labelledby={headingId} data-expired={item.expired || undefined}>
      <div className={styles.itemHead}>
        <div>
          <p className={styles.category}>{CATEGORY_LABELS[item.campsiteType.campsiteCategoryCode]}</p>
          <Heading id={headingId} className={styles.itemName}>
            {item.campsiteType.name}
          </Heading>
        </div>
        <p className={styles.itemPrice}>{formatUsd(item.subtotal)}</p>
      </div>
      {item.expired && <p className={styles.expired}>Hold expired</p>}
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
            <dt>Rig</dt>
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
