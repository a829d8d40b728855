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
