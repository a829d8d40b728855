import { z } from "zod";
import { ZSearchInput } from "@/features/availability/stay-search.schemas";
import { ZSentMessage } from "@/features/messages/messages.schemas";
import { ZFolio } from "@/features/reservations/folio.schemas";
import { ZAffectedReservation } from "@/lib/affected-reservation";
import { CAMPSITE_CATEGORIES } from "@/lib/campsites/categories";
import { ZInstant, ZIsoDate } from "@/lib/date.input-schemas";
import { ZPayment } from "@/lib/payments/payment.schemas";
import { nightsBetween } from "@/lib/stay-dates";
import { TEAM_ROLES } from "@/lib/team-roles";

import { GRID_MAX_NIGHTS } from "./staff-constants";

export { GRID_MAX_NIGHTS };

export const ZTeamMember = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  parkIds: z.array(z.uuid()).nullable(),
  invitedBy: z.string().nullable(),
  /** Added (decision 0041): `invited` until the role applies (invitation accepted, address confirmed). */
  status: z.enum(["active", "invited"]),
  createdAt: z.date(),
});

export const ZGridInput = z
  .object({ parkId: z.uuid(), from: ZIsoDate, to: ZIsoDate })
  .refine(({ from, to }) => nightsBetween(from, to) >= 1 && nightsBetween(from, to) <= GRID_MAX_NIGHTS, {
    path: ["to"],
    message: `Choose an end after the start, at most ${GRID_MAX_NIGHTS} nights later.`,
  });

export const ZGrid = z.object({
  campsites: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      campsiteTypeId: z.uuid(),
      campsiteTypeName: z.string(),
      category: z.enum(CAMPSITE_CATEGORIES),
      accessible: z.boolean(),
      status: z.enum(["READY", "NEEDS_CLEANING", "OUT_OF_ORDER"]),
    }),
  ),
  claims: z.array(
    z.object({
      id: z.uuid(),
      campsiteId: z.uuid(),
      start: z.iso.date(),
      end: z.iso.date(),
      kind: z.enum(["reservation", "hold", "block"]),
      reservationId: z.uuid().optional(),
      guestName: z.string().optional(),
      status: z.enum(["confirmed", "canceled"]).optional(),
      locked: z.boolean(),
      orderConfirmation: z.string().optional(),
      checkedIn: z.boolean().optional(),
      balanceCents: z.number().int().optional(),
      pinnedNote: z.string().optional(),
    }),
  ),
});

export const ZReason = z.string().trim().min(3, "Say why, in a few words.").max(500);

export const ZBlockInput = z.object({
  parkId: z.uuid(),
  campsiteId: z.uuid(),
  dates: z
    .object({ start: ZIsoDate, end: ZIsoDate })
    .refine(({ start, end }) => nightsBetween(start, end) >= 1 && nightsBetween(start, end) <= 366, {
      path: ["end"],
      message: "Choose an end after the start, at most a year later.",
    }),
  reason: ZReason,
});

const NOT_A_CURSOR = "Not a cursor of this list.";
const ZAuditPosition = z.object({ at: ZInstant, id: z.uuid() });

/** An audit page's cursor: the last entry's time and id, opaque to the caller (a forged one is refused whole). */
export const ZCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[0-9a-f-]{36}$/, { message: NOT_A_CURSOR, abort: true })
  .transform((cursor) => {
    const [at, id] = cursor.split("|") as [string, string];
    return { at: new Date(at), id };
  })
  .refine((position) => ZAuditPosition.safeParse(position).success, NOT_A_CURSOR);

export const ZAuditItem = z.object({
  id: z.uuid(),
  at: z.date(),
  actor: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  parkId: z.uuid().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  /** The clock the entry is told on: its park's time zone, else the parks' own (America/New_York). */
  timeZone: z.string(),
  /** The names of the ids the entry mentions, by id ("T5", "Summer 2027"); a thing deleted since: "1a2b3c4d (removed)". */
  names: z.record(z.string(), z.string()),
});

export const ZFrontDeskRow = z.object({
  reservationId: z.uuid(),
  park: z.object({ id: z.uuid(), name: z.string() }),
  orderConfirmation: z.string(),
  guestName: z.string(),
  guestPhone: z.string(),
  site: z.object({ id: z.uuid(), name: z.string() }),
  campsiteTypeName: z.string(),
  arrival: z.iso.date(),
  departure: z.iso.date(),
  adults: z.number().int(),
  children: z.number().int(),
  pets: z.number().int(),
  equipment: z
    .object({ type: z.string(), rvLength: z.number().optional(), slideOut: z.number().optional() })
    .nullable(),
  balanceCents: z.number().int(),
  /** Added: the stay's last card payment failed (a balance the job could not charge): the desk follows it up. */
  paymentFailed: z.boolean(),
  checkedInAt: z.date().nullable(),
  checkedOutAt: z.date().nullable(),
});

export const ZHousekeeping = z.enum(["READY", "NEEDS_CLEANING", "OUT_OF_ORDER"]);

export const ZNote = z.object({
  id: z.uuid(),
  text: z.string(),
  pinned: z.boolean(),
  at: z.date(),
  author: z.string().nullable(),
});

/** A row of Today: the stay, its pinned notes and its site's housekeeping state (decision 0059). */
export const ZDeskDayRow = ZFrontDeskRow.extend({
  pinnedNotes: z.array(ZNote),
  siteStatus: z.object({ status: ZHousekeeping, note: z.string().nullable() }),
});

export const ZAddNoteInput = z.object({
  reservationId: z.uuid(),
  text: z.string().trim().min(1, "Write the note.").max(1000, "Keep a note under 1,000 characters."),
  pinned: z.boolean().default(false),
});

export const ZNoShowInput = z.object({
  reservationId: z.uuid(),
  refund: z.union([
    z.enum(["POLICY", "NONE"]),
    z.object({ amount: z.number().int("Whole cents.").min(0, "A refund is not negative.") }),
  ]),
  reason: ZReason,
  /** The refund the quote showed: `CONFLICT` when it moved since. */
  expectedRefundCents: z.number().int().optional(),
});

export const ZSetSiteStatusInput = z.object({
  campsiteId: z.uuid(),
  status: ZHousekeeping,
  note: z.string().trim().max(300, "Keep the note under 300 characters.").optional(),
});

export const ZReservationRow = z.object({
  reservationId: z.uuid(),
  orderConfirmation: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string(),
  park: z.object({ id: z.uuid(), name: z.string() }),
  siteName: z.string(),
  campsiteTypeName: z.string(),
  arrival: z.iso.date(),
  departure: z.iso.date(),
  status: z.enum(["confirmed", "canceled"]),
  adults: z.number().int(),
  children: z.number().int(),
  pets: z.number().int(),
  checkedInAt: z.date().nullable(),
  checkedOutAt: z.date().nullable(),
});

const ZReservationPosition = z.object({ arrival: ZIsoDate, id: z.uuid() });

/** A reservation page's cursor: the last row's arrival and id, opaque to the caller (a forged one is refused whole). */
export const ZReservationCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}\|[0-9a-f-]{36}$/, { message: NOT_A_CURSOR, abort: true })
  .transform((cursor) => {
    const [arrival, id] = cursor.split("|") as [string, string];
    return { arrival, id };
  })
  .refine((position) => ZReservationPosition.safeParse(position).success, NOT_A_CURSOR);

export const ZCancelInput = z.object({
  reservationId: z.uuid(),
  refund: z.union([
    z.enum(["POLICY", "FULL", "NONE"]),
    z.object({ amount: z.number().int("Whole cents.").min(0, "A refund is not negative.") }),
  ]),
  reason: ZReason,
  notifyGuest: z.boolean(),
  /** The refund the quote showed: `CONFLICT` when it moved since. */
  expectedRefundCents: z.number().int().optional(),
});

const ZGuestsOfStay = ZSearchInput.shape.guests.refine((guests) => guests.adults >= 1, {
  message: "At least one adult must be in the party.",
  path: ["adults"],
});

/** A walk-in's details: name, e-mail and phone; the address when the guest gives one. */
const ZWalkInGuest = z
  .object({
    firstName: z.string().trim().min(1, "Enter the guest's first name.").max(80),
    lastName: z.string().trim().min(1, "Enter the guest's last name.").max(80),
    email: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.email("Enter an e-mail address like name@example.com").max(254)),
    phone: z
      .string()
      .trim()
      .regex(/^\+?[0-9 ().-]{7,20}$/, "Enter a phone number the park can reach the guest on."),
    address: z
      .object({
        line1: z.string().trim().max(120),
        line2: z.string().trim().max(120).optional(),
        city: z.string().trim().max(80),
        state: z.string().trim().max(40),
        postalCode: z.string().trim().max(10),
        country: z
          .string()
          .trim()
          .toUpperCase()
          .regex(/^[A-Z]{2}$/, "Use a two-letter country code.")
          .default("US"),
      })
      .optional(),
  })
  .transform(({ address, ...guest }) => ({
    ...guest,
    address: address ?? { line1: "", city: "", state: "", postalCode: "", country: "US" },
  }));

const ZOverride = z.object({ reason: ZReason });

export const ZCreateInput = z.object({
  parkId: z.uuid(),
  campsiteId: z.uuid(),
  dates: ZSearchInput.shape.dates,
  guests: ZGuestsOfStay,
  equipment: ZSearchInput.shape.equipment,
  guest: ZWalkInGuest,
  addons: z
    .array(z.object({ addonId: z.uuid(), quantity: z.number().int().min(1).max(20) }))
    .max(30)
    .optional(),
  payment: z.discriminatedUnion("method", [
    z.object({ method: z.literal("card"), card: ZPayment }),
    z.object({
      method: z.literal("cash"),
      /** Added: what the guest handed over, in cents (the change is recorded with it); at least the total. */
      tendered: z.number().int().min(0).max(10_000_000).optional(),
    }),
    z.object({ method: z.literal("pay_at_park") }),
  ]),
  overrideRules: ZOverride.optional(),
  /** A retry with the same key answers the first booking. */
  idempotencyKey: z.uuid().optional(),
});

/** `admin.reservations.quote` for a walk-in: the stay as `create` takes it, without the guest or payment. */
export const ZWalkInQuoteInput = ZCreateInput.pick({
  parkId: true,
  campsiteId: true,
  dates: true,
  guests: true,
  addons: true,
  overrideRules: true,
});

export const ZWalkInQuote = z.object({
  totalCents: z.number().int(),
  subtotalCents: z.number().int(),
  feesCents: z.number().int(),
  taxesCents: z.number().int(),
  nights: z.number().int(),
  site: z.object({ id: z.uuid(), name: z.string() }),
  campsiteTypeName: z.string(),
});

export const ZCreateResult = z.object({
  reservationId: z.uuid(),
  orderConfirmation: z.string(),
  invoiceUuid: z.uuid(),
  totalCents: z.number().int(),
  paidCents: z.number().int(),
});

/**
 * A staff change of a booked stay: what changes (the rest stays as booked) and its price (decision 0058) — NIGHTS
 * keeps what the booked nights cost and prices the added ones, KEEP keeps the total (a reason when nights are
 * added), REPRICE prices the whole stay today.
 */
const ZStayChange = z.object({
  reservationId: z.uuid(),
  campsiteId: z.uuid().optional(),
  dates: ZSearchInput.shape.dates.optional(),
  guests: ZGuestsOfStay.optional(),
  pricing: z.enum(["NIGHTS", "KEEP", "REPRICE"]),
  /** Why a site the guest locked is moved, or why added nights are free. */
  reason: ZReason.optional(),
  overrideRules: ZOverride.optional(),
});

export const ZModifyInput = ZStayChange.extend({
  notifyGuest: z.boolean(),
  /** The site and dates the screen showed: `CONFLICT` when the stay changed since. */
  expected: z.object({ campsiteId: z.uuid(), start: ZIsoDate, end: ZIsoDate }).optional(),
  /** The difference the quote showed: `CONFLICT` when the price moved since. */
  expectedDifferenceCents: z.number().int().optional(),
}).refine((input) => input.campsiteId || input.dates || input.guests, {
  message: "Change the site, the dates or the party.",
});

const ZStaffSettlement = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("kept") }),
  z.object({ kind: z.literal("refunded"), cents: z.number().int() }),
  z.object({ kind: z.literal("owed"), cents: z.number().int() }),
  z.object({ kind: z.literal("reduced"), cents: z.number().int() }),
]);

export const ZModifyResult = z.object({
  changed: z.boolean(),
  priceDifferenceCents: z.number().int(),
  settlement: ZStaffSettlement,
});

/**
 * `admin.reservations.quote` (api.md "the front desk's day one"): a walk-in, a change (move, new dates, extension,
 * party) or a cancellation, priced as its commit would price it now.
 */
export const ZQuoteInput = z.union([
  z.object({ reservationId: z.uuid(), cancel: ZCancelInput.pick({ refund: true }) }),
  ZStayChange,
  ZWalkInQuoteInput,
]);

export const ZQuote = z.discriminatedUnion("kind", [
  ZWalkInQuote.extend({ kind: z.literal("walkIn") }),
  z.object({
    kind: z.literal("change"),
    /** False when the asked stay is the booked one. */
    changed: z.boolean(),
    site: z.object({ id: z.uuid(), name: z.string() }),
    dates: z.object({ start: ZIsoDate, end: ZIsoDate }),
    nights: z.number().int(),
    addedNights: z.number().int(),
    oldTotalCents: z.number().int(),
    newTotalCents: z.number().int(),
    differenceCents: z.number().int(),
    /** Where the difference goes: owed at the park, refunded, or simply owed less. */
    settlement: ZStaffSettlement,
    /** The rules the change breaks that the override reason sets aside. */
    overridden: z.array(z.string()),
  }),
  z.object({
    kind: z.literal("cancel"),
    totalCents: z.number().int(),
    /** What the stay paid that can be refunded. */
    paidCents: z.number().int(),
    refundCents: z.number().int(),
  }),
]);

/** The booked stays to price again at today's rates (the list a rate change showed), at most 50 a call. */
export const ZRerateIds = z
  .array(z.uuid())
  .min(1, "Choose at least one stay.")
  .max(50, "Re-rate at most 50 stays at a time.")
  .refine((ids) => new Set(ids).size === ids.length, "Each stay once.");

export const ZRerateRow = ZAffectedReservation.extend({
  totalCents: z.number().int(),
  newTotalCents: z.number().int().nullable(),
  outcome: z.enum(["ready", "repriced", "unchanged", "skipped"]),
  settlement: ZModifyResult.shape.settlement.nullable(),
  reason: z.string().nullable(),
});

export const ZTakePaymentInput = z.object({
  reservationId: z.uuid(),
  amountCents: z.number().int("Whole cents.").min(1, "Take more than nothing."),
  key: z.uuid(),
});

export const ZReservationDetail = z.object({
  reservationId: z.uuid(),
  orderConfirmation: z.string(),
  invoiceUuid: z.uuid(),
  status: z.enum(["confirmed", "canceled"]),
  park: z.object({ id: z.uuid(), name: z.string() }),
  site: z.object({ id: z.uuid(), name: z.string(), locked: z.boolean() }),
  campsiteType: z.object({ id: z.uuid(), name: z.string() }),
  arrival: z.iso.date(),
  departure: z.iso.date(),
  guest: z.object({ firstName: z.string(), lastName: z.string(), email: z.string(), phone: z.string() }),
  party: z.object({ adults: z.number().int(), children: z.number().int(), pets: z.number().int() }),
  equipment: ZFrontDeskRow.shape.equipment,
  notes: z.string().nullable(),
  arrivalTime: z.string().nullable(),
  addons: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(["daily_rate", "online_store"]),
      quantity: z.number().int(),
      totalCents: z.number().int(),
      mandatory: z.boolean(),
    }),
  ),
  price: z.object({
    nightlyPricesCents: z.array(z.number().int()),
    lockFeeCents: z.number().int(),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    taxesCents: z.number().int(),
    totalCents: z.number().int(),
  }),
  payments: z.array(
    z.object({
      method: z.string(),
      cardLast4: z.string().nullable(),
      status: z.string(),
      amountCents: z.number().int(),
      refundedCents: z.number().int(),
      at: z.date(),
    }),
  ),
  refundCents: z.number().int().nullable(),
  balanceCents: z.number().int(),
  folio: ZFolio,
  checkedInAt: z.date().nullable(),
  checkedOutAt: z.date().nullable(),
  canceledAt: z.date().nullable(),
  noShowAt: z.date().nullable(),
  /** Staff notes, oldest first (never shown to the guest). */
  staffNotes: z.array(ZNote),
  siteStatus: z.object({ status: ZHousekeeping, note: z.string().nullable() }),
  messages: z.array(ZSentMessage),
  history: z.array(ZAuditItem),
});
