import { z } from "zod";

import { SITE_PATH } from "./park-image-path";
import { RESERVED_PARK_SLUGS } from "./park-slug";

export { SITE_PATH };

const SITE_PATH_MESSAGE = "Use a path on this site that starts with /, like /art/parks/hero.webp.";

export const ZImagePath = z
  .string()
  .trim()
  .min(1, SITE_PATH_MESSAGE)
  .max(500)
  .regex(SITE_PATH, SITE_PATH_MESSAGE);
/** An override field: empty means "no override, show the park's own". */
const ZOptionalImagePath = z
  .string()
  .trim()
  .max(500)
  .refine((value) => value === "" || SITE_PATH.test(value), SITE_PATH_MESSAGE);

/** Lower-case words joined by single dashes, as the parks table's check wants them. */
const PARK_SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An IANA time zone the runtime knows ("UTC" included, which `supportedValuesOf` leaves out). */
function isTimeZone(value: string): boolean {
  return value === "UTC" || Intl.supportedValuesOf("timeZone").includes(value);
}

const text = (max: number, empty: string) =>
  z.string().trim().min(1, empty).max(max, `Keep it under ${max} characters.`);
const ZClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a 24-hour time like 15:00.");

export const ZCancellationPolicy = z.object({
  fullRefundDaysBefore: z
    .number("Enter a number of days.")
    .int("Enter a whole number of days.")
    .min(0, "Enter 0 days or more.")
    .max(365, "Enter at most 365 days."),
  /** Basis points of the reservation total kept after the full-refund period (the form shows a %). */
  lateCancellationFeeBp: z
    .number("Enter a fee in percent.")
    .int("Use at most two decimals.")
    .min(0, "Enter a fee between 0 % and 100 %.")
    .max(10_000, "Enter a fee between 0 % and 100 %."),
  summary: text(500, "Write the policy as guests read it."),
});

export const ZParkPolicy = z.object({
  title: text(80, "Give the policy a title."),
  body: text(2000, "Write the policy."),
});

/** Spec §2: what the park page may show instead of the park's own name, address, hero and logo. */
export const ZPageOverridesInput = z.object({
  name: z.string().trim().max(120, "Keep it under 120 characters.").optional(),
  address: z.string().trim().max(300, "Keep it under 300 characters.").optional(),
  heroImage: ZOptionalImagePath.optional(),
  logoImage: ZOptionalImagePath.optional(),
});

/** Every field staff edit on `/admin/park`, as `admin.parks.get` returns them and `admin.parks.update` takes them. */
const parkFields = {
  name: text(120, "Enter the park's name."),
  displayName: text(120, "Enter the name guests see."),
  tagline: z.string().trim().max(200, "Keep the tagline under 200 characters."),
  description: z.string().trim().max(5000, "Keep the description under 5,000 characters."),
  address: z.object({
    line1: text(200, "Enter the street address."),
    city: text(100, "Enter the city."),
    state: text(50, "Enter the state."),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}(-\d{4})?$/, "Use a ZIP code like 12776 or 12776-1234."),
  }),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s().-]{7,25}$/, "Use a phone number like 607-555-0178."),
  email: z.email("Enter an e-mail address.").max(254),
  checkInTime: ZClockTime,
  checkOutTime: ZClockTime,
  heroImage: ZImagePath,
  logoImage: ZImagePath,
  siteMapImage: ZImagePath.nullable(),
  cancellationPolicy: ZCancellationPolicy,
  policies: z.array(ZParkPolicy).max(20, "Keep it to 20 policies."),
  pageOverrides: ZPageOverridesInput,
};

/** `admin.parks.update`: the park and any of its fields; the fields left out keep their value. */
export const ZParkUpdateInput = z
  .object({ parkId: z.uuid(), ...parkFields })
  .partial()
  .required({ parkId: true });
export type TParkUpdateInput = z.infer<typeof ZParkUpdateInput>;

/**
 * `admin.parks.create` (a member who works at every park): what a manager needs to start a park; the rest (policies,
 * images, description) has placeholders to change on the Park screen. The park starts closed to guests.
 */
export const ZParkCreateInput = z.object({
  name: parkFields.name,
  displayName: parkFields.displayName,
  /** Empty: made from the display name, made unique. */
  slug: z
    .string()
    .trim()
    .max(60, "Keep the address under 60 characters.")
    .regex(PARK_SLUG, "Use lower-case letters, digits and single dashes, like zephyr-hollow.")
    .superRefine((slug, context) => {
      if (RESERVED_PARK_SLUGS.has(slug)) {
        context.addIssue({
          code: "custom",
          message: `/${slug} is a page of this site: choose another address.`,
        });
      }
    })
    .optional(),
  address: parkFields.address,
  phone: parkFields.phone,
  email: parkFields.email,
  timeZone: z
    .string("Choose the park's time zone.")
    .refine(isTimeZone, "Choose a time zone like America/New_York."),
  latitude: z
    .number("Enter the latitude, like 41.93.")
    .min(-90, "A latitude is between -90 and 90.")
    .max(90, "A latitude is between -90 and 90."),
  longitude: z
    .number("Enter the longitude, like -74.91.")
    .min(-180, "A longitude is between -180 and 180.")
    .max(180, "A longitude is between -180 and 180."),
  checkInTime: parkFields.checkInTime,
  checkOutTime: parkFields.checkOutTime,
});
export type TParkCreateInput = z.infer<typeof ZParkCreateInput>;

/** Each step a park needs before it opens to guests (`park-readiness.ts`), and the missing ones in words. */
export const ZParkSetup = z.object({
  season: z.boolean(),
  types: z.boolean(),
  sites: z.boolean(),
  rates: z.boolean(),
  missing: z.array(z.string()),
});

export const ZParkFields = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  displayName: z.string(),
  tagline: z.string(),
  description: z.string(),
  address: z.object({ line1: z.string(), city: z.string(), state: z.string(), postalCode: z.string() }),
  phone: z.string(),
  email: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  heroImage: z.string(),
  logoImage: z.string(),
  siteMapImage: z.string().nullable(),
  cancellationPolicy: z.object({
    fullRefundDaysBefore: z.number().int(),
    lateCancellationFeeBp: z.number().int(),
    summary: z.string(),
  }),
  policies: z.array(z.object({ title: z.string(), body: z.string() })),
  pageOverrides: z.object({
    name: z.string().optional(),
    address: z.string().optional(),
    heroImage: z.string().optional(),
    logoImage: z.string().optional(),
  }),
});
export type TParkFields = z.infer<typeof ZParkFields>;

/** A park as the Park screen shows it: its fields, whether guests can book it, and what it needs before they can. */
export const ZEditablePark = ZParkFields.extend({ active: z.boolean(), setup: ZParkSetup });
export type TEditablePark = z.infer<typeof ZEditablePark>;
