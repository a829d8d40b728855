import { formatClockTime } from "@/lib/date-format";
import { confirmationPageUrl } from "./order-links";
import type { OrderConfirmation } from "./orders.schemas";

const PRODUCT_ID = "-//Lantern//Lantern Booking//EN";
/** RFC 5545 §3.1: a content line is at most 75 octets, continued on lines that start with one space. */
const MAX_LINE_OCTETS = 75;

/**
 * The order's stays as an iCalendar file (RFC 5545) for the confirmation e-mail: one all-day event per confirmed
 * reservation, from arrival to departure (DTEND is exclusive, as the stay's departure day is). Cancelled
 * reservations are left out. The UID is stable, so importing a later copy updates the event instead of adding one.
 */
export function orderCalendar(order: OrderConfirmation, options: { appUrl: string }): string {
  const orderUrl = confirmationPageUrl(options.appUrl, order.invoiceUuid);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:${PRODUCT_ID}`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
  ];
  for (const stay of order.campsiteConfirmationSummaries) {
    if (stay.status !== "confirmed") continue;
    const park = order.parks.find((candidate) => candidate.id === stay.park.id);
    const description = [
      `Confirmation code: ${order.orderConfirmation}`,
      stay.siteLocked
        ? `Site: ${stay.campsite.name} (${stay.campsiteType.name})`
        : `Site: ${stay.campsiteType.name}, assigned at check-in`,
      ...(park
        ? [
            `Check-in from ${formatClockTime(park.checkInTime)}, check-out by ${formatClockTime(park.checkOutTime)}`,
          ]
        : []),
      `Your booking: ${orderUrl}`,
    ].join("\n");
    lines.push(
      "BEGIN:VEVENT",
      `UID:${stay.reservationId}@lantern`,
      `DTSTAMP:${utcDateTime(order.createdAt)}`,
      `DTSTART;VALUE=DATE:${basicDate(stay.dates.start)}`,
      `DTEND;VALUE=DATE:${basicDate(stay.dates.end)}`,
      `SUMMARY:${escapeText(`${stay.campsiteType.name} at ${stay.park.name}`)}`,
      ...(park ? [`LOCATION:${escapeText(park.address)}`] : []),
      `DESCRIPTION:${escapeText(description)}`,
      `URL:${orderUrl}`,
      "STATUS:CONFIRMED",
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}

/** "2027-07-09" → "20270709" (the DATE value type). */
function basicDate(isoDate: string): string {
  return isoDate.replaceAll("-", "");
}

/** An instant as a UTC DATE-TIME: "20270601T120000Z". */
function utcDateTime(instant: Date): string {
  return instant
    .toISOString()
    .replace(/\.\d{3}/, "")
    .replace(/[-:]/g, "");
}

/** TEXT values escape backslash, semicolon and comma, and write line breaks as "\n" (RFC 5545 §3.3.11). */
function escapeText(value: string): string {
  return value.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n|\r/g, "\\n");
}

const utf8 = new TextEncoder();

/** Folds a content line at 75 octets, never inside a multi-byte UTF-8 character. */
function foldLine(line: string): string {
  if (utf8.encode(line).length <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = "";
  let currentOctets = 0;
  // Continuation lines start with a space, which counts towards their 75 octets.
  let limit = MAX_LINE_OCTETS;
  for (const character of line) {
    const octets = utf8.encode(character).length;
    if (currentOctets + octets > limit) {
      parts.push(current);
      current = "";
      currentOctets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += character;
    currentOctets += octets;
  }
  parts.push(current);
  return parts.join("\r\n ");
}
