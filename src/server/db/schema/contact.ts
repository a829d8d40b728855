import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { id } from "./columns";
import { parks } from "./parks";

/** Messages sent through the contact page; each is also mailed to the park through the outbox. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: id(),
    /** The park asked about; null = the group's general inbox. */
    parkId: uuid().references(() => parks.id, { onDelete: "set null" }),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    subject: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("contact_messages_created_idx").on(table.createdAt)],
);
