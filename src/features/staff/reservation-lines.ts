import { formatUsd, sumCents } from "@/lib/money";
import { nightsLabel } from "@/lib/stay-format";

/** One line of a reservation's price as the desk reads it; a discount is negative. */
export type PriceLine = {
  key: string;
  kind: "nights" | "lock" | "addon" | "other" | "subtotal" | "discount" | "taxes" | "total";
  label: string;
  /** How the amount comes about ("2 × $45.00"), or null. */
  detail: string | null;
  amountCents: number;
};

export type ReservationPrice = {
  nightlyPricesCents: readonly number[];
  lockFeeCents: number;
  subtotalCents: number;
  discountCents: number;
  taxesCents: number;
  totalCents: number;
};

export type ReservationAddon = {
  name: string;
  kind: "daily_rate" | "online_store";
  quantity: number;
  totalCents: number;
  mandatory: boolean;
};

/** "2 nights × $45.00" when every night costs the same, else each night's price (an average for a long stay). */
function nightsDetail(nights: readonly number[]): string | null {
  if (nights.length === 0) return null;
  const first = nights[0]!;
  if (nights.every((night) => night === first)) return `${nightsLabel(nights.length)} × ${formatUsd(first)}`;
  if (nights.length > 7) {
    return `${nightsLabel(nights.length)}, ${formatUsd(Math.round(sumCents(nights) / nights.length))} a night on average`;
  }
  return `${nightsLabel(nights.length)}: ${nights.map(formatUsd).join(" + ")}`;
}

/**
 * A reservation's price as lines that add up (the stored amounts are the truth): the nights, the site-lock fee,
 * each add-on (mandatory fees marked), then the subtotal, the discount, the taxes and the total. Should the
 * stored subtotal differ from its parts (an older re-price, a rounding), an "Other charges" line shows the
 * difference rather than a sum that does not add up.
 */
export function reservationPriceLines(
  price: ReservationPrice,
  addons: readonly ReservationAddon[],
): PriceLine[] {
  const nightsCents = sumCents(price.nightlyPricesCents);
  const lines: PriceLine[] = [
    {
      key: "nights",
      kind: "nights",
      label: "Nights",
      detail: nightsDetail(price.nightlyPricesCents),
      amountCents: nightsCents,
    },
  ];
  if (price.lockFeeCents !== 0) {
    lines.push({
      key: "lock",
      kind: "lock",
      label: "Site lock fee",
      detail: null,
      amountCents: price.lockFeeCents,
    });
  }
  addons.forEach((addon, index) => {
    const parts = [
      addon.mandatory ? "Included fee" : null,
      addon.quantity !== 1 ? `${addon.quantity} ×` : null,
      addon.kind === "daily_rate" ? "per night" : null,
    ].filter(Boolean);
    lines.push({
      key: `addon-${index}`,
      kind: "addon",
      label: addon.name,
      detail: parts.length > 0 ? parts.join(", ") : null,
      amountCents: addon.totalCents,
    });
  });
  const parts = sumCents(lines.map((line) => line.amountCents));
  if (parts !== price.subtotalCents) {
    lines.push({
      key: "other",
      kind: "other",
      label: "Other charges",
      detail: "The stored subtotal less the lines above",
      amountCents: price.subtotalCents - parts,
    });
  }
  lines.push({
    key: "subtotal",
    kind: "subtotal",
    label: "Subtotal",
    detail: null,
    amountCents: price.subtotalCents,
  });
  if (price.discountCents !== 0) {
    lines.push({
      key: "discount",
      kind: "discount",
      label: "Discount",
      detail: null,
      amountCents: -price.discountCents,
    });
  }
  lines.push({ key: "taxes", kind: "taxes", label: "Taxes", detail: null, amountCents: price.taxesCents });
  lines.push({ key: "total", kind: "total", label: "Total", detail: null, amountCents: price.totalCents });
  return lines;
}

type FolioLineWords = {
  kind: "CHARGE" | "PAYMENT" | "REFUND" | "ADJUSTMENT";
  description: string;
  amount: number;
  method: "CARD" | "SAVED_CARD" | "CASH" | "CHECK" | null;
  status: "PENDING" | "SUCCEEDED" | "FAILED";
  tendered: number | null;
  change: number | null;
  checkNumber: string | null;
};

/** A folio line in the desk's words: what it is, with cash tendered, a check's number, or a pending or failed card. */
export function folioLineWords(line: FolioLineWords): string {
  const details = [
    line.tendered !== null
      ? `${formatUsd(line.tendered)} tendered, ${formatUsd(line.change ?? 0)} change`
      : null,
    line.checkNumber ? `check no. ${line.checkNumber}` : null,
    line.status === "PENDING" ? "pending" : line.status === "FAILED" ? "failed" : null,
  ].filter(Boolean);
  return details.length > 0 ? `${line.description} (${details.join(", ")})` : line.description;
}

/** A line's amount as it moves the balance: payments take from it ("−$50.00"), charges and refunds add. */
export function folioAmountWords(line: Pick<FolioLineWords, "kind" | "amount">): string {
  const owedMore = line.kind === "PAYMENT" ? -line.amount : line.amount;
  return owedMore < 0 ? `−${formatUsd(-owedMore)}` : formatUsd(owedMore);
}

/** Who wrote a line: the staff member's name, "Guest", or "Lantern" for a job. */
export function folioActorWords(actor: { kind: "GUEST" | "STAFF" | "JOB"; name: string | null }): string {
  if (actor.kind === "GUEST") return "Guest";
  if (actor.kind === "JOB") return "Lantern";
  return actor.name ?? "A former team member";
}

type StaffSettlementShown =
  | { kind: "kept" }
  | { kind: "refunded"; cents: number }
  | { kind: "owed"; cents: number }
  | { kind: "reduced"; cents: number };

/** What became of a change's price difference, in one sentence. */
export function settlementWords(settlement: StaffSettlementShown): string {
  if (settlement.kind === "refunded") return `${formatUsd(settlement.cents)} refunded.`;
  if (settlement.kind === "reduced") return `${formatUsd(settlement.cents)} less owed at the park.`;
  if (settlement.kind === "owed") return `${formatUsd(settlement.cents)} more owed at the park.`;
  return "Price kept.";
}

/**
 * A change's quote in the desk's words, shown before it is made: the new total against the old, and where the
 * difference goes (`button`: what the confirming button adds to its verb).
 */
export function changeQuoteWords(quote: {
  oldTotalCents: number;
  newTotalCents: number;
  settlement: StaffSettlementShown;
}): { total: string; money: string; button: string } {
  const { settlement } = quote;
  const total =
    quote.newTotalCents === quote.oldTotalCents
      ? `Total stays ${formatUsd(quote.oldTotalCents)}.`
      : `New total ${formatUsd(quote.newTotalCents)} (was ${formatUsd(quote.oldTotalCents)}).`;
  if (settlement.kind === "owed") {
    const amount = formatUsd(settlement.cents);
    return { total, money: `${amount} more to pay at the park.`, button: `${amount} more owed` };
  }
  if (settlement.kind === "refunded") {
    const amount = formatUsd(settlement.cents);
    return { total, money: `${amount} refunded to the guest.`, button: `refund ${amount}` };
  }
  if (settlement.kind === "reduced") {
    const amount = formatUsd(settlement.cents);
    return {
      total,
      money: `${amount} less owed at the park; nothing to refund.`,
      button: `${amount} less owed`,
    };
  }
  return { total, money: "Nothing to pay or refund.", button: "no charge" };
}

export type ReservationStatusKey = "confirmed" | "canceled" | "checkedIn" | "checkedOut";

/** Where a reservation stands, as the desk says it: cancelled, checked out, checked in or confirmed. */
export function reservationStatus(row: {
  status: "confirmed" | "canceled";
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
}): { key: ReservationStatusKey; words: string } {
  if (row.status === "canceled") return { key: "canceled", words: "Cancelled" };
  if (row.checkedOutAt) return { key: "checkedOut", words: "Checked out" };
  if (row.checkedInAt) return { key: "checkedIn", words: "Checked in" };
  return { key: "confirmed", words: "Confirmed" };
}
