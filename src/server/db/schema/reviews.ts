import { sql } from "drizzle-orm";
import { check, date, index, pgTable, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { id, ref } from "./columns";
import { campsiteTypes } from "./inventory";
import { reservations } from "./orders";
import { parks } from "./parks";

/**
 * One review invitation per stay (decision 0068): written when the stay is checked out, with the e-mail that carries
 * its link. Only the link's hash is kept; the link is the guest's proof of the stay.
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    reservationId: uuid()
      .primaryKey()
      .references(() => reservations.id, { onDelete: "cascade" }),
    parkId: ref(() => parks.id, "cascade"),
    tokenHash: text().notNull().unique(),
    sentAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    expiresAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("review_invitations_park_idx").on(table.parkId, table.sentAt)],
);

/**
 * A guest's review of a stay: the park and the site, 1–5 each, and a few lines of plain text. Hidden from everyone
 * but the park until `publishAt` (a week after it was written, or the park's reply, whichever is first); a park
 * may hide one, with a reason (audited).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: id(),
    reservationId: uuid()
      .notNull()
      .unique()
      .references(() => reservations.id, { onDelete: "cascade" }),
    parkId: ref(() => parks.id, "cascade"),
    campsiteTypeId: ref(() => campsiteTypes.id, "cascade"),
    parkRating: smallint().notNull(),
    siteRating: smallint().notNull(),
    body: text().notNull(),
    /** As the guest is shown: first name and last initial at the time of writing ("Dana K."). */
    authorName: text().notNull(),
    stayedOn: date({ mode: "string" }).notNull(),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    publishAt: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    reply: text(),
    repliedAt: timestamp({ withTimezone: true, mode: "date" }),
    replyAuthorUserId: text().references(() => users.id, { onDelete: "set null" }),
    hiddenAt: timestamp({ withTimezone: true, mode: "date" }),
    hiddenReason: text(),
  },
  (table) => [
    index("reviews_park_published_idx").on(table.parkId, table.publishAt),
    index("reviews_type_published_idx").on(table.campsiteTypeId, table.publishAt),
    check("reviews_park_rating", sql`${table.parkRating} between 1 and 5`),
    check("reviews_site_rating", sql`${table.siteRating} between 1 and 5`),
    check("reviews_body_length", sql`char_length(${table.body}) between 1 and 1000`),
    check(
      "reviews_reply_length",
      sql`${table.reply} is null or char_length(${table.reply}) between 1 and 1000`,
    ),
  ],
);
