import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from "drizzle-orm/pg-core";
import type { PaymentPolicy } from "@/lib/payments/payment-schedule";
import { id, ref, timestamps } from "./columns";

/** What a park page may show instead of the park's own record (spec §2). */
export type ParkPageOverrides = {
  name?: string;
  address?: string;
  heroImage?: string;
  logoImage?: string;
};

/** "From $X" labels per category shown instead of the computed lowest price (spec §3, park auxiliary info). */
export type ParkAuxiliaryPricing = {
  tentSitePricingOverride?: number;
  rvSitePricingOverride?: number;
  lodgingSitePricingOverride?: number;
};

export type CancellationPolicy = {
  /** Full refund when cancelled at least this many days before arrival. */
  fullRefundDaysBefore: number;
  /** Fee kept after that, in basis points of the reservation total (10000 = everything). */
  lateCancellationFeeBp: number;
  summary: string;
};

export const parks = pgTable(
  "parks",
  {
    id: id(),
    slug: text().notNull().unique(),
    name: text().notNull(),
    displayName: text().notNull(),
    /** Set for a secondary outpost: listed under its parent, booked under its own slug. */
    parentParkId: uuid().references((): AnyPgColumn => parks.id, { onDelete: "restrict" }),
    tagline: text().notNull().default(""),
    description: text().notNull().default(""),
    addressLine1: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    postalCode: text().notNull(),
    phone: text().notNull(),
    email: text().notNull(),
    timeZone: text().notNull().default("America/New_York"),
    latitude: doublePrecision().notNull(),
    longitude: doublePrecision().notNull(),
    checkInTime: text().notNull().default("15:00"),
    checkOutTime: text().notNull().default("11:00"),
    heroImage: text().notNull(),
    logoImage: text().notNull(),
    siteMapImage: text(),
    pageOverrides: jsonb().$type<ParkPageOverrides>().notNull().default({}),
    auxiliaryPricing: jsonb().$type<ParkAuxiliaryPricing>().notNull().default({}),
    cancellationPolicy: jsonb().$type<CancellationPolicy>().notNull(),
    /** When guests pay (decision 0050): in full at booking, or a deposit and the balance before arrival. */
    paymentPolicy: jsonb()
      .$type<PaymentPolicy>()
      .notNull()
      .default(sql`'{"kind":"FULL","balanceDueDays":14}'::jsonb`),
    policies: jsonb().$type<{ title: string; body: string }[]>().notNull().default([]),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (table) => [
    index("parks_parent_park_id_idx").on(table.parentParkId),
    check("parks_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
  ],
);

/** Park features by their canonical name; the renamed labels of spec §9 are applied when shown. */
export const features = pgTable("features", {
  id: id(),
  key: text().notNull().unique(),
  name: text().notNull(),
  icon: text().notNull().default("check"),
});

export const parkFeatures = pgTable(
  "park_features",
  {
    parkId: ref(() => parks.id, "cascade"),
    featureId: ref(() => features.id, "cascade"),
  },
  (table) => [
    primaryKey({ columns: [table.parkId, table.featureId] }),
    index("park_features_feature_id_idx").on(table.featureId),
  ],
);

export const parkImages = pgTable(
  "park_images",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
    url: text().notNull(),
    alt: text().notNull(),
    sortOrder: integer().notNull().default(0),
  },
  (table) => [index("park_images_park_id_idx").on(table.parkId, table.sortOrder)],
);

/** Taxes charged by a park on the discounted taxable amount, in basis points (400 = 4 %). */
export const parkTaxes = pgTable(
  "park_taxes",
  {
    id: id(),
    parkId: ref(() => parks.id, "cascade"),
    name: text().notNull(),
    rateBp: integer().notNull(),
  },
  (table) => [
    index("park_taxes_park_id_idx").on(table.parkId),
    check("park_taxes_rate_bp_range", sql`${table.rateBp} between 0 and 10000`),
  ],
);
