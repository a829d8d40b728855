import { boolean, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id, timestamps } from "./columns";

/** The promo banner of the site shell (spec §2); the newest active one inside its window is shown. */
export const banners = pgTable(
  "banners",
  {
    id: id(),
    description: text().notNull(),
    link: text(),
    linkText: text(),
    /** The link leaves the booking site (opens in a new tab). */
    externalLink: boolean().notNull().default(false),
    startsAt: timestamp({ withTimezone: true, mode: "date" }),
    endsAt: timestamp({ withTimezone: true, mode: "date" }),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [index("banners_active_idx").on(table.active, table.startsAt)],
);

/** A block of an information page; pages are data so staff can edit them. */
export type ContentBlock =
  | { type: "paragraph"; text: string }
  | { type: "heading"; text: string }
  | { type: "faq"; question: string; answer: string }
  | { type: "card"; title: string; text: string; image?: string; url?: string; distanceMiles?: number }
  | { type: "list"; items: string[] };

/** Information pages by key: "faqs", "about", "activities", "attractions", "waivers/general" … */
export const contentPages = pgTable("content_pages", {
  id: id(),
  key: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(""),
  heroImage: text(),
  blocks: jsonb().$type<ContentBlock[]>().notNull().default([]),
  published: boolean().notNull().default(true),
  ...timestamps,
});

/** Site-wide contact details and links (footer, contact page). One row per key. */
export const siteSettings = pgTable("site_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
