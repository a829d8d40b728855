import { formatUsd } from "@/lib/money";
import type { Cart } from "../cart.schemas";
import { MoneyRows } from "./money-rows";
import styles from "./money-rows.module.css";

type ParkCart = Cart["parkShoppingCartsArray"][number];

/** One park's subtotal, discount, taxes and total. */
export function ParkTotals({ park }: { park: ParkCart }) {
  return (
    <MoneyRows
      rows={[
        { label: "Subtotal", amount: park.subtotal },
        ...(park.discount
          ? [{ label: park.discount.label, amount: park.discount.amount, deduction: true }]
          : []),
        { label: "Taxes", amount: park.taxes },
        { label: `${park.parkName} total`, amount: park.total, total: true },
      ]}
    />
  );
}

/** The whole cart's subtotal, discounts, taxes and total. */
export function OrderTotals({ totals }: { totals: Cart["totals"] }) {
  return (
    <MoneyRows
      rows={[
        { label: "Subtotal", amount: totals.subtotal },
        ...(totals.discounts > 0 ? [{ label: "Discounts", amount: totals.discounts, deduction: true }] : []),
        { label: "Taxes", amount: totals.taxes },
        { label: "Total", amount: totals.total, total: true },
      ]}
    />
  );
}

/** Fees are inside the prices (all-in); this says how much of the total they are. */
export function FeesNote({ fees }: { fees: number }) {
  if (fees === 0) return null;
  return (
    <p className={styles.note}>
      Prices include {formatUsd(fees)} of park fees (mandatory fees and site locks).
    </p>
  );
}
