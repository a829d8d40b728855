import { formatUsd } from "@/lib/money";
import { orderSummaryLines, parkBreakdown } from "@/lib/price-breakdown";
import type { Cart } from "../cart.schemas";
import { breakdownParkOfCart } from "../cart-breakdown";
import { ChargeRows } from "./money-rows";
import styles from "./money-rows.module.css";

type ParkCart = Cart["parkShoppingCartsArray"][number];

/** One park's subtotal (its stays' lines above), discount, taxes and total: the shared breakdown's summary. */
export function ParkTotals({ park }: { park: ParkCart }) {
  const breakdown = parkBreakdown(breakdownParkOfCart(park));
  return (
    <ChargeRows
      lines={breakdown.summary}
      total={{ label: `${park.parkName} total`, amount: breakdown.total }}
    />
  );
}

/** The whole cart's subtotal, discounts, taxes and total. */
export function OrderTotals({ totals }: { totals: Cart["totals"] }) {
  return <ChargeRows lines={orderSummaryLines(totals)} total={{ label: "Total", amount: totals.total }} />;
}

/** Mandatory fees are inside the prices (all-in) and itemized as "Included"; this says how much they are. */
export function FeesNote({ fees }: { fees: number }) {
  if (fees === 0) return null;
  return (
    <p className={styles.note}>
      The subtotal includes {formatUsd(fees)} of mandatory park fees and site locks, itemized with each stay.
    </p>
  );
}
