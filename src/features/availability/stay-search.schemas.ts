import { z } from "zod";
import { CAMPSITE_CATEGORIES } from "@/lib/campsites/categories";
import { ZIsoDate } from "@/lib/date.input-schemas";
import { nightsBetween } from "@/lib/stay-dates";
import { EQUIPMENT_TYPES, SEARCH_SORTS } from "./engine-types";

/** The longest stay a search accepts; park rules may allow fewer nights. */
export const MAX_SEARCH_NIGHTS = 60;

export const ZCategory = z.enum(CAMPSITE_CATEGORIES);
export const ZSlideOut = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const ZEquipmentType = z.enum(EQUIPMENT_TYPES);

export const ZSearchInput = z.object({
  dates: z
    .object({ start: ZIsoDate, end: ZIsoDate })
    .refine(({ start, end }) => end > start, {
      message: "The departure date must be after the arrival date",
      path: ["end"],
    })
    .refine(({ start, end }) => nightsBetween(start, end) <= MAX_SEARCH_NIGHTS, {
      message: `Search up to ${MAX_SEARCH_NIGHTS} nights at a time`,
      path: ["end"],
    }),
  // Adults may be 0 here so the STANDARD_AGE_GROUP rule can explain why such a party cannot book.
  guests: z.object({
    adults: z.number().int().min(0).max(50),
    children: z.number().int().min(0).max(50),
    pets: z.number().int().min(0).max(10),
  }),
  location: z
    .object({
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
      name: z.string().max(200),
    })
    .optional(),
  equipment: z
    .object({
      type: ZEquipmentType,
      rvLength: z.number().int().min(1).max(100).optional(),
      slideOut: ZSlideOut.optional(),
    })
    .optional(),
  filters: z
    .object({
      category: z.enum([...CAMPSITE_CATEGORIES, "all"]).optional(),
      priceMin: z.number().int().min(0).optional(),
      priceMax: z.number().int().min(0).optional(),
      distanceMin: z.number().min(0).optional(),
      distanceMax: z.number().min(0).optional(),
      parkFeatures: z.array(z.string().max(100)).max(50).optional(),
      equipmentTypes: z.array(ZEquipmentType).max(7).optional(),
      rvLength: z.number().int().min(1).max(100).optional(),
      rvSlideout: ZSlideOut.optional(),
      rvTypes: z.array(z.string().max(100)).max(20).optional(),
      siteAmenities: z.array(z.string().max(100)).max(50).optional(),
      /** Accessible sites only (issue 17): the engine then offers no other. */
      accessible: z.boolean().optional(),
    })
    .optional(),
  sort: z.enum(SEARCH_SORTS).optional(),
});

/** The party of a booking (a hold, an alert): the search's, with at least one adult. */
export const ZBookingGuests = ZSearchInput.shape.guests.refine((guests) => guests.adults >= 1, {
  message: "At least one adult must be in the party",
  path: ["adults"],
});
