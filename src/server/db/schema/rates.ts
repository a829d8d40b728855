import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { campsiteTypes } from "./inventory";
import { parks } from "./parks";

/** A dated part of the year when a park is open; its name selects the base rates. Inclusive dates. */
export const seasons = pgTable(
  "seasons",
  {
    id: id(),
    parkId: uuid()
      .notNull()
      .references(() => parks.id, { onDelete: "cascade" }),
    name: text().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    ...timestamps,
  },
  (table) => [
    index("seasons_park_id_idx").on(table.parkId, table.startDate),
    check("seasons_dates_ordered", sql`${table.endDate} >= ${table.startDate}`),
  ],
);

/** Nights inside a season when the park is closed all the same. */
export const closedDates = pgTable(
  "closed_dates",
  {
    id: id(),
    parkId: uuid()
      .notNull()
      .references(() => parks.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    reason: text().notNull().default(""),
  },
  (table) => [index("closed_dates_park_id_idx").on(table.parkId, table.date)],
);

/** Holidays raise prices and may raise the minimum stay; `parkId` null = every park. */
export const holidays = pgTable(
  "holidays",
  {
    id: id(),
    parkId: uuid().references(() => parks.id, { onDelete: "cascade" }),
    date: date({ mode: "string" }).notNull(),
    name: text().notNull(),
  },
  (table) => [index("holidays_date_idx").on(table.date)],
);

/** Base nightly rate of a campsite type in a season. */
export const rates = pgTable(
  "rates",
  {
    id: id(),
    parkId: uuid()
      .notNull()
      .references(() => parks.id, { onDelete: "cascade" }),
    campsiteTypeId: uuid()
      .notNull()
      .references(() => campsiteTypes.id, { onDelete: "cascade" }),
    seasonId: uuid()
      .notNull()
      .references(() => seasons.id, { onDelete: "cascade" }),
    nightlyCents: integer().notNull(),
    ...timestamps,
  },
  (table) => [
    index("rates_type_season_idx").on(table.parkId, table.campsiteTypeId, table.seasonId),
    check("rates_nightly_positive", sql`${table.nightlyCents} > 0`),
  ],
);

export type DemandTier = { minOccupancyBp: number; factorBp: number };

/** Price factors of a park, in basis points of the base rate (11000 = ×1.10). */
export const pricingRules = pgTable("pricing_rules", {
  parkId: uuid()
    .primaryKey()
    .references(() => parks.id, { onDelete: "cascade" }),
  weekendFactorBp: integer().notNull().default(10000),
  holidayFactorBp: integer().notNull().default(10000),
  /** Smart pricing: the highest tier whose occupancy the night reaches applies. */
  demandTiers: jsonb().$type<DemandTier[]>().notNull().default([]),
  ...timestamps,
});

/**
 * Stay rules. The most specific row applies: type + season, then type, then season, then the park.
 * A null field falls through to the next less specific row.
 */
export const bookingRules = pgTable(
  "booking_rules",
  {
    id: id(),
    parkId: uuid()
      .notNull()
      .references(() => parks.id, { onDelete: "cascade" }),
    campsiteTypeId: uuid().references(() => campsiteTypes.id, { onDelete: "cascade" }),
    seasonId: uuid().references(() => seasons.id, { onDelete: "cascade" }),
    minNights: smallint(),
    maxNights: smallint(),
    weekendMinNights: smallint(),
    holidayMinNights: smallint(),
    bookingWindowDays: smallint(),
    minLeadHours: smallint(),
    /** Allowed weekdays, 0 = Sunday … 6 = Saturday; null = any. */
    arrivalWeekdays: smallint().array(),
    departureWeekdays: smallint().array(),
    ...timestamps,
  },
  (table) => [index("booking_rules_park_id_idx").on(table.parkId, table.campsiteTypeId)],
);
