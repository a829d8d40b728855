import { index, pgEnum, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { daterange, id } from "./columns";
import { campsites } from "./inventory";
import { parks } from "./parks";

export const allocationKind = pgEnum("allocation_kind", ["hold", "reservation", "block"]);

/**
 * The current claims on a campsite's nights. The exclusion constraint
 * `site_allocations_no_overlap` (hand-written migration) refuses two overlapping rows of one site, so the
 * database, not the application, guarantees no double booking. A cancelled reservation deletes its row.
 */
export const siteAllocations = pgTable(
  "site_allocations",
  {
    id: id(),
    parkId: uuid()
      .notNull()
      .references(() => parks.id, { onDelete: "cascade" }),
    campsiteId: uuid()
      .notNull()
      .references(() => campsites.id, { onDelete: "cascade" }),
    stay: daterange().notNull(),
    kind: allocationKind().notNull(),
    /** The cart item holding the site (kind hold) or the reservation owning it (kind reservation). */
    cartItemId: uuid(),
    reservationId: uuid(),
    /** Holds only: after this instant the hold may be deleted by whoever needs the site. */
    expiresAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("site_allocations_park_idx").on(table.parkId, table.campsiteId),
    index("site_allocations_cart_item_idx").on(table.cartItemId),
    index("site_allocations_reservation_idx").on(table.reservationId),
    index("site_allocations_expires_idx").on(table.expiresAt),
  ],
);
