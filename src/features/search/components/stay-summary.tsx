import { IconLock } from "@tabler/icons-react";
import type { StayQuote } from "@/features/availability/stay-quote";
import { formatUsd } from "@/lib/money";
import { type ChosenAddonLine, stayTotals } from "../chosen-addons";
import { MemberPrice } from "./member-price";
import styles from "./site-chooser.module.css";

type StaySummaryProps = {
  quote: StayQuote;
  /** The locked site's name, or null when the park assigns one. */
  lockedSiteName: string | null;
  addons: readonly ChosenAddonLine[];
  /** "Pet Fee × 2 $5.00 a night": the party's mandatory fees, already inside the nightly price. */
  feesIncluded: readonly string[];
};

/** "Your stay": what the site chooser's choices add up to, read out again whenever one changes. */
export function StaySummary({ quote, lockedSiteName, addons, feesIncluded }: StaySummaryProps) {
  const nightsLabel = `${quote.nights} night${quote.nights === 1 ? "" : "s"}`;
  const { totalCents, memberTotalCents } = stayTotals(quote, addons);
  return (
    <section className={styles.summary} aria-labelledby="stay-summary-title" aria-live="polite">
      <h4 id="stay-summary-title" className={styles.summaryTitle}>
        Your stay
      </h4>
      <dl className={styles.lines}>
        <div>
          <dt>
            {formatUsd(quote.averageNightlyCents)} × {nightsLabel} (avg.)
          </dt>
          <dd>{formatUsd(quote.stayCents)}</dd>
        </div>
        <div>
          <dt>
            {lockedSiteName ? (
              <>
                <IconLock size={14} aria-hidden /> Site lock: {lockedSiteName}
              </>
            ) : (
              "Site: any available, assigned at check-in"
            )}
          </dt>
          <dd>{formatUsd(quote.lockFeeCents)}</dd>
        </div>
        {addons.map((line) => (
          <div key={line.id} data-testid="summary-addon">
            <dt className={styles.addonLine}>
              {line.name}
              <span className={styles.addonDetail}>{line.detail}</span>
            </dt>
            <dd>{formatUsd(line.totalCents)}</dd>
          </div>
        ))}
        <div className={styles.totalLine}>
          <dt>{memberTotalCents === null ? "Total before taxes" : "Member total before taxes"}</dt>
          <dd>
            {memberTotalCents === null ? (
              formatUsd(totalCents)
            ) : (
              <MemberPrice regularCents={totalCents} memberCents={memberTotalCents} />
            )}
          </dd>
        </div>
      </dl>
      <p className={styles.summaryNote}>
        Nightly prices include the park&apos;s mandatory fees
        {feesIncluded.length > 0 ? ` (${feesIncluded.join(", ")})` : ""}. Taxes and promo codes come in the
        cart, where add-ons can still be changed.
      </p>
    </section>
  );
}
