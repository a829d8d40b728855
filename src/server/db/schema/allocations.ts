import { sql } from "drizzle-orm";
import {
  customType,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { daterange, id, ref } from "./columns";
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
    parkId: ref(() => parks.id, "cascade"),
    campsiteId: ref(() => campsites.id, "cascade"),
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

/** A PostgreSQL `bit varying`, read and written as its text form ("0110…"). */
const varbit = customType<{ data: string; driverData: string }>({ dataType: () => "bit varying" });
/** A full transaction id (PostgreSQL 13+), as its decimal text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

/** Bits per row of `site_night_occupancy`: one per night of a calendar year (day of the year 0–365). */
export const OCCUPANCY_BITS = 366;

/**
 * The availability index (decision 0019): per site and calendar year, one bit per night that a reservation or a
 * block claims. The one service that writes `site_allocations` keeps it in step in the same transaction as every
 * firm claim written or released, so search reads a few bytes per site instead of scanning claims. Holds are not
 * in it (they expire on their own within minutes); search reads the live holds from `site_allocations`. The
 * exclusion constraint above stays the only guard against double booking.
 */
export const siteNightOccupancy = pgTable(
  "site_night_occupancy",
  {
    parkId: ref(() => parks.id, "cascade"),
    campsiteId: ref(() => campsites.id, "cascade"),
    year: integer().notNull(),
    /** Bit i = the night of January 1 + i is claimed; always OCCUPANCY_BITS long. */
    nights: varbit().notNull(),
    /**
     * The transaction that last wrote the row (`pg_current_xact_id()`): the search's occupancy cache reads only
     * rows written by transactions its last read could not see (decision 0021).
     */
    writtenXid: xid8().notNull().default(sql`pg_current_xact_id()`),
  },
  (table) => [
    primaryKey({ columns: [table.parkId, table.year, table.campsiteId] }),
    index("site_night_occupancy_written_idx").on(table.writtenXid),
  ],
);
