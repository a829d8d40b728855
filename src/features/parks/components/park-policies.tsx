import { IconCalendarCancel, IconClock, IconReceiptTax } from "@tabler/icons-react";
import { formatBasisPoints } from "../park-contact";
import type { ParkDetail } from "../park-detail";
import { CheckInOutRows } from "./check-in-out-rows";
import styles from "./park-policies.module.css";
import ui from "./park-ui.module.css";

type ParkPoliciesProps = {
  park: Pick<ParkDetail, "checkInTime" | "checkOutTime" | "cancellationPolicy" | "policies" | "taxes">;
};

/** Check-in and check-out, the cancellation terms, taxes and the park's house rules. */
export function ParkPolicies({ park }: ParkPoliciesProps) {
  return (
    <div className={styles.layout}>
      <div className={styles.highlights}>
        <div className={styles.highlight}>
          <span className={ui.iconBadge}>
            <IconClock aria-hidden size={20} stroke={1.75} />
          </span>
          <div>
            <h3 className={styles.heading}>Check-in &amp; check-out</h3>
            <dl className={styles.times}>
              <CheckInOutRows checkInTime={park.checkInTime} checkOutTime={park.checkOutTime} />
            </dl>
          </div>
        </div>
        <div className={styles.highlight}>
          <span className={ui.iconBadge}>
            <IconCalendarCancel aria-hidden size={20} stroke={1.75} />
          </span>
          <div>
            <h3 className={styles.heading}>Cancellation</h3>
            <p className={styles.text}>{park.cancellationPolicy.summary}</p>
          </div>
        </div>
        {park.taxes.length > 0 && (
          <div className={styles.highlight}>
            <span className={ui.iconBadge}>
              <IconReceiptTax aria-hidden size={20} stroke={1.75} />
            </span>
            <div>
              <h3 className={styles.heading}>Taxes</h3>
              <p className={styles.text}>
                {park.taxes.map((tax) => `${tax.name} (${formatBasisPoints(tax.rateBp)})`).join(" and ")} are
                added at checkout.
              </p>
            </div>
          </div>
        )}
      </div>
      {park.policies.length > 0 && (
        <dl className={styles.rules}>
          {park.policies.map((policy) => (
            <div key={policy.title} className={styles.rule}>
              <dt>{policy.title}</dt>
              <dd>{policy.body}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}
