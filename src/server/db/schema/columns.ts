import {
  type AnyPgColumn,
  boolean,
  customType,
  date,
  jsonb,
  smallint,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import type { EquipmentSelection } from "./carts";

/** A stay as a PostgreSQL `daterange`, written and read in its canonical text form `[2026-07-03,2026-07-05)`. */
export const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => "daterange",
});

export const id = () => uuid().primaryKey().defaultRandom();

/** A required reference to another table's uuid key: `uuid NOT NULL REFERENCES … ON DELETE …`. */
export const ref = (column: () => AnyPgColumn, onDelete: "cascade" | "restrict" | "set null") =>
  uuid().notNull().references(column, { onDelete });

export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** A stay's site, dates and party, as a cart item holds it and a reservation keeps it. */
export const stayColumns = () => ({
  siteLocked: boolean().notNull().default(false),
  arrival: date({ mode: "string" }).notNull(),
  departure: date({ mode: "string" }).notNull(),
  adults: smallint().notNull(),
  children: smallint().notNull().default(0),
  pets: smallint().notNull().default(0),
  equipment: jsonb().$type<EquipmentSelection>(),
});
