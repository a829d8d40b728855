import { formatDay, formatStayWithYear } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";

type Dated = { past: boolean };

/** Orders still to come (any stay not over yet) and those whose stays are all over, each newest first as given. */
export function splitOrders<Order extends Dated>(orders: readonly Order[]) {
  return {
    upcoming: orders.filter((order) => !order.past),
    past: orders.filter((order) => order.past),
  };
}

/** "Tue, Jul 14 – Thu, Jul 16, 2026", with both years when the stay crosses one. */
export function stayDatesText(dates: { start: string; end: string }): string {
  return formatStayWithYear(dates.start, dates.end);
}

export type CancellationQuote = { refund: number; fee: number; fullRefundUntil: string };

/** What cancelling a stay now means for the guest's money, in one or two sentences. */
export function cancellationText(quote: CancellationQuote): string {
  if (quote.refund === 0) {
    return `This stay can no longer be refunded: the park keeps the full ${formatUsd(quote.fee)}.`;
  }
  if (quote.fee === 0) {
    return `You get a full refund of ${formatUsd(quote.refund)}.`;
  }
  return `Full refunds ended on ${formatDay(quote.fullRefundUntil)}, so the park keeps a cancellation fee of ${formatUsd(quote.fee)}. You get ${formatUsd(quote.refund)} back.`;
}
