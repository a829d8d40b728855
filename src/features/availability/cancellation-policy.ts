import { formatDayWithYear } from "@/lib/date-format";
import { basisPointsOf } from "@/lib/money";
import { addDays } from "@/lib/stay-dates";

export type CancellationTerms = {
  /** Full refund when cancelled at least this many days before arrival. */
  fullRefundDaysBefore: number;
  /** Fee kept after that, in basis points of the reservation total (10000 = everything). */
  lateCancellationFeeBp: number;
};

export type CancellationQuote = { refund: number; fee: number; fullRefundUntil: string };

/**
 * What cancelling a reservation refunds today under its park's policy (domain.md): everything until
 * `fullRefundDaysBefore` days before arrival, then the total less the late fee, and nothing online once the
 * arrival day has come (the stay has begun: the park handles it). `today` is the date at the park.
 */
export function quoteCancellation(
  terms: CancellationTerms,
  stay: { arrival: string; totalCents: number },
  today: string,
): CancellationQuote | null {
  if (today >= stay.arrival) return null;
  const fullRefundUntil = addDays(stay.arrival, -terms.fullRefundDaysBefore);
  if (today <= fullRefundUntil) return { refund: stay.totalCents, fee: 0, fullRefundUntil };
  const fee = Math.min(stay.totalCents, basisPointsOf(stay.totalCents, terms.lateCancellationFeeBp));
  return { refund: stay.totalCents - fee, fee, fullRefundUntil };
}

/** "a fee of 25 % of the stay", "no refund" (a fee of everything). */
function lateTerms(feeBp: number): string {
  if (feeBp >= 10_000) return "no refund";
  return `a fee of ${Number((feeBp / 100).toFixed(2))} % of the stay`;
}

export type CancellationDeadline = {
  arrival: string;
  /** The last day (at the park) a cancellation refunds everything; may be past for a late booking. */
  fullRefundUntil: string;
  /** What a guest reads before paying, with the exact deadline in park time. */
  text: string;
};

/**
 * The cancellation terms of one stay as a guest reads them before paying (issue 12 §3), from the same rule as
 * `quoteCancellation`: "Free cancellation until 11:59 pm on Tue, Jul 7, 2027 (park time); after that a fee of
 * 25 % of the stay; no online cancellation from the arrival day (Tue, Jul 14, 2027)". `today` is the date at
 * the park.
 */
export function describeCancellationDeadline(
  terms: CancellationTerms,
  arrival: string,
  today: string,
): CancellationDeadline {
  const fullRefundUntil = addDays(arrival, -terms.fullRefundDaysBefore);
  const fromArrival = `no online cancellation from the arrival day (${formatDayWithYear(arrival)})`;
  let text: string;
  if (today >= arrival) {
    text = "This stay begins today: it can no longer be cancelled online, only by calling the park.";
  } else if (terms.lateCancellationFeeBp === 0) {
    text = `Free cancellation until 11:59 pm on ${formatDayWithYear(addDays(arrival, -1))} (park time); ${fromArrival}.`;
  } else if (today <= fullRefundUntil) {
    text = `Free cancellation until 11:59 pm on ${formatDayWithYear(fullRefundUntil)} (park time); after that ${lateTerms(terms.lateCancellationFeeBp)}; ${fromArrival}.`;
  } else {
    const late = lateTerms(terms.lateCancellationFeeBp);
    text = `The free-cancellation period for these dates ended on ${formatDayWithYear(fullRefundUntil)}: cancelling now means ${late}; ${fromArrival}.`;
  }
  return { arrival, fullRefundUntil, text };
}

/** One deadline per distinct arrival of a park's stays, earliest first. */
export function describeCancellationDeadlines(
  terms: CancellationTerms,
  arrivals: readonly string[],
  today: string,
): CancellationDeadline[] {
  return [...new Set(arrivals)].sort().map((arrival) => describeCancellationDeadline(terms, arrival, today));
}
