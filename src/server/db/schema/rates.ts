import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import { id, ref, timestamps } from "./columns";
import { campsiteTypes } from "./inventory";
import { parks } from "./parks";

/** A dated part of the year when a park is open; its name selects the base rates. Inclusive dates. */
export const seasons = pgTable(
  "seasons",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
    name: text().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    /** Weekend nights of this season cost base × this (basis points); null: the park's `pricing_rules` factor. */
    weekendFactorBp: integer(),
    ...timestamps,
  },
  (table) => [
    index("seasons_park_id_idx").on(table.parkId, table.startDate),
    check("seasons_dates_ordered", sql`${table.endDate} >= ${table.startDate}`),
    check(
      "seasons_weekend_factor_range",
      sql`${table.weekendFactorBp} is null or ${table.weekendFactorBp} between 5000 and 30000`,
    ),
  ],
);

/** Nights inside a season when the park is closed all the same. */
export const closedDates = pgTable(
  "closed_dates",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
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
    parkId: ref(() => parks.id, "cascade"),
    campsiteTypeId: ref(() => campsiteTypes.id, "cascade"),
    seasonId: ref(() => seasons.id, "cascade"),
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
    parkId: ref(() => parks.id, "cascade"),
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

/**
 * A base nightly rate of a type for a date range, optionally on some weekdays only (staff console "Rates"). It
 * replaces the season's rate on the nights it covers; where periods overlap the engine takes the narrowest
 * (fewest days, then a weekday-limited one, then the newest) — staff never order them by hand (decision 0026).
 * Inclusive dates, like seasons.
 */
export const ratePeriods = pgTable(
  "rate_periods",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
    campsiteTypeId: ref(() => campsiteTypes.id, "cascade"),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    /** 0 = Sunday … 6 = Saturday; null = every day of the range. */
    weekdays: smallint().array(),
    nightlyCents: integer().notNull(),
    /** What staff call it ("Fall foliage", "July 4th week"); shown on the rate calendar. */
    label: text().notNull().default(""),
    ...timestamps,
  },
  (table) => [
    index("rate_periods_type_idx").on(table.parkId, table.campsiteTypeId, table.startDate),
    check("rate_periods_dates_ordered", sql`${table.endDate} >= ${table.startDate}`),
    check("rate_periods_nightly_positive", sql`${table.nightlyCents} > 0`),
  ],
);

/** `closed`: nobody can book the nights (RESORT_CLOSED); `phone_only`: guests must call (CANNOT_RESERVE_ONLINE). */
export const closureKind = pgEnum("closure_kind", ["closed", "phone_only"]);

/**
 * A dated closure of a park or of one type, with the message guests read (staff console "Rules"). Nights
 * `[startDate, endDate)` like a stay. Reservations already on those nights stay; staff see them listed first.
 */
export const closures = pgTable(
  "closures",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
    /** null = every type of the park. */
    campsiteTypeId: uuid().references(() => campsiteTypes.id, { onDelete: "cascade" }),
    kind: closureKind().notNull().default("closed"),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    /** For staff (audited): why. */
    reason: text().notNull(),
    /** For guests: shown as the failure reason; null = the rule's standard message. */
    visibleMessage: text(),
    ...timestamps,
  },
  (table) => [
    index("closures_park_idx").on(table.parkId, table.startDate),
    check("closures_dates_ordered", sql`${table.endDate} > ${table.startDate}`),
  ],
);
