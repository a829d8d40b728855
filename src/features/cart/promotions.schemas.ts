import { z } from "zod";
import { CAMPSITE_CATEGORIES } from "@/lib/campsites/categories";
import { isoDate } from "@/lib/date.input-schemas";

/** Where a promo code stands today, as the console shows it (decision 0029). */
export const PROMO_CODE_STATUSES = ["active", "scheduled", "expired", "used_up", "archived"] as const;
export type PromoCodeStatus = (typeof PROMO_CODE_STATUSES)[number];

const optionalDate = z.nullable(isoDate("Use a date like 2027-06-01.")).default(null);

/** Codes guests type: letters, digits, - and _, stored upper-case (the cart upper-cases what guests type). */
const ZCode = z
  .string()
  .trim()
  .min(3, "Use at least 3 characters.")
  .max(32, "Use at most 32 characters.")
  .regex(/^[A-Za-z0-9_-]+$/, "Use letters, digits, - and _ only.")
  .transform((code) => code.toUpperCase());

const later = (from: string | null, until: string | null) => from === null || until === null || from <= until;

/**
 * `admin.promoCodes.upsert`: without `id` a new code, with it an edit. `value` is basis points for PERCENTAGE
 * (1 % to 100 %; the form shows a percentage) and cents for FIXED.
 */
export const ZPromoCodeInput = z
  .object({
    id: z.uuid().optional(),
    code: ZCode,
    description: z.string().trim().max(300, "Keep it under 300 characters.").default(""),
    /** null: valid at every park. */
    parkId: z.uuid().nullable(),
    discountType: z.enum(["PERCENTAGE", "FIXED"], "Choose a percentage or a fixed amount."),
    value: z.number("Enter the discount.").int("Use whole cents or basis points."),
    bookableFrom: optionalDate,
    bookableUntil: optionalDate,
    stayFrom: optionalDate,
    stayUntil: optionalDate,
    minNights: z
      .number("Enter a number of nights.")
      .int("Enter a whole number of nights.")
      .min(1, "Enter 1 night or more.")
      .max(365, "Enter at most 365 nights.")
      .nullable()
      .default(null),
    usageLimit: z
      .number("Enter a number of uses.")
      .int("Enter a whole number of uses.")
      .min(1, "Allow at least 1 use, or leave it empty for no limit.")
      .max(1_000_000, "Enter at most 1,000,000 uses.")
      .nullable()
      .default(null),
  })
  .superRefine((input, context) => {
    if (input.discountType === "PERCENTAGE" && (input.value < 100 || input.value > 10_000)) {
      context.addIssue({ code: "custom", path: ["value"], message: "Enter a percentage from 1 % to 100 %." });
    }
    if (input.discountType === "FIXED" && (input.value < 1 || input.value > 1_000_000)) {
      context.addIssue({
        code: "custom",
        path: ["value"],
        message: "Enter an amount from $0.01 to $10,000.",
      });
    }
    if (!later(input.bookableFrom, input.bookableUntil)) {
      context.addIssue({
        code: "custom",
        path: ["bookableUntil"],
        message: "The booking window ends on or after its first day.",
      });
    }
    if (!later(input.stayFrom, input.stayUntil)) {
      context.addIssue({
        code: "custom",
        path: ["stayUntil"],
        message: "The last night comes on or after the first night.",
      });
    }
  });
export type TPromoCodeInput = z.output<typeof ZPromoCodeInput>;

export const ZPromoCodeRow = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  parkId: z.uuid().nullable(),
  discountType: z.enum(["PERCENTAGE", "FIXED"]),
  value: z.number().int(),
  bookableFrom: z.iso.date().nullable(),
  bookableUntil: z.iso.date().nullable(),
  stayFrom: z.iso.date().nullable(),
  stayUntil: z.iso.date().nullable(),
  minNights: z.number().int().nullable(),
  usageLimit: z.number().int().nullable(),
  timesUsed: z.number().int(),
  active: z.boolean(),
  status: z.enum(PROMO_CODE_STATUSES),
});
export type TPromoCodeRow = z.infer<typeof ZPromoCodeRow>;

/** `admin.promoCodes.archive`: archived codes no longer apply (orders keep them); `archived: false` restores one. */
export const ZPromoCodeArchiveInput = z.object({
  promoCodeId: z.uuid(),
  archived: z.boolean().default(true),
});

export const ADDON_KINDS = ["daily_rate", "online_store"] as const;
export const ADDON_CHARGED_PER = ["site", "pet", "vehicle"] as const;

/**
 * `admin.addons.upsert`: a daily-rate add-on is priced per night, an online-store one per unit for the stay.
 * `chargedPer` only matters for a mandatory fee (decision 0029); an optional add-on is charged per the quantity
 * the guest picks.
 */
export const ZAddonInput = z
  .object({
    id: z.uuid().optional(),
    parkId: z.uuid(),
    kind: z.enum(ADDON_KINDS, "Choose per night or per stay."),
    name: z.string().trim().min(1, "Name the add-on.").max(80, "Keep the name under 80 characters."),
    description: z.string().trim().max(500, "Keep it under 500 characters.").default(""),
    priceCents: z
      .number("Enter a price.")
      .int("Use whole cents.")
      .min(0, "Enter a price of $0 or more.")
      .max(1_000_000, "Enter at most $10,000."),
    maxQuantity: z
      .number("Enter a number.")
      .int("Enter a whole number.")
      .min(1, "Allow at least 1.")
      .max(99, "Allow at most 99."),
    /** Categories it is offered for; empty: every category. */
    categories: z
      .array(z.enum(CAMPSITE_CATEGORIES, "Choose tent, RV, lodging or other."))
      .max(CAMPSITE_CATEGORIES.length),
    mandatory: z.boolean(),
    chargedPer: z.enum(ADDON_CHARGED_PER, "Choose per site, per pet or per vehicle.").default("site"),
    active: z.boolean().default(true),
  })
  .superRefine((input, context) => {
    if (input.mandatory && input.kind === "online_store") {
      context.addIssue({
        code: "custom",
        path: ["mandatory"],
        message:
          "A mandatory fee is charged per night: prices shown before the cart include only nightly fees. Make it a per-night add-on.",
      });
    }
    if (!input.mandatory && input.chargedPer !== "site") {
      context.addIssue({
        code: "custom",
        path: ["chargedPer"],
        message:
          "Only a mandatory fee is charged per pet or per vehicle; guests choose how many of an optional one.",
      });
    }
  });
export type TAddonInput = z.output<typeof ZAddonInput>;

export const ZAddonRow = z.object({
  id: z.uuid(),
  parkId: z.uuid(),
  kind: z.enum(ADDON_KINDS),
  name: z.string(),
  description: z.string(),
  priceCents: z.number().int(),
  maxQuantity: z.number().int(),
  categories: z.array(z.enum(CAMPSITE_CATEGORIES)),
  mandatory: z.boolean(),
  chargedPer: z.enum(ADDON_CHARGED_PER),
  active: z.boolean(),
});
export type TAddonRow = z.infer<typeof ZAddonRow>;
