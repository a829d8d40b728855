import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Fixed-window counters for rate limits (contact form, later login, sign-up and checkout). In the database so
 * every app process behind a load balancer counts the same attempts.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text().primaryKey(),
  windowStartedAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  hits: integer().notNull(),
});
