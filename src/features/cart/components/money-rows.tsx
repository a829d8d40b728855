import { formatUsd } from "@/lib/money";
import styles from "./money-rows.module.css";

export type MoneyRow = {
  label: string;
  /** Cents; shown with a minus sign when `deduction`. */
  amount: number;
  deduction?: boolean;
  /** The row that sums up the ones above it. */
  total?: boolean;
};

/** Labelled amounts, one per row (subtotal, discounts, taxes, total), as a description list. */
export function MoneyRows({ rows }: { rows: MoneyRow[] }) {
  return (
    <dl className={styles.rows}>
      {rows.map((row) => (
        <div key={row.label} className={row.total ? styles.total : undefined}>
          <dt>{row.label}</dt>
          <dd>
            {row.deduction ? "−" : ""}
            {formatUsd(row.amount)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
