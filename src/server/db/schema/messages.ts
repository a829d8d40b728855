import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id, ref } from "./columns";
import { reservations } from "./orders";
import { parks } from "./parks";

export const messageTemplateKind = pgEnum("message_template_kind", [
  "confirmation",
  "pre_arrival",
  "post_stay",
]);
export const reservationMessageKind = pgEnum("reservation_message_kind", [
  "staff",
  "confirmation",
  "pre_arrival",
  "post_stay",
]);

/**
 * A park's e-mail templates (decision 0061): a note after booking, the pre-arrival e-mail N days before (site, map,
 * check-in time, gate code) and the post-stay thank-you, each sent once per stay by the background jobs while
 * enabled. `enabledAt` keeps a newly enabled template from writing to every past guest.
 */
export const messageTemplates = pgTable(
  "message_templates",
  {
    parkId: uuid()
      .notNull()
      .references(() => parks.id, { onDelete: "cascade" }),
    kind: messageTemplateKind().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** Pre-arrival: how many days before the arrival it is sent. */
    daysBefore: smallint().notNull().default(3),
    enabled: boolean().notNull().default(false),
    enabledAt: timestamp({ withTimezone: true, mode: "date" }),
    updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.parkId, table.kind] }),
    check("message_templates_days_before", sql`${table.daysBefore} between 0 and 30`),
  ],
);

/** Every e-mail a stay was sent beyond the booking's own: staff messages and the templates' (once each). */
export const reservationMessages = pgTable(
  "reservation_messages",
  {
    id: id(),
    reservationId: ref(() => reservations.id, "cascade"),
    kind: reservationMessageKind().notNull(),
    subject: text().notNull(),
    authorUserId: text().references(() => users.id, { onDelete: "set null" }),
    /** A staff send's key: a retried send writes nothing new. */
    idempotencyKey: text(),
    sentAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [
    index("reservation_messages_reservation_idx").on(table.reservationId, table.sentAt),
    uniqueIndex("reservation_messages_once_per_template")
      .on(table.reservationId, table.kind)
      .where(sql`${table.kind} <> 'staff'`),
    uniqueIndex("reservation_messages_key").on(table.reservationId, table.idempotencyKey),
  ],
);
