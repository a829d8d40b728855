import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  real,
  smallint,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { id, ref, timestamps } from "./columns";
import { parks } from "./parks";

export const campsiteCategory = pgEnum("campsite_category", ["tent", "rv", "lodging", "other"]);
export const addonKind = pgEnum("addon_kind", ["daily_rate", "online_store"]);
/**
 * What an add-on's quantity counts: the guest's choice (`site`), the party's pets (a pet fee), or the stay's
 * vehicles (a vehicle fee; a search counts one vehicle per site).
 */
export const addonChargedPer = pgEnum("addon_charged_per", ["site", "pet", "vehicle"]);

/** A campsite type ("site location" in the spec's search state): what a guest books. */
export const campsiteTypes = pgTable(
  "campsite_types",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
    slug: text().notNull(),
    name: text().notNull(),
    category: campsiteCategory().notNull(),
    description: text().notNull().default(""),
    photos: text().array().notNull().default(sql`'{}'::text[]`),
    amenities: text().array().notNull().default(sql`'{}'::text[]`),
    maxGuests: smallint().notNull(),
    maxAdults: smallint().notNull(),
    maxChildren: smallint().notNull(),
    maxPets: smallint().notNull().default(0),
    bookableOnline: boolean().notNull().default(true),
    /** Paid by a guest who picks a specific site (site lock). */
    lockFeeCents: integer().notNull().default(0),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [
    unique("campsite_types_park_id_slug_unique").on(table.parkId, table.slug),
    index("campsite_types_park_id_idx").on(table.parkId, table.category),
    check("campsite_types_occupancy", sql`${table.maxGuests} >= 1 and ${table.maxAdults} >= 1`),
  ],
);

/** One physical site ("B14"). */
export const campsites = pgTable(
  "campsites",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
    campsiteTypeId: ref(() => campsiteTypes.id, "cascade"),
    name: text().notNull(),
    amenities: text().array().notNull().default(sql`'{}'::text[]`),
    /** RV info; all three are null for a site that takes no RV. */
    rvTypes: text().array(),
    rvLengthMax: smallint(),
    rvSlideoutValue: smallint(),
    accessible: boolean().notNull().default(false),
    /** Position on the park's site map, in percent of its width and height. */
    mapX: real(),
    mapY: real(),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [
    unique("campsites_park_id_name_unique").on(table.parkId, table.name),
    index("campsites_type_idx").on(table.parkId, table.campsiteTypeId),
    check("campsites_rv_slideout_value", sql`${table.rvSlideoutValue} between 0 and 2`),
    check(
      "campsites_rv_info_complete",
      sql`(${table.rvTypes} is null) = (${table.rvLengthMax} is null) and (${table.rvLengthMax} is null) = (${table.rvSlideoutValue} is null)`,
    ),
  ],
);

/** Daily-rate add-ons are priced per night and quantity; online-store add-ons per unit. */
export const addons = pgTable(
  "addons",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
    kind: addonKind().notNull(),
    name: text().notNull(),
    description: text().notNull().default(""),
    priceCents: integer().notNull(),
    maxQuantity: smallint().notNull().default(10),
    /** Categories the add-on is offered for; empty = every category. */
    categories: campsiteCategory().array().notNull().default(sql`'{}'::campsite_category[]`),
    /** A mandatory fee is part of every all-in price the guest sees. */
    mandatory: boolean().notNull().default(false),
    /** `pet`: a mandatory fee charged once per pet of the party (a party without pets does not pay it). */
    chargedPer: addonChargedPer().notNull().default("site"),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index("addons_park_id_idx").on(table.parkId),
    check("addons_price_non_negative", sql`${table.priceCents} >= 0`),
  ],
);

/**
 * One row: a stamp that changes whenever the inventory a search reads changes (parks, types, sites, rates,
 * seasons, closures, holidays, rules, pricing, add-ons, features). Triggers on those tables bump it once per
 * transaction at its commit (hand-written migration), so no writer can forget to; a truncate makes a new epoch. The search's inventory cache
 * (decision 0021) compares it on every request, so a change shows on the next one.
 */
export const inventoryVersion = pgTable("inventory_version", {
  id: smallint().primaryKey().default(1),
  epoch: uuid().notNull().defaultRandom(),
  version: bigint({ mode: "number" }).notNull().default(1),
});
