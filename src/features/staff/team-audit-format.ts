import {
  formatDayWithYear,
  formatInstantDate,
  formatInstantTime,
  formatStayWithYear,
  PARKS_TIME_ZONE,
} from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { roleWord, TEAM_ROLES, type TeamRole } from "@/lib/team-roles";
import { settlementWords } from "./reservation-lines";

/** The roles the team screen gives (a guest or a plain user is not a team role to hand out). */
export const GIVEN_ROLES = ["MANAGER", "ADMIN", "OWNER"] as const satisfies readonly TeamRole[];

/** A member's parks as names: `null` is every park, an empty list no park at all. */
export function parksWords(
  parkIds: readonly string[] | null,
  parkNames: ReadonlyMap<string, string>,
): string {
  if (parkIds === null) return "Every park";
  if (parkIds.length === 0) return "No park";
  return parkIds.map((id) => parkNames.get(id) ?? "Unknown park").join(", ");
}

/** An entry's day and time on its park's clock, the zone named for a reader elsewhere: "Jul 14, 2027", "4:05 PM EDT". */
export function auditTimeParts(at: Date, timeZone: string = PARKS_TIME_ZONE): { day: string; time: string } {
  return { day: formatInstantDate(at, timeZone), time: formatInstantTime(at, timeZone, { zoneName: true }) };
}

/** "Jul 14, 2027, 4:05 PM EDT": {@link auditTimeParts} in one line. */
export function auditTimeWords(at: Date, timeZone: string = PARKS_TIME_ZONE): string {
  const { day, time } = auditTimeParts(at, timeZone);
  return `${day}, ${time}`;
}

/** What an entry's values are read with: the names of the ids in it (the server's `names`) and its park's clock. */
export type AuditReading = { names?: Readonly<Record<string, string>>; timeZone?: string };

/** One line of an audit entry's change: `Label: before → after`, or `Label: value` when both sides agree. */
export type AuditChange = {
  key: string;
  label: string;
  before: string | null;
  after: string | null;
  changed: boolean;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Keys whose names are not the generic reading of the key ("totalCents" → "Total" comes on its own). */
const LABELS: Record<string, string> = {
  campsiteId: "Site",
  campsiteTypeId: "Site type",
  type: "Site type",
  seasonId: "Season",
  parkId: "Park",
  parkIds: "Parks",
  userId: "Member",
  addonId: "Add-on",
  promoCodeId: "Promo code",
  photoIds: "Photos",
  nightlyCents: "Nightly rate",
  nightlyPricesCents: "Nightly prices",
  lockFeeCents: "Site lock fee",
  notifiedGuest: "Guest e-mailed",
  overriddenRules: "Rules overridden",
  refundChoice: "Refund asked",
  checkedInAt: "Checked in",
  checkedOutAt: "Checked out",
  orderConfirmation: "Confirmation",
  settlement: "Price difference",
  start: "First night",
  end: "Last night",
  email: "E-mail",
  noShow: "No-show",
  alt: "Alt text",
  balanceDueDays: "Balance due (days before arrival)",
};

/** A key as a label: "totalCents" → "Total", "weekendFactorBp" → "Weekend factor", "stayFrom" → "Stay from". */
export function labelOf(key: string): string {
  const known = LABELS[key];
  if (known) return known;
  const words = key
    .replace(/(Cents|Bp|Ids|Id)$/, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Choices the console stores in capitals or snake case, in the words the desk uses. */
const CHOICE_WORDS: Record<string, string> = {
  NIGHTS: "booked nights kept, added nights priced",
  KEEP: "price kept",
  REPRICE: "re-priced",
  POLICY: "by the booked terms",
  FULL: "in full",
  NONE: "none",
  DEPOSIT: "deposit",
  PERCENTAGE: "percent off",
  FIXED: "amount off",
  CHARGE: "charge",
  ADJUSTMENT: "adjustment",
  READY: "ready",
  NEEDS_CLEANING: "needs cleaning",
  OUT_OF_ORDER: "out of order",
  ready: "ready",
  needs_cleaning: "needs cleaning",
  out_of_order: "out of order",
  canceled: "cancelled",
  confirmed: "confirmed",
  pay_at_park: "pay at the park",
  pay_link: "pay link",
  phone_only: "phone bookings only",
  daily_rate: "per night",
  online_store: "online store",
};

/** Keys whose text is a person's own words or a name: told as written, never read as a choice. */
const FREE_TEXT = new Set([
  "name",
  "code",
  "description",
  "label",
  "note",
  "alt",
  "title",
  "text",
  "site",
  "type",
  "season",
  "email",
  "orderConfirmation",
  "party",
  "visibleMessage",
  "reason",
  "key",
  "link",
  "linkText",
  "url",
]);

/** What a missing value means under some keys ("every park", "the park's" factor). */
const NULL_WORDS: Record<string, string> = {
  parkId: "Every park",
  parkIds: "Every park",
  campsiteTypeId: "every type",
  seasonId: "every season",
  weekendFactorBp: "the park's",
  checkedInAt: "not yet",
  checkedOutAt: "not yet",
  note: "none",
  weekdays: "every day",
  arrivalWeekdays: "any day",
  departureWeekdays: "any day",
};

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Basis points: a factor as "×1.15", anything else (a discount, a fee, a tax) as "10 %". */
function basisPointsWords(key: string, bp: number): string {
  if (/factor/i.test(key)) return `×${(bp / 10_000).toFixed(2)}`;
  return `${Number((bp / 100).toFixed(2))} %`;
}

/** An id by its thing's name; an id of something the server could not name, by its first characters. */
function idWords(id: string, reading: AuditReading): string {
  return reading.names?.[id] ?? (UUID.test(id) ? id.slice(0, 8) : id);
}

function textWords(key: string, text: string, reading: AuditReading): string {
  if (/Ids?$/.test(key)) return idWords(text, reading);
  if (ISO_DATE.test(text)) return formatDayWithYear(text);
  if (ISO_INSTANT.test(text)) return auditTimeWords(new Date(text), reading.timeZone);
  if (FREE_TEXT.has(key)) return text;
  if (key === "role" && (TEAM_ROLES as readonly string[]).includes(text)) return roleWord(text as TeamRole);
  const known = CHOICE_WORDS[text];
  if (known) return known;
  // Any other choice in capitals or snake case ("RESERVATION_MINIMUM" → "reservation minimum").
  if (/^[A-Z]{3,}(_[A-Z0-9]+)*$/.test(text) || /^[a-z]+(_[a-z0-9]+)+$/.test(text)) {
    return text.toLowerCase().replace(/_/g, " ");
  }
  return text;
}

type Deposit = { percent?: number; nights?: number; amount?: number };

/** A park's payment policy in a line: "in full at booking" or "deposit of 25 %, the rest 14 days before arrival". */
function paymentPolicyWords(policy: Record<string, unknown>): string | null {
  const days = typeof policy.balanceDueDays === "number" ? policy.balanceDueDays : null;
  if (policy.kind === "FULL") return "paid in full at booking";
  if (policy.kind !== "DEPOSIT" || !isRecord(policy.deposit)) return null;
  const deposit = policy.deposit as Deposit;
  const what =
    deposit.percent !== undefined
      ? `${deposit.percent} %`
      : deposit.nights !== undefined
        ? `the first ${deposit.nights === 1 ? "night" : `${deposit.nights} nights`}`
        : deposit.amount !== undefined
          ? formatUsd(deposit.amount)
          : "part";
  return `deposit of ${what}${days === null ? "" : `, the rest ${days} day${days === 1 ? "" : "s"} before arrival`}`;
}

/** What became of a change's price difference: a staff change's four outcomes, or a guest's card charged. */
function settlementLine(settlement: Record<string, unknown>): string | null {
  const cents = typeof settlement.cents === "number" ? settlement.cents : 0;
  switch (settlement.kind) {
    case "kept":
      return "none";
    case "charged":
      return `${formatUsd(cents)} charged${settlement.cardLast4 ? ` to the card ending ${settlement.cardLast4}` : ""}`;
    case "refunded":
    case "owed":
    case "reduced":
      return settlementWords({ kind: settlement.kind, cents }).replace(/\.$/, "");
    default:
      return null;
  }
}

function recordWords(key: string, value: Record<string, unknown>, reading: AuditReading): string {
  if (key === "settlement") {
    const words = settlementLine(value);
    if (words) return words;
  }
  if (key === "paymentPolicy") {
    const words = paymentPolicyWords(value);
    if (words) return words;
  }
  if (typeof value.amount === "number" && Object.keys(value).length === 1) return formatUsd(value.amount);
  if (typeof value.start === "string" && typeof value.end === "string" && ISO_DATE.test(value.start)) {
    return ISO_DATE.test(value.end)
      ? formatStayWithYear(value.start, value.end)
      : `${value.start} – ${value.end}`;
  }
  return Object.entries(value)
    .map(([inner, innerValue]) => `${labelOf(inner).toLowerCase()} ${valueWords(inner, innerValue, reading)}`)
    .join(", ");
}

function listWords(key: string, list: readonly unknown[], reading: AuditReading): string {
  if (list.length === 0) return "none";
  if (/weekdays$/i.test(key) && list.every((day) => typeof day === "number")) {
    return list.map((day) => WEEKDAYS[day as number] ?? String(day)).join(", ");
  }
  if (list.every(isRecord)) return `${list.length} ${list.length === 1 ? "entry" : "entries"}`;
  const itemKey = key.replace(/Ids$/, "Id");
  return list.map((item) => valueWords(itemKey, item, reading)).join(", ");
}

/**
 * A value as a person reads it: names for ids, dollars for cents, percent or ×factor for basis points, days and
 * times on the park's clock, yes/no, choices in words; anything nested as short label–value phrases.
 */
export function valueWords(key: string, value: unknown, reading: AuditReading = {}): string {
  if (value === undefined) return "—";
  if (value === null) return NULL_WORDS[key] ?? "—";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") {
    if (/Cents$/.test(key)) return formatUsd(value);
    if (/Bp$/.test(key)) return basisPointsWords(key, value);
    return String(value);
  }
  if (typeof value === "string") return textWords(key, value, reading);
  if (Array.isArray(value)) {
    if (key === "parkIds" && value.length === 0) return "No park";
    return listWords(key, value, reading);
  }
  if (isRecord(value)) return recordWords(key, value, reading);
  return String(value);
}

/**
 * The order a person reads a change in: what and when, then the money, then how it was done. The database keeps
 * an entry's keys in its own order (shortest first), so the entry's order is not the writer's; other keys follow.
 */
const KEY_ORDER = [
  "site",
  "campsiteId",
  "name",
  "code",
  "email",
  "role",
  "parkIds",
  "type",
  "campsiteTypeId",
  "season",
  "seasonId",
  "start",
  "end",
  "startDate",
  "endDate",
  "arrival",
  "departure",
  "dates",
  "party",
  "status",
  "note",
  "description",
  "totalCents",
  "nightlyPricesCents",
  "nightlyCents",
  "balanceCents",
  "paidCents",
  "amountCents",
  "refundCents",
  "pricing",
  "settlement",
  "payment",
  "method",
  "refundChoice",
  "notifiedGuest",
  "overriddenRules",
  "orderConfirmation",
];

const rank = (key: string) => {
  const index = KEY_ORDER.indexOf(key);
  return index === -1 ? KEY_ORDER.length : index;
};

/** An id key the entry also names in words (`site` beside `campsiteId`): the words are enough. */
const NAMED_BESIDE: Record<string, string> = {
  campsiteId: "site",
  campsiteTypeId: "type",
  seasonId: "season",
};

/**
 * An audit entry's `before` and `after` as lines a person reads: every key of either side once, the usual ones in
 * {@link KEY_ORDER}, the others as the entry holds them (before's keys first). A side that is not an object (a plain value) counts as one key, `value`.
 * A key only one side has (a side missing: nothing before an invite; or what a change did, such as its pricing)
 * reads as that side's value alone.
 */
export function auditChanges(before: unknown, after: unknown, reading: AuditReading = {}): AuditChange[] {
  const side = (value: unknown): Record<string, unknown> | null =>
    value === null || value === undefined ? null : isRecord(value) ? value : { value };
  const was = side(before);
  const is = side(after);
  const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])]
    .filter((key) => {
      const beside = NAMED_BESIDE[key];
      return !beside || !(beside in (was ?? {}) || beside in (is ?? {}));
    })
    .sort((a, b) => rank(a) - rank(b));
  return keys.map((key) => {
    const both = was !== null && is !== null;
    const discount = key === "value" ? discountKeys(was, is) : null;
    return {
      key,
      label: discount ? "Discount" : labelOf(key),
      before: was && key in was ? valueWords(discount?.before ?? key, was[key], reading) : null,
      after: is && key in is ? valueWords(discount?.after ?? key, is[key], reading) : null,
      changed: !both || JSON.stringify(was[key]) !== JSON.stringify(is[key]),
    };
  });
}

/**
 * A promo code's `value` is basis points off or cents off by its `discountType` (that side's, else the other's):
 * the keys each side's value is read as, or null when the entry says neither.
 */
function discountKeys(
  was: Record<string, unknown> | null,
  is: Record<string, unknown> | null,
): { before: string; after: string } | null {
  const keyOf = (type: unknown) =>
    type === "PERCENTAGE" ? "valueBp" : type === "FIXED" ? "valueCents" : null;
  const before = keyOf(was?.discountType ?? is?.discountType);
  const after = keyOf(is?.discountType ?? was?.discountType);
  return before && after ? { before, after } : null;
}

/** A change's value: `Manager → Admin` when it changed, `Admin` when it did not or one side is missing. */
export function changeValue(change: AuditChange): string {
  return change.before !== null && change.after !== null && change.changed
    ? `${change.before} → ${change.after}`
    : (change.before ?? change.after ?? "—");
}

/** One change as a line: `Role: Manager → Admin`. */
export function changeLine(change: AuditChange): string {
  return `${change.label}: ${changeValue(change)}`;
}

/** Which side an entry has when it has only one (an invite has only `after`, a removal only `before`). */
export function onlySide(before: unknown, after: unknown): "before" | "after" | null {
  const missing = (value: unknown) => value === null || value === undefined;
  if (missing(before) && !missing(after)) return "after";
  if (!missing(before) && missing(after)) return "before";
  return null;
}

/** Actions told in full; any other is told by its last word's verb ("campsite.deactivate" → "Deactivated"). */
const ACTION_WORDS: Record<string, string> = {
  "reservation.create": "Booked at the desk",
  "reservation.modify": "Changed the stay",
  "reservation.guestChange": "Guest changed the stay online",
  "reservation.noShow": "Marked a no-show",
  "reservation.note": "Added a note",
  "reservation.takePayment": "Took a cash payment",
  "reservation.folio.charge": "Charged the folio",
  "reservation.folio.adjust": "Adjusted the folio",
  "reservation.folio.refund": "Refunded",
  "reservation.folio.payLink": "Sent a pay link",
  "park.paymentPolicy.update": "Changed the payment policy",
  "rate.season": "Set the season rate",
  "site.housekeeping": "Set housekeeping",
  "team.accept": "Accepted the invitation",
};

const VERB_WORDS: Record<string, string> = {
  create: "Added",
  update: "Changed",
  remove: "Removed",
  reorder: "Reordered",
  upload: "Uploaded",
  activate: "Activated",
  deactivate: "Deactivated",
  reactivate: "Reactivated",
  archive: "Archived",
  restore: "Restored",
  invite: "Invited",
  cancel: "Cancelled",
  checkIn: "Checked in",
  checkOut: "Checked out",
  rerate: "Re-rated",
};

/** An audit action in words ("reservation.modify" → "Changed the stay", "block.create" → "Added"). */
export function auditActionWords(action: string): string {
  const known = ACTION_WORDS[action];
  if (known) return known;
  const verb = action.split(".").at(-1) ?? action;
  const word = VERB_WORDS[verb];
  if (word) return word;
  const words = verb.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
