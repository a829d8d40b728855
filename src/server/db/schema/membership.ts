import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id, ref, timestamps } from "./columns";
import { parks } from "./parks";

/** Subscription statuses of spec §4; only `active` makes `membershipStatusIsActive` true. */
export const membershipStatus = pgEnum("membership_status", [
  "active",
  "canceled",
  "expired",
  "past_due",
  "pending",
  "unpaid",
  "incomplete_expired",
  "incomplete",
]);

export const membershipCancellationReason = pgEnum("membership_cancellation_reason", [
  "TOO_INFREQUENT",
  "TOO_EXPENSIVE",
  "NO_COMMITMENT",
  "NOT_ENOUGH_BENEFITS",
  "OTHER",
]);

/** One Rewards membership per user; renewals move its period forward. */
export const memberships = pgTable(
  "memberships",
  {
    id: id(),
    userId: text()
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    status: membershipStatus().notNull(),
    priceCents: integer().notNull(),
    currentPeriodStart: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    currentPeriodEnd: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    canceledAt: timestamp({ withTimezone: true, mode: "date" }),
    cancellationReason: membershipCancellationReason(),
    cancellationComment: text(),
    failedRenewalAttempts: integer().notNull().default(0),
    /** When a past-due renewal is charged again. */
    nextRenewalAttemptAt: timestamp({ withTimezone: true, mode: "date" }),
    /** The gateway's saved card for renewals (a token, never a card number). */
    paymentMethodReference: text(),
    /**
     * With Stripe on, the membership is a Stripe Billing subscription (decision 0055): Stripe renews it and its
     * webhooks set the status; the hourly job leaves it alone. Null for memberships the job renews.
     */
    stripeSubscriptionId: text().unique(),
    stripeCustomerId: text(),
    ...timestamps,
  },
  (table) => [index("memberships_period_end_idx").on(table.status, table.currentPeriodEnd)],
);

/** A dated campaign for members, e.g. "Member Week: 15 % at Trout Town Farms". */
export const membershipEvents = pgTable(
  "membership_events",
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(""),
    startsAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    endsAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    /** Member discount during the event at its eligible parks, in basis points. */
    discountBp: integer().notNull(),
    ...timestamps,
  },
  (table) => [
    index("membership_events_window_idx").on(table.startsAt, table.endsAt),
    check("membership_events_window_ordered", sql`${table.endsAt} > ${table.startsAt}`),
    check("membership_events_discount_range", sql`${table.discountBp} between 1 and 10000`),
  ],
);

export const membershipEventParks = pgTable(
  "membership_event_parks",
  {
    eventId: ref(() => membershipEvents.id, "cascade"),
    parkId: ref(() => parks.id, "cascade"),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.parkId] })],
);
