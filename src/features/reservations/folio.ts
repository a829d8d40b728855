/**
 * A reservation's folio, pure (domain.md "Money"): what a stay's charges are as it is stored now, what lines bring
 * a folio's charges there, and the totals read from its lines. The I/O is `folio.service.ts`.
 */

export type FolioLineKind = "charge" | "payment" | "refund" | "adjustment";
export type FolioLineStatus = "pending" | "succeeded" | "failed";

/** One charge as the stay holds it: `item` keys it across re-prices (`nights`, `addon:Firewood`, `taxes`…). */
export type ChargeItem = { item: string; description: string; amountCents: number };

/** The part of a line the totals and the diff read. */
export type LedgerLine = {
  kind: FolioLineKind;
  item: string | null;
  description: string;
  amountCents: number;
  status: FolioLineStatus;
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * A confirmed stay's charges from its stored price: nights (what the subtotal holds beyond the lock fee and the
 * add-ons), the lock fee, each add-on, the discount (a credit) and the taxes. They sum to the stay's total.
 */
export function chargeItemsOf(stay: {
  nights: number;
  subtotalCents: number;
  lockFeeCents: number;
  discountCents: number;
  taxesCents: number;
  discountLabel: string | null;
  addons: readonly { name: string; quantity: number; totalCents: number }[];
}): ChargeItem[] {
  const addonsCents = stay.addons.reduce((sum, addon) => sum + addon.totalCents, 0);
  const items: ChargeItem[] = [
    {
      item: "nights",
      description: plural(stay.nights, "night", "nights"),
      amountCents: stay.subtotalCents - stay.lockFeeCents - addonsCents,
    },
    { item: "lock_fee", description: "Site lock fee", amountCents: stay.lockFeeCents },
    ...stay.addons.map((addon) => ({
      item: `addon:${addon.name}`,
      description: addon.quantity > 1 ? `${addon.name} × ${addon.quantity}` : addon.name,
      amountCents: addon.totalCents,
    })),
    { item: "discount", description: stay.discountLabel ?? "Discount", amountCents: -stay.discountCents },
    { item: "taxes", description: "Taxes", amountCents: stay.taxesCents },
  ];
  return items.filter((item) => item.amountCents !== 0 || item.item === "nights");
}

/** Lines that count: a failed payment or refund moved no money. */
const counted = (line: LedgerLine) => line.status !== "failed";

/**
 * Charges: what the stay costs (charge and adjustment lines). Paid: payments less refunds. Balance: charges less
 * paid — what the guest owes, negative when the park owes the guest.
 */
export function folioTotals(lines: readonly LedgerLine[]): {
  chargesCents: number;
  paidCents: number;
  balanceCents: number;
} {
  let charges = 0;
  let paid = 0;
  for (const line of lines.filter(counted)) {
    if (line.kind === "charge" || line.kind === "adjustment") charges += line.amountCents;
    else if (line.kind === "payment") paid += line.amountCents;
    else paid -= line.amountCents;
  }
  return { chargesCents: charges, paidCents: paid, balanceCents: charges - paid };
}

/** The items a stay's stored price makes (`chargeItemsOf`): the ones a re-price or a cancellation rewrites. */
export const isStayItem = (item: string) =>
  item === "nights" ||
  item === "lock_fee" ||
  item === "discount" ||
  item === "taxes" ||
  item.startsWith("addon:");

/**
 * The charge lines that bring a folio's stay charges (`isStayItem`) to `target` item by item: a new item is charged, a dropped one
 * reversed ("Cancelled: …" once the stay is cancelled, "Removed: …" otherwise), a changed one charged or
 * credited the difference. Items already right post nothing, so writing the same price twice posts nothing; other charges (a fee kept,
 * a store item) are left as they are.
 */
export function chargeChanges(
  lines: readonly LedgerLine[],
  target: readonly ChargeItem[],
  options: { cancelled: boolean; previous?: readonly ChargeItem[] },
): ChargeItem[] {
  const current = new Map<string, { amountCents: number; description: string }>();
  for (const line of lines) {
    if (line.kind !== "charge" || line.item === null || !isStayItem(line.item)) continue;
    const was = current.get(line.item);
    current.set(line.item, {
      amountCents: (was?.amountCents ?? 0) + line.amountCents,
      description: was?.description ?? line.description,
    });
  }
  // What each item was called just before (the stay as it read before a change), else as it was first charged.
  const named = (item: string) =>
    options.previous?.find((candidate) => candidate.item === item)?.description ??
    current.get(item)?.description ??
    item;
  const changes: ChargeItem[] = [];
  const wanted = new Set(target.map((item) => item.item));
  for (const item of target) {
    const was = current.get(item.item)?.amountCents ?? 0;
    const difference = item.amountCents - was;
    if (difference === 0) continue;
    const before = named(item.item);
    const description =
      was === 0
        ? item.description
        : before === item.description
          ? `${item.description}, re-priced`
          : `${item.description} (was ${before})`;
    changes.push({ item: item.item, description, amountCents: difference });
  }
  for (const [item, was] of current) {
    if (wanted.has(item) || was.amountCents === 0) continue;
    changes.push({
      item,
      description: `${options.cancelled ? "Cancelled" : "Removed"}: ${named(item)}`,
      amountCents: -was.amountCents,
    });
  }
  return changes;
}

/**
 * A cancellation's refund under the booked terms, applied to what was paid (domain.md "Money"): the terms keep
 * `total − quoted refund`; a stay paid only in part (a deposit) loses that from what it paid, never more.
 */
export function refundOfPaid(
  quote: { refund: number },
  stay: { totalCents: number; paidCents: number },
): { refund: number; fee: number } {
  const paid = Math.max(0, stay.paidCents);
  const kept = Math.max(0, stay.totalCents - quote.refund);
  const refund = Math.max(0, Math.min(paid, paid - kept));
  return { refund, fee: paid - refund };
}
