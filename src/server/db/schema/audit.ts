import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { teamRole, users } from "./auth";
import { id } from "./columns";
import { parks } from "./parks";

/**
 * One entry per staff change (domain.md "Staff console"): who, with which role, did what to which row, the row
 * before and after, and the reason given. Written in the transaction of the change itself.
 */
export const auditEntries = pgTable(
  "audit_entries",
  {
    id: id(),
    at: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    actorUserId: text().references(() => users.id, { onDelete: "set null" }),
    actorRole: teamRole().notNull(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    parkId: uuid().references(() => parks.id, { onDelete: "set null" }),
    before: jsonb(),
    after: jsonb(),
    reason: text(),
  },
  (table) => [
    index("audit_entries_at_idx").on(table.at),
    index("audit_entries_park_at_idx").on(table.parkId, table.at),
    index("audit_entries_entity_idx").on(table.entity, table.entityId),
  ],
);
