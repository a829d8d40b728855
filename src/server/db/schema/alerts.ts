import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { carts, type EquipmentSelection } from "./carts";
import { id, ref } from "./columns";
import { campsites, campsiteTypes } from "./inventory";
import { parks } from "./parks";

/**
 * An alert's life: a visitor's waits for the e-mailed confirmation (`pending`); `active` ones are offered freed
 * sites in the order they were made; `offered` has one open offer; `claimed`, `lapsed` (an offer not claimed in
 * time) and `cancelled` are over.
 */
export const alertStatus = pgEnum("alert_status", [
  "pending",
  "active",
  "offered",
  "claimed",
  "lapsed",
  "cancelled",
]);

/** Availability alerts (issue 17, domain.md "Waitlist…"): a party waiting for a park's type (or any) on dates. */
export const availabilityAlerts = pgTable(
  "availability_alerts",
  {
    id: id(),
    /** The order alerts were made in (a clock can give two the same instant): offers go by it. */
    position: bigint({ mode: "number" }).generatedAlwaysAsIdentity().notNull().unique(),
    parkId: ref(() => parks.id, "cascade"),
    /** Null: any type of the park. */
    campsiteTypeId: uuid().references(() => campsiteTypes.id, { onDelete: "cascade" }),
    arrival: date({ mode: "string" }).notNull(),
    departure: date({ mode: "string" }).notNull(),
    adults: smallint().notNull(),
    children: smallint().notNull().default(0),
    pets: smallint().notNull().default(0),
    equipment: jsonb().$type<EquipmentSelection>(),
    /** Lower-cased: the 10-open-alerts limit counts per address. */
    email: text().notNull(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    status: alertStatus().notNull(),
    /** SHA-256 of the secret in the e-mailed links (confirm, stop): the secret itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("availability_alerts_waiting_idx").on(table.status, table.position),
    index("availability_alerts_email_idx").on(table.email, table.status),
    index("availability_alerts_user_idx").on(table.userId),
    check("availability_alerts_stay_ordered", sql`${table.departure} > ${table.arrival}`),
  ],
);

export const alertOfferStatus = pgEnum("alert_offer_status", ["open", "claimed", "lapsed"]);

/**
 * One freed site offered to one alert: a cart of its own holds the site (a hold in `site_allocations`, so the
 * exclusion constraint keeps anyone else off it) until `expiresAt`. The claim link carries the secret whose hash
 * is `tokenHash`; claiming hands the guest that cart.
 */
export const alertOffers = pgTable(
  "alert_offers",
  {
    id: id(),
    alertId: ref(() => availabilityAlerts.id, "cascade"),
    cartId: ref(() => carts.id, "cascade"),
    campsiteId: ref(() => campsites.id, "cascade"),
    status: alertOfferStatus().notNull(),
    tokenHash: text().notNull().unique(),
    offeredAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    claimedAt: timestamp({ withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("alert_offers_alert_idx").on(table.alertId),
    index("alert_offers_open_idx").on(table.status, table.expiresAt),
  ],
);
