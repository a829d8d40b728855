import { customType, timestamp, uuid } from "drizzle-orm/pg-core";

/** A stay as a PostgreSQL `daterange`, written and read in its canonical text form `[2026-07-03,2026-07-05)`. */
export const daterange = customType<{ data: string; driverData: string }>({
  dataType: () => "daterange",
});

export const id = () => uuid().primaryKey().defaultRandom();

export const timestamps = {
  createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
