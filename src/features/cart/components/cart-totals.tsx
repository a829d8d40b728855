import { formatDayWithYear } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { orderSummaryLines, parkBreakdown } from "@/lib/price-breakdown";
import type { Cart } from "../cart.schemas";
import { breakdownParkOfCart } from "../cart-breakdown";
import { ChargeRows, MoneyRows } from "./money-rows";
import styles from "./money-rows.module.css";

type ParkCart = Cart["parkShoppingCartsArray"][number];

/**
 * One park's subtotal (its stays' lines above), discount, taxes and total: the shared breakdown's summary; with a
 * deposit, what is due today and what on which date (decision 0050).
 */
export function ParkTotals({ park }: { park: ParkCart }) {
  const breakdown = parkBreakdown(breakdownParkOfCart(park));
  const { payment } = park;
  return (
    <>
      <ChargeRows
        lines={breakdown.summary}
        total={{ label: `${park.parkName} total`, amount: breakdown.total }}
      />
      {payment.balanceDue > 0 && payment.balanceDueOn && (
        <>
          <MoneyRows
            rows={[
              { label: "Due today", amount: payment.dueNow },
              { label: `Due ${formatDayWithYear(payment.balanceDueOn)}`, amount: payment.balanceDue },
            ]}
          />
          <p className={styles.note}>{payment.summary}</p>
        </>
      )}
    </>
  );
}

/** The whole cart's subtotal, discounts, taxes and total, and what is due today when a deposit leaves a balance. */
export function OrderTotals({ totals, dueNow }: { totals: Cart["totals"]; dueNow: number }) {
  return (
    <>
      <ChargeRows lines={orderSummaryLines(totals)} total={{ label: "Total", amount: totals.total }} />
      {dueNow !== totals.total && (
        <MoneyRows
          rows={[
            { label: "Due today", amount: dueNow, total: true },
            { label: "Due later (see each park)", amount: totals.total - dueNow },
          ]}
        />
      )}
    </>
  );
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
