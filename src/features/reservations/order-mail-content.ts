import { stayKind, stayKindText } from "@/features/cart/stay-kind";
import { formatClockTime, formatDayWithYear, formatStayWithYear } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import {
  type ChargeLine,
  formatLineAmount,
  orderSummaryLines,
  parkBreakdown,
  stayBreakdown,
} from "@/lib/price-breakdown";
import { nightsLabel } from "@/lib/stay-format";
import { breakdownParkOfOrder, breakdownStayOfReservation } from "./order-breakdown";
import { cancelReservationUrl, confirmationPageUrl } from "./order-links";
import type { OrderConfirmation } from "./orders.schemas";

export type AmountLine = { label: string; amount: string; strong?: boolean };

type Stay = OrderConfirmation["campsiteConfirmationSummaries"][number];

/** A line of the shared breakdown as the e-mail writes it: "Pet Fee (1 × $5.00 a night × 2 nights, included)". */
export function amountLine(line: ChargeLine): AmountLine {
  const notes = [line.detail, line.included ? "included" : null].filter(Boolean).join(", ");
  return { label: notes ? `${line.label} (${notes})` : line.label, amount: formatLineAmount(line.amount) };
}

export type MailStay = {
  reservationId: string;
  /** "Conestoga Wagon, site W3" */
  title: string;
  /** "Cabin Site", or for an RV site booked for a tent "Tent Site · RV site that takes tents" (decision 0069). */
  kind: string;
  /** "Fri, Jul 9 – Sun, Jul 11, 2027 · 2 nights" */
  dates: string;
  /** "2 adults, 1 child, 1 pet" */
  guests: string;
  charges: AmountLine[];
  /** Set for a reservation that was cancelled: "Cancelled, refunded $87.48". */
  cancelled: string | null;
  /** "Full refund if you cancel by Fri, Jun 25, 2027", while that is still ahead. */
  refundDeadline: string | null;
  /** While the stay owes (a deposit's balance): "Paid $25.00 · balance $75.00 due Fri, Jun 25, 2027". */
  balance: string | null;
  cancelUrl: string | null;
};

export type MailPark = {
  name: string;
  address: string;
  phone: string;
  hours: string;
  directionsUrl: string;
  cancellationPolicy: string;
  stays: MailStay[];
  totals: AmountLine[];
};

/** Everything the booking e-mails say, worded once, so the HTML and the plain-text part tell the same facts. */
export type OrderMailContent = {
  code: string;
  firstName: string;
  parks: MailPark[];
  totals: AmountLine[];
  confirmationUrl: string;
};

export function orderMailContent(order: OrderConfirmation, appUrl: string): OrderMailContent {
  return {
    code: order.orderConfirmation,
    firstName: order.guest.firstName,
    parks: order.parks.map((park) => ({
      name: park.name,
      address: park.address,
      phone: park.phone,
      hours: `Check-in from ${formatClockTime(park.checkInTime)} · check-out by ${formatClockTime(park.checkOutTime)}`,
      directionsUrl: park.directionsUrl,
      cancellationPolicy: park.cancellationPolicy,
      stays: order.campsiteConfirmationSummaries
        .filter((stay) => stay.park.id === park.id)
        .map((stay) => mailStay(order, stay, appUrl)),
      totals: parkTotals(order, park),
    })),
    // The order's summary adds up to its total; what was refunded since comes after it.
    totals: [
      ...orderSummaryLines({ subtotal: order.subTotal, discounts: order.discounts, taxes: order.taxes }).map(
        amountLine,
      ),
      { label: "Order total", amount: formatUsd(order.total), strong: true },
      ...(order.refunded > 0 ? [{ label: "Refunded", amount: formatLineAmount(-order.refunded) }] : []),
    ],
    confirmationUrl: confirmationPageUrl(appUrl, order.invoiceUuid),
  };
}

function parkTotals(order: OrderConfirmation, park: OrderConfirmation["parks"][number]): AmountLine[] {
  const breakdown = parkBreakdown(breakdownParkOfOrder(park, order.campsiteConfirmationSummaries));
  return [
    ...breakdown.summary.map(amountLine),
    { label: `Total for ${park.name}`, amount: formatUsd(breakdown.total), strong: true },
  ];
}

export function mailStay(order: OrderConfirmation, stay: Stay, appUrl: string): MailStay {
  const confirmed = stay.status === "confirmed";
  return {
    reservationId: stay.reservationId,
    // An unlocked site may still be moved by the park before arrival, as the confirmation page says.
    title: stay.siteLocked
      ? `${stay.campsiteType.name}, site ${stay.campsite.name}`
      : `${stay.campsiteType.name}, site assigned at check-in`,
    kind: stayKindText(
      stayKind(
        stay.campsiteType.campsiteCategoryCode,
        stay.tripDetails.equipmentType ?? stay.equipment?.type,
      ),
    ),
    dates: `${formatStayWithYear(stay.dates.start, stay.dates.end)} · ${nightsLabel(stay.nights)}`,
    guests: guestsLabel(stay.guests),
    charges: stayBreakdown(breakdownStayOfReservation(stay)).lines.map(amountLine),
    cancelled: confirmed ? null : `Cancelled, refunded ${formatUsd(stay.refund ?? 0)}`,
    refundDeadline:
      confirmed && stay.cancellationQuote?.fee === 0
        ? `Full refund if you cancel by ${formatDayWithYear(stay.cancellationQuote.fullRefundUntil)}`
        : null,
    balance: confirmed ? balanceLine(stay.folio) : null,
    cancelUrl: confirmed ? cancelReservationUrl(appUrl, order.invoiceUuid, stay.reservationId) : null,
  };
}

/** What a stay's folio still asks of the guest, read from the folio (domain.md "Money"); null when nothing. */
export function balanceLine(folio: Stay["folio"]): string | null {
  if (folio.balance <= 0) return null;
  const due = folio.balanceDueOn
    ? `due ${formatDayWithYear(folio.balanceDueOn)}, charged to the card you paid with`
    : "due at the park";
  return `Paid ${formatUsd(folio.paid)} · balance ${formatUsd(folio.balance)} ${due}`;
}

function guestsLabel({ adults, children, pets }: Stay["guests"]): string {
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  return [
    count(adults, "adult", "adults"),
    ...(children > 0 ? [count(children, "child", "children")] : []),
    ...(pets > 0 ? [count(pets, "pet", "pets")] : []),
  ].join(", ");
}

/** The plain-text part: the same facts as the HTML, laid out for a terminal-width reader. */
export function orderConfirmationText(content: OrderMailContent): string {
  const amounts = (lines: AmountLine[], indent: string) =>
    lines.map((line) => `${indent}${line.label}: ${line.amount}`);
  const lines = [
    `Hi ${content.firstName},`,
    "",
    "Thank you for booking with Lantern. We look forward to seeing you.",
    `Your confirmation code: ${content.code}`,
  ];
  for (const park of content.parks) {
    lines.push("", park.name.toUpperCase(), park.address, `Phone: ${park.phone}`, park.hours);
    lines.push(`Directions: ${park.directionsUrl}`);
    for (const stay of park.stays) {
      lines.push(
        "",
        `  ${stay.title}`,
        `  ${stay.kind}`,
        `  ${stay.dates}`,
        `  ${stay.guests}`,
        ...amounts(stay.charges, "  "),
      );
      if (stay.cancelled) lines.push(`  ${stay.cancelled}`);
      if (stay.balance) lines.push(`  ${stay.balance}`);
      if (stay.refundDeadline) lines.push(`  ${stay.refundDeadline}`);
      if (stay.cancelUrl) lines.push(`  Cancel this reservation: ${stay.cancelUrl}`);
    }
    lines.push("", ...amounts(park.totals, ""), `Cancellation policy: ${park.cancellationPolicy}`);
  }
  lines.push(
    "",
    "YOUR ORDER",
    ...amounts(content.totals, ""),
    "",
    `View your booking: ${content.confirmationUrl}`,
  );
  return `${lines.join("\n")}\n`;
}
