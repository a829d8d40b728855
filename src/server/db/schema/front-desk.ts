import { sql } from "drizzle-orm";
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id, ref } from "./columns";
import { campsites } from "./inventory";
import { reservations } from "./orders";

/**
 * Staff notes on a stay (issue 33, decision 0059): never shown to the guest; a pinned note shows on the grid's bar
 * and on Today. Written once; the author's name is read from the user.
 */
export const reservationNotes = pgTable(
  "reservation_notes",
  {
    id: id(),
    reservationId: ref(() => reservations.id, "cascade"),
    authorUserId: text().references(() => users.id, { onDelete: "set null" }),
    text: text().notNull(),
    pinned: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("reservation_notes_reservation_idx").on(table.reservationId, table.createdAt),
    check("reservation_notes_text_length", sql`char_length(${table.text}) between 1 and 1000`),
  ],
);

export const housekeepingStatus = pgEnum("housekeeping_status", ["ready", "needs_cleaning", "out_of_order"]);

/**
 * A site's housekeeping state (the front desk's, not the inventory's): a site without a row is ready. Checking a
 * guest out marks their site for cleaning.
 */
export const siteHousekeeping = pgTable("site_housekeeping", {
  campsiteId: uuid()
    .primaryKey()
    .references(() => campsites.id, { onDelete: "cascade" }),
  status: housekeepingStatus().notNull(),
  note: text(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedByUserId: text().references(() => users.id, { onDelete: "set null" }),
});
