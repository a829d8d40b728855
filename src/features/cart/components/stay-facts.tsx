import { IconLock } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { formatDay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { guestsSummary, nightsLabel } from "@/lib/stay-format";
import styles from "./stay-facts.module.css";

type Stay = {
  siteLocked: boolean;
  siteName: string;
  dates: { start: string; end: string };
  nights: number;
  guests: { adults: number; children: number; pets: number };
};

/** "Tue, Jul 14 → Thu, Jul 16" */
export function stayDatesLabel(dates: Stay["dates"]): string {
  return `${formatDay(dates.start)} → ${formatDay(dates.end)}`;
}

/**
 * Site ("your pick" or assigned at check-in), dates and party of a stay, as the cart, checkout and the
 * confirmation show them; `children` adds more facts (rig, vehicles…) to the same list.
 */
export function StayFacts({ stay, children }: { stay: Stay; children?: ReactNode }) {
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Site</dt>
        <dd>
          {stay.siteLocked ? (
            <>
              <IconLock size={14} aria-hidden /> {stay.siteName} (your pick)
            </>
          ) : (
            "Assigned at check-in"
          )}
        </dd>
      </div>
      <div>
        <dt>Dates</dt>
        <dd>
          {stayDatesLabel(stay.dates)} · {nightsLabel(stay.nights)}
        </dd>
      </div>
      <div>
        <dt>Guests</dt>
        <dd>{guestsSummary(stay.guests)}</dd>
      </div>
      {children}
    </dl>
  );
}

/** A fact spanning the whole row (long text such as notes). */
export const wideFactClass = styles.wideFact;

/** A stay's add-ons as priced lines, e.g. "Firewood Bundle × 2  $16.00". */
export function AddonLines({ label, lines }: { label: string; lines: { text: string; amount: number }[] }) {
  if (lines.length === 0) return null;
  return (
    <ul className={styles.addons} aria-label={label}>
      {lines.map((line) => (
        <li key={line.text}>
          <span>{line.text}</span>
          <span>{formatUsd(line.amount)}</span>
        </li>
      ))}
    </ul>
  );
}
