import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who runs a singleton background job now: with several app processes on one database, a job that must not run
 * twice at once (the alerts' matching) takes its lease first. A lease ends at `expiresAt`, so a process that died
 * holding it stops nobody for long.
 */
export const jobLeases = pgTable("job_leases", {
  name: text().primaryKey(),
  holder: text().notNull(),
  expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
});
