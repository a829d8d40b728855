import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id, ref, stayColumns, timestamps } from "./columns";
import { addons, campsites, campsiteTypes } from "./inventory";
import { parks } from "./parks";
import { promoCodes } from "./promotions";

export type EquipmentSelection = { type: string; rvLength?: number; slideOut?: 0 | 1 | 2 };

/** A cart is addressed by its random UUID alone (kept in the browser); no account needed. */
export const carts = pgTable(
  "carts",
  {
    id: id(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** Set when the cart became an order; such a cart is no longer served. */
    checkedOutAt: timestamp({ withTimezone: true, mode: "date" }),
    ...timestamps,
  },
  (table) => [index("carts_user_id_idx").on(table.userId)],
);

/** One promo code per cart and park. */
export const cartParkPromoCodes = pgTable(
  "cart_park_promo_codes",
  {
    cartId: ref(() => carts.id, "cascade"),
    parkId: ref(() => parks.id, "cascade"),
    promoCodeId: ref(() => promoCodes.id, "cascade"),
  },
  (table) => [primaryKey({ columns: [table.cartId, table.parkId] })],
);

/** A cart item is a `reservationDetailId` in the spec; its site is held by a `site_allocations` row. */
export const cartItems = pgTable(
  "cart_items",
  {
    id: id(),
    cartId: ref(() => carts.id, "cascade"),
    parkId: ref(() => parks.id, "cascade"),
    campsiteTypeId: ref(() => campsiteTypes.id, "cascade"),
    campsiteId: ref(() => campsites.id, "cascade"),
    ...stayColumns(),
    /** The quoted price of each night, in cents, as priced when the site was held. */
    nightlyPricesCents: integer().array().notNull(),
    lockFeeCents: integer().notNull().default(0),
    holdExpiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    ...timestamps,
  },
  (table) => [
    index("cart_items_cart_id_idx").on(table.cartId),
    check("cart_items_stay_ordered", sql`${table.departure} > ${table.arrival}`),
    check("cart_items_party", sql`${table.adults} >= 0 and ${table.children} >= 0 and ${table.pets} >= 0`),
  ],
);

export const cartItemAddons = pgTable(
  "cart_item_addons",
  {
    id: id(),
    cartItemId: ref(() => cartItems.id, "cascade"),
    addonId: ref(() => addons.id, "cascade"),
    quantity: smallint().notNull(),
  },
  (table) => [
    unique("cart_item_addons_item_addon_unique").on(table.cartItemId, table.addonId),
    check("cart_item_addons_quantity_positive", sql`${table.quantity} > 0`),
  ],
);
