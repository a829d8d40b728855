import { z } from "zod";
import { CAMPSITE_CATEGORIES } from "@/lib/campsites/categories";

export const ZCampsiteCategory = z.enum(CAMPSITE_CATEGORIES);

/** A park slug as it appears in a URL. */
export const ZParkSlug = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lower-case letters, digits and dashes");

export const ZParkSummary = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  displayName: z.string(),
  city: z.string(),
  state: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  heroImage: z.string(),
  logoImage: z.string(),
  parentParkId: z.uuid().nullable(),
  parkFeatures: z.array(z.object({ name: z.string() })),
});

const ZParkLink = ZParkSummary.omit({ parkFeatures: true });

/**
 * A photo of a gallery: one staff uploaded (with `srcSet`, its stored widths) or, while there is none, an
 * illustration of the seed.
 */
const ZGalleryPhoto = z.object({ url: z.string(), alt: z.string(), srcSet: z.string().optional() });

export const ZParkDetail = ZParkSummary.extend({
  tagline: z.string(),
  description: z.string(),
  siteMapImage: z.string().nullable(),
  address: z.object({ line1: z.string(), city: z.string(), state: z.string(), postalCode: z.string() }),
  phone: z.string(),
  email: z.string(),
  timeZone: z.string(),
  checkInTime: z.string(),
  checkOutTime: z.string(),
  page: z.object({ name: z.string(), address: z.string(), heroImage: z.string(), logoImage: z.string() }),
  photos: z.array(ZGalleryPhoto),
  campsiteTypes: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      category: ZCampsiteCategory,
      campsiteCategoryCode: ZCampsiteCategory,
      description: z.string(),
      /** The URLs of `gallery`, for a card that shows only the cover. */
      photos: z.array(z.string()),
      gallery: z.array(ZGalleryPhoto),
      amenities: z.array(z.string()),
      maxGuests: z.number().int(),
      maxPets: z.number().int(),
      bookableOnline: z.boolean(),
      lockFeeCents: z.number().int(),
      lowestBaselinePrice: z.number().int().nullable(),
    }),
  ),
  addons: z.array(
    z.object({
      id: z.uuid(),
      kind: z.enum(["daily_rate", "online_store"]),
      name: z.string(),
      description: z.string(),
      priceCents: z.number().int(),
      maxQuantity: z.number().int(),
      categories: z.array(ZCampsiteCategory),
      mandatory: z.boolean(),
      /** Added: `pet` = a mandatory fee charged per pet of the party (none without pets). */
      chargedPer: z.enum(["site", "pet", "vehicle"]),
    }),
  ),
  taxes: z.array(z.object({ name: z.string(), rateBp: z.number().int() })),
  /** Sites on the park's site map, in percent of its width and height. */
  siteMapPins: z.array(
    z.object({ id: z.uuid(), name: z.string(), campsiteTypeId: z.uuid(), x: z.number(), y: z.number() }),
  ),
  policies: z.array(z.object({ title: z.string(), body: z.string() })),
  cancellationPolicy: z.object({
    fullRefundDaysBefore: z.number().int(),
    lateCancellationFeeBp: z.number().int(),
    summary: z.string(),
  }),
  auxiliaryPricing: z.object({
    tentSitePricingOverride: z.number().int().optional(),
    rvSitePricingOverride: z.number().int().optional(),
    lodgingSitePricingOverride: z.number().int().optional(),
  }),
  parentPark: ZParkLink.nullable(),
  outposts: z.array(ZParkLink),
});
