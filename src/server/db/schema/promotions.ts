import { sql } from "drizzle-orm";
import { boolean, check, date, integer, pgEnum, pgTable, smallint, text, uuid } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";
import { parks } from "./parks";

export const discountType = pgEnum("discount_type", ["PERCENTAGE", "FIXED"]);

export const promoCodes = pgTable(
  "promo_codes",
  {
    id: id(),
    /** Stored upper-case; guests may type any case. */
    code: text().notNull().unique(),
    description: text().notNull().default(""),
    /** null = valid at every park. */
    parkId: uuid().references(() => parks.id, { onDelete: "cascade" }),
    discountType: discountType().notNull(),
    /** Basis points for PERCENTAGE (1500 = 15 %), cents for FIXED. */
    value: integer().notNull(),
    bookableFrom: date({ mode: "string" }),
    bookableUntil: date({ mode: "string" }),
    stayFrom: date({ mode: "string" }),
    stayUntil: date({ mode: "string" }),
    minNights: smallint(),
    usageLimit: integer(),
    timesUsed: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [
    check("promo_codes_code_upper", sql`${table.code} = upper(${table.code})`),
    check(
      "promo_codes_value_range",
      sql`${table.value} > 0 and (${table.discountType} = 'FIXED' or ${table.value} <= 10000)`,
    ),
  ],
);
