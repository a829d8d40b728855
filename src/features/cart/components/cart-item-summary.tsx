import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { CATEGORY_LABELS } from "@/features/parks/campsite-categories";
import { guestsSummary } from "@/features/search/search-form";
import { formatStayDate, nightsLabel } from "@/features/search/stay-format";
import { formatUsd } from "@/lib/money";
import type { Cart } from "../cart.schemas";
import styles from "./cart-item-summary.module.css";

type CartItem = Cart["parkShoppingCartsArray"][number]["shoppingCartItems"][number];

/** The add-ons of an item as priced lines: daily-rate add-ons for the stay, store add-ons by quantity. */
function addonLines(item: CartItem) {
  return [
    ...item.dailyRateAddons.map((addon) => ({
      key: addon.id,
      text: `${addon.name}${addon.quantity > 1 ? ` × ${addon.quantity}` : ""}`,
      amount: addon.pricing.tripTotalBeforeTaxesFeesAndDiscounts,
    })),
    ...item.onlineStoreAddons.map((addon) => ({
      key: addon.id,
      text: `${addon.name} × ${addon.quantity}`,
      amount: addon.pricing.unitPrice * addon.quantity,
    })),
  ];
}

/**
 * One stay in the cart: type, site ("your pick" or assigned at check-in), dates, party, rig, add-ons and the
 * subtotal. The cart adds its actions as children; checkout shows it as it is.
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
  const addons = addonLines(item);
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
      <dl className={styles.facts}>
        <div>
          <dt>Site</dt>
          <dd>
            {item.siteLocked ? (
              <>
                <IconLock size={14} aria-hidden /> {item.campsite.name} (your pick)
              </>
            ) : (
              "Assigned at check-in"
            )}
          </dd>
        </div>
        <div>
          <dt>Dates</dt>
          <dd>
            {formatStayDate(item.dates.start)} → {formatStayDate(item.dates.end)} · {nightsLabel(item.nights)}
          </dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd>{guestsSummary(item.guests)}</dd>
        </div>
        {item.equipment && (
          <div>
            <dt>Rig</dt>
            <dd>
              {item.equipment.type}
              {item.equipment.rvLength ? `, ${item.equipment.rvLength} ft` : ""}
            </dd>
          </div>
        )}
      </dl>
      {addons.length > 0 && (
        <ul className={styles.addons} aria-label={`Add-ons for ${item.campsiteType.name}`}>
          {addons.map((addon) => (
            <li key={addon.key}>
              <span>{addon.text}</span>
              <span>{formatUsd(addon.amount)}</span>
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}
