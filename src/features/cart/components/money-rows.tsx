import { formatUsd } from "@/lib/money";
import { type ChargeLine, formatLineAmount } from "@/lib/price-breakdown";
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

/**
 * Lines of the shared price breakdown (`src/lib/price-breakdown.ts`), and optionally the total they add up to:
 * a mandatory fee carries an "Included" tag (it is in every price shown, not an opt-in add-on).
 */
export function ChargeRows({
  lines,
  total,
  compact = false,
}: {
  lines: ChargeLine[];
  total?: { label: string; amount: number };
  compact?: boolean;
}) {
  return (
    <dl className={compact ? `${styles.rows} ${styles.compact}` : styles.rows}>
      {lines.map((line) => (
        <div key={line.key} data-kind={line.kind}>
          <dt>
            <span>
              {line.label}
              {line.included && <span className={styles.included}>Included</span>}
            </span>
            {line.detail && <span className={styles.detail}>{line.detail}</span>}
          </dt>
          <dd>{formatLineAmount(line.amount)}</dd>
        </div>
      ))}
      {total && (
        <div className={styles.total} data-kind="total">
          <dt>{total.label}</dt>
          <dd>{formatUsd(total.amount)}</dd>
        </div>
      )}
    </dl>
  );
}
