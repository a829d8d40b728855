import { index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id, ref } from "./columns";
import { campsiteTypes } from "./inventory";
import { parks } from "./parks";

/** A saved park, or a saved campsite type of a park. */
export const wishListItems = pgTable(
  "wish_list_items",
  {
    id: id(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    parkId: ref(() => parks.id, "cascade"),
    campsiteTypeId: uuid().references(() => campsiteTypes.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    unique("wish_list_items_user_target_unique")
      .on(table.userId, table.parkId, table.campsiteTypeId)
      .nullsNotDistinct(),
    index("wish_list_items_user_idx").on(table.userId, table.createdAt),
  ],
);
