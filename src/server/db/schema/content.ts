import {
  boolean,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
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

/**
 * What a waiver page (`waivers/…`) covers; null covers every stay. A cart needs the waiver when one of its
 * stays matches every list given: at one of the parks, of one of the categories, with one of the add-ons
 * (matched by name, case-insensitively, as each park has its own add-on rows).
 */
export type WaiverScope = {
  parkSlugs?: string[];
  categories?: ("tent" | "rv" | "lodging" | "other")[];
  addonNames?: string[];
};

/** Information pages by key: "faqs", "about", "activities", "attractions", "waivers/general" … */
export const contentPages = pgTable("content_pages", {
  id: id(),
  key: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull().default(""),
  heroImage: text(),
  blocks: jsonb().$type<ContentBlock[]>().notNull().default([]),
  published: boolean().notNull().default(true),
  /** Only for a waiver: which stays need it (null = every stay). */
  waiverScope: jsonb().$type<WaiverScope>(),
  ...timestamps,
});

/** Site-wide contact details and links (footer, contact page). One row per key. */
export const siteSettings = pgTable("site_settings", {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * Where a menu link shows: `explore` (the header's left group, the mobile menu's Explore, the footer), `help`
 * (the header's right group, the mobile Help, the footer), `locations` (the Locations dropdown, with its image)
 * and `legal` (the footer's policies).
 */
export const menuLinkGroup = pgEnum("menu_link_group", ["explore", "help", "locations", "legal"]);

/** The site's menus (spec §3 "Menu link": text, url, openNewTab, offBookingSite, image), in `position` order. */
export const menuLinks = pgTable(
  "menu_links",
  {
    id: id(),
    group: menuLinkGroup().notNull(),
    position: integer().notNull().default(0),
    text: text().notNull(),
    url: text().notNull(),
    /** Opens in a new tab (target=_blank, rel=noopener). */
    openNewTab: boolean().notNull().default(false),
    /** Leaves the booking site: a plain link (a full page load), never a client-side navigation. */
    offBookingSite: boolean().notNull().default(false),
    image: text(),
    ...timestamps,
  },
  (table) => [
    unique("menu_links_group_url_key").on(table.group, table.url),
    index("menu_links_group_position_idx").on(table.group, table.position),
  ],
);
