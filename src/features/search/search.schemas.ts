import { z } from "zod";
import {
  EARLIEST_STAY_DATE,
  EQUIPMENT_TYPES,
  FAILURE_REASON_IDS,
  LATEST_STAY_DATE,
} from "@/features/availability/engine-types";
import { isIsoDate, nightsBetween } from "@/lib/stay-dates";

/** The longest stay a search accepts; park rules may allow fewer nights. */
export const MAX_SEARCH_NIGHTS = 60;

const ZIsoDate = z
  .string()
  .refine(isIsoDate, "Use a date like 2027-07-09")
  .refine(
    (value) => value >= EARLIEST_STAY_DATE && value <= LATEST_STAY_DATE,
    "Choose a date within the next few years",
  );
const ZCategory = z.enum(["tent", "rv", "lodging", "other"]);
const ZSlideOut = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const ZEquipmentType = z.enum(EQUIPMENT_TYPES);

export const ZSearchInput = z.object({
  dates: z
    .object({ start: ZIsoDate, end: ZIsoDate })
    .refine(({ start, end }) => !isIsoDate(start) || !isIsoDate(end) || end > start, {
      message: "The departure date must be after the arrival date",
      path: ["end"],
    })
    .refine(
      ({ start, end }) =>
        !isIsoDate(start) || !isIsoDate(end) || nightsBetween(start, end) <= MAX_SEARCH_NIGHTS,
      { message: `Search up to ${MAX_SEARCH_NIGHTS} nights at a time`, path: ["end"] },
    ),
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
      category: z.enum(["tent", "rv", "lodging", "other", "all"]).optional(),
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
    })
    .optional(),
  sort: z.enum(["PRICE_HIGH_TO_LOW", "PRICE_LOW_TO_HIGH", "DISTANCE"]).optional(),
});

export const ZParkSearchResponse = z.object({
  results: z.array(
    z.object({
      id: z.uuid(),
      slug: z.string(),
      name: z.string(),
      availability: z.enum(["AVAILABLE", "UNAVAILABLE", "PENDING"]),
      startingPrice: z.number().int().nullable(),
      /** Added: the signed-in member's lowest average nightly price, null for a visitor or without one. */
      memberStartingPrice: z.number().int().nullable(),
      distanceFromUser: z.number().nullable(),
      parkFeatures: z.array(z.object({ name: z.string() })),
      closedForSeason: z.boolean(),
      season: z.object({ startDate: z.string(), endDate: z.string() }).nullable(),
      suggestedStay: z.object({ start: z.string(), end: z.string() }).nullable(),
    }),
  ),
});

const ZRvInfo = z.object({
  rvTypes: z.array(z.string()),
  rvLengthMax: z.number(),
  rvSlideoutValue: ZSlideOut,
});

export const ZCampsiteSearchResponse = z.object({
  results: z.array(
    z.object({
      campsiteType: z.object({
        id: z.uuid(),
        parkId: z.uuid(),
        name: z.string(),
        campsiteCategoryCode: ZCategory,
        lowestBaselinePrice: z.number().int(),
        amenities: z.array(z.string()),
      }),
      campsiteCategoryCode: ZCategory,
      averagePricePerNightWithoutDiscounts: z.number().int().nullable(),
      lowestBaselinePrice: z.number().int(),
      smartPricing: z
        .object({
          averagePricePerNightBeforeTaxesFeesAndDiscounts: z.number().int(),
          tripTotal: z.number().int(),
        })
        .nullable(),
      /** Added: the mandatory nightly fees inside the prices, for the searched party. */
      mandatoryFees: z.array(
        z.object({ name: z.string(), quantity: z.number().int(), nightlyCents: z.number().int() }),
      ),
      /** Added: the signed-in member's price (Rewards or member event discount, nights only); null otherwise. */
      memberPricing: z
        .object({
          discountBp: z.number().int(),
          averagePricePerNight: z.number().int(),
          tripTotal: z.number().int(),
        })
        .nullable(),
      failureReasons: z.array(z.object({ id: z.enum(FAILURE_REASON_IDS), message: z.string() })),
      campsites: z.array(
        z.object({
          id: z.uuid(),
          name: z.string(),
          availability: z.literal("AVAILABLE"),
          amenities: z.array(z.string()),
          rvInfo: ZRvInfo.nullable(),
          accessible: z.boolean(),
        }),
      ),
      maxAvailableRvLength: z.number().nullable(),
      rvToTentEquipmentConversion: z.boolean(),
      suggestedStay: z.object({ start: z.string(), end: z.string() }).nullable().optional(),
    }),
  ),
});

export const ZLocationQuery = z.object({ query: z.string().trim().min(2).max(100) });

export const ZLocationSuggestions = z.object({
  results: z.array(z.object({ name: z.string(), latitude: z.number(), longitude: z.number() })),
});

/** Searches per client address and minute: far above a person's pace, low enough to stop a flood. */
export const SEARCH_RATE_LIMIT = { limit: 240, windowMs: 60_000 };
/** A search over every park costs ~100× a one-park search: it has its own, tighter budget on top. */
export const PARK_SEARCH_RATE_LIMIT = { limit: 60, windowMs: 60_000 };
