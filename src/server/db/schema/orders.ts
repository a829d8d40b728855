import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { carts } from "./carts";
import { id, ref, stayColumns, timestamps } from "./columns";
import { addonKind, addons, campsites, campsiteTypes } from "./inventory";
import { type CancellationPolicy, parks } from "./parks";
import { promoCodes } from "./promotions";

export type GuestDetails = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: {
    line1: string;
    line2?: string;
    city: string;
    state: string;
    postalCode: string;
    country: string;
  };
};

export type TripDetails = {
  equipmentType?: string;
  rvLength?: number;
  vehicles?: number;
  arrivalTime?: string;
  notes?: string;
};

export const orderStatus = pgEnum("order_status", ["placed", "partially_canceled", "canceled"]);
export const reservationStatus = pgEnum("reservation_status", ["confirmed", "canceled"]);

export const orders = pgTable(
  "orders",
  {
    id: id(),
    /** Unguessable; the confirmation page URL carries it. */
    invoiceUuid: uuid().notNull().unique().defaultRandom(),
    /** Short and human, e.g. LNT-7K3Q9P. */
    orderConfirmation: text().notNull().unique(),
    cartId: uuid().references(() => carts.id, { onDelete: "set null" }),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** A retried placeOrder with the same key returns this order; `requestHash` detects another body. */
    idempotencyKey: text().notNull().unique(),
    requestHash: text().notNull(),
    guest: jsonb().$type<GuestDetails>().notNull(),
    status: orderStatus().notNull().default("placed"),
    subtotalCents: integer().notNull(),
    discountsCents: integer().notNull().default(0),
    feesCents: integer().notNull().default(0),
    taxesCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
    ...timestamps,
  },
  (table) => [index("orders_user_id_idx").on(table.userId, table.createdAt)],
);

/** Each park's part of an order: its discount, promo code and taxes. */
export const orderParks = pgTable(
  "order_parks",
  {
    id: id(),
    orderId: ref(() => orders.id, "cascade"),
    parkId: ref(() => parks.id, "restrict"),
    promoCodeId: uuid().references(() => promoCodes.id, { onDelete: "set null" }),
    discountLabel: text(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    taxesCents: integer().notNull().default(0),
    totalCents: integer().notNull(),
  },
  (table) => [unique("order_parks_order_park_unique").on(table.orderId, table.parkId)],
);

export const reservations = pgTable(
  "reservations",
  {
    id: id(),
    orderId: ref(() => orders.id, "cascade"),
    parkId: ref(() => parks.id, "restrict"),
    campsiteTypeId: ref(() => campsiteTypes.id, "restrict"),
    campsiteId: ref(() => campsites.id, "restrict"),
    ...stayColumns(),
    tripDetails: jsonb().$type<TripDetails>().notNull().default({}),
    nightlyPricesCents: integer().array().notNull(),
    lockFeeCents: integer().notNull().default(0),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    taxesCents: integer().notNull().default(0),
    status: reservationStatus().notNull().default("confirmed"),
    canceledAt: timestamp({ withTimezone: true, mode: "date" }),
    refundCents: integer(),
    /** The park's terms when the stay was booked: its refunds follow them, whatever the park's terms are now. */
    cancellationPolicy: jsonb().$type<CancellationPolicy>().notNull(),
    /** Booked with a deposit: the day its balance is due (the park's policy then); null when paid in full. */
    balanceDueOn: date({ mode: "string" }),
    /** Front desk (staff console): when the guest arrived and left. */
    checkedInAt: timestamp({ withTimezone: true, mode: "date" }),
    checkedOutAt: timestamp({ withTimezone: true, mode: "date" }),
    /** The guest never came: staff marked the stay a no-show (it is also cancelled, its nights freed). */
    noShowAt: timestamp({ withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (table) => [
    index("reservations_order_id_idx").on(table.orderId),
    index("reservations_park_arrival_idx").on(table.parkId, table.arrival),
    check("reservations_stay_ordered", sql`${table.departure} > ${table.arrival}`),
  ],
);

/** Add-ons as sold: name and price are copied so later price changes do not rewrite history. */
export const reservationAddons = pgTable(
  "reservation_addons",
  {
    id: id(),
    reservationId: ref(() => reservations.id, "cascade"),
    addonId: uuid().references(() => addons.id, { onDelete: "set null" }),
    kind: addonKind().notNull(),
    name: text().notNull(),
    quantity: smallint().notNull(),
    unitPriceCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** A mandatory fee (part of the all-in price), shown as "included" rather than as a chosen add-on. */
    mandatory: boolean().notNull().default(false),
  },
  (table) => [index("reservation_addons_reservation_id_idx").on(table.reservationId)],
);

export const paymentStatus = pgEnum("payment_status", [
  "authorized",
  "captured",
  "voided",
  "refunded",
  "partially_refunded",
  "failed",
]);

/** One row per gateway payment; refunds are recorded against it. */
export const payments = pgTable(
  "payments",
  {
    id: id(),
    orderId: uuid().references(() => orders.id, { onDelete: "restrict" }),
    membershipId: uuid(),
    gateway: text().notNull(),
    gatewayReference: text(),
    /** Shown on the confirmation ("Visa ending 4242"); the card number itself never reaches our server's storage. */
    cardLast4: text(),
    /** The gateway's token for charging the same card later (a deposit's balance), when it saved one. */
    paymentMethodReference: text(),
    idempotencyKey: text().notNull().unique(),
    status: paymentStatus().notNull(),
    amountCents: integer().notNull(),
    refundedCents: integer().notNull().default(0),
    currency: text().notNull().default("USD"),
    failureReason: text(),
    ...timestamps,
  },
  (table) => [
    index("payments_order_id_idx").on(table.orderId),
    index("payments_membership_id_idx").on(table.membershipId),
    check("payments_refund_bounded", sql`${table.refundedCents} between 0 and ${table.amountCents}`),
  ],
);

/**
 * A guest's own change of a stay (`booking.orders.modifyReservation`, decision 0036), one row per idempotency key:
 * a retried request with the same key and body answers the stored result, never a second charge or refund.
 */
export const reservationChanges = pgTable(
  "reservation_changes",
  {
    id: id(),
    reservationId: ref(() => reservations.id, "cascade"),
    idempotencyKey: text().notNull().unique(),
    requestHash: text().notNull(),
    /** The answer the change gave (the price difference, what was charged or refunded). */
    result: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("reservation_changes_reservation_id_idx").on(table.reservationId)],
);
