import { formatUsd, sumCents } from "./money";

/**
 * The one breakdown of a booking's price that the cart, checkout, the confirmation page and the confirmation
 * e-mail all show (docs/decisions/0017): per stay its nights (average × n), the mandatory fees marked included,
 * the site lock, the add-ons; per park the discount and the taxes; and the total. Pure; amounts in signed cents.
 *
 * Invariants (checked by {@link breakdownProblems}, and by a property test over generated carts):
 * - a stay's lines add up to its subtotal;
 * - a park's summary lines (subtotal of its stays, discount, taxes) add up to the park's total;
 * - the order's summary lines add up to the order's total, the sum of the parks' totals.
 */

export type ChargeLine = {
  /** Unique within its list. */
  key: string;
  kind: "nights" | "fee" | "lock" | "addon" | "subtotal" | "discount" | "taxes";
  label: string;
  /** How the amount comes about, e.g. "1 × $5.00 a night × 2 nights". */
  detail: string | null;
  /** Signed cents: a discount is negative. */
  amount: number;
  /** A mandatory fee: part of every all-in price shown, never an opt-in add-on. */
  included: boolean;
};

export type BreakdownStay = {
  id: string;
  nights: number;
  nightsCents: number;
  lockFeeCents: number;
  /** The locked site's name, or null when the park assigns the site. */
  lockedSiteName: string | null;
  dailyRateAddons: readonly {
    name: string;
    quantity: number;
    unitPriceCents: number;
    totalCents: number;
    mandatory: boolean;
  }[];
  onlineStoreAddons: readonly {
    name: string;
    quantity: number;
    unitPriceCents: number;
    totalCents: number;
  }[];
};

export type BreakdownPark = {
  id: string;
  name: string;
  stays: readonly BreakdownStay[];
  discount: { label: string; amountCents: number } | null;
  taxesCents: number;
  /** The park's total as charged. */
  totalCents: number;
};

export type StayBreakdown = { id: string; lines: ChargeLine[]; subtotal: number };
export type ParkBreakdown = {
  id: string;
  name: string;
  stays: StayBreakdown[];
  summary: ChargeLine[];
  total: number;
};
export type OrderBreakdown = { parks: ParkBreakdown[]; summary: ChargeLine[]; total: number };

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** total / count rounded half-up, in integers. */
function averageHalfUp(totalCents: number, count: number): number {
  return Math.floor((2 * totalCents + count) / (2 * count));
}

const line = (
  key: string,
  kind: ChargeLine["kind"],
  label: string,
  amount: number,
  options: { detail?: string | null; included?: boolean } = {},
): ChargeLine => ({
  key,
  kind,
  label,
  detail: options.detail ?? null,
  amount,
  included: options.included ?? false,
});

/** A stay's lines, in the order a guest reads them: nights, included fees, site lock, add-ons. */
export function stayBreakdown(stay: BreakdownStay): StayBreakdown {
  const nights = plural(stay.nights, "night", "nights");
  const perNight = (addon: BreakdownStay["dailyRateAddons"][number]) =>
    `${addon.quantity} × ${formatUsd(addon.unitPriceCents)} a night × ${nights}`;
  const fees = stay.dailyRateAddons.filter((addon) => addon.mandatory);
  const chosen = stay.dailyRateAddons.filter((addon) => !addon.mandatory);
  const lines: ChargeLine[] = [
    line(
      "nights",
      "nights",
      stay.nights > 0
        ? `${nights} × ${formatUsd(averageHalfUp(stay.nightsCents, stay.nights))} (avg.)`
        : "Nights",
      stay.nightsCents,
    ),
    ...fees.map((addon, index) =>
      line(`fee-${index}`, "fee", addon.name, addon.totalCents, { detail: perNight(addon), included: true }),
    ),
    ...(stay.lockFeeCents > 0
      ? [
          line(
            "lock",
            "lock",
            stay.lockedSiteName ? `Site lock: ${stay.lockedSiteName}` : "Site lock",
            stay.lockFeeCents,
          ),
        ]
      : []),
    ...chosen.map((addon, index) =>
      line(`daily-${index}`, "addon", addon.name, addon.totalCents, { detail: perNight(addon) }),
    ),
    ...stay.onlineStoreAddons.map((addon, index) =>
      line(`store-${index}`, "addon", addon.name, addon.totalCents, {
        detail: `${addon.quantity} × ${formatUsd(addon.unitPriceCents)}`,
      }),
    ),
  ];
  return { id: stay.id, lines, subtotal: sumCents(lines.map((entry) => entry.amount)) };
}

/** A park's stays and its summary: the stays' subtotal, the discount (nights only), the taxes. */
export function parkBreakdown(park: BreakdownPark): ParkBreakdown {
  const stays = park.stays.map(stayBreakdown);
  const summary: ChargeLine[] = [
    line("subtotal", "subtotal", "Subtotal", sumCents(stays.map((stay) => stay.subtotal))),
    ...(park.discount && park.discount.amountCents > 0
      ? [
          line("discount", "discount", park.discount.label, -park.discount.amountCents, {
            detail: "on nights",
          }),
        ]
      : []),
    line("taxes", "taxes", "Taxes", park.taxesCents),
  ];
  return { id: park.id, name: park.name, stays, summary, total: park.totalCents };
}

/** Every park's breakdown and the order's summary; the order's total is the sum of the parks' totals. */
export function orderBreakdown(parks: readonly BreakdownPark[]): OrderBreakdown {
  const parts = parks.map(parkBreakdown);
  const sumKind = (kind: ChargeLine["kind"]) =>
    sumCents(
      parts.flatMap((part) => part.summary.filter((entry) => entry.kind === kind).map((e) => e.amount)),
    );
  const summary = orderSummaryLines({
    subtotal: sumKind("subtotal"),
    discounts: -sumKind("discount"),
    taxes: sumKind("taxes"),
  });
  return { parks: parts, summary, total: sumCents(parts.map((part) => part.total)) };
}

/** An order's summary from its totals (discounts as a positive amount): subtotal, discounts, taxes. */
export function orderSummaryLines(totals: {
  subtotal: number;
  discounts: number;
  taxes: number;
}): ChargeLine[] {
  return [
    line("subtotal", "subtotal", "Subtotal", totals.subtotal),
    ...(totals.discounts !== 0 ? [line("discount", "discount", "Discounts", -totals.discounts)] : []),
    line("taxes", "taxes", "Taxes", totals.taxes),
  ];
}

export function sumLines(lines: readonly ChargeLine[]): number {
  return sumCents(lines.map((entry) => entry.amount));
}

/** What does not add up, in words (empty when every line adds up to what is shown as its total). */
export function breakdownProblems(order: OrderBreakdown): string[] {
  const problems: string[] = [];
  for (const park of order.parks) {
    for (const stay of park.stays) {
      if (sumLines(stay.lines) !== stay.subtotal) problems.push(`${park.name}: stay ${stay.id} lines`);
    }
    const subtotal = park.summary.find((entry) => entry.kind === "subtotal")?.amount;
    if (subtotal !== sumCents(park.stays.map((stay) => stay.subtotal))) {
      problems.push(`${park.name}: subtotal is not the sum of its stays`);
    }
    if (sumLines(park.summary) !== park.total) {
      problems.push(`${park.name}: summary adds up to ${sumLines(park.summary)}, total is ${park.total}`);
    }
  }
  if (sumLines(order.summary) !== order.total) {
    problems.push(`order: summary adds up to ${sumLines(order.summary)}, total is ${order.total}`);
  }
  return problems;
}

/** "−$12.00" for a discount, "$12.00" otherwise. */
export function formatLineAmount(amount: number): string {
  return amount < 0 ? `−${formatUsd(-amount)}` : formatUsd(amount);
}
