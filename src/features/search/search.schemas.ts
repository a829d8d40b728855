import { z } from "zod";
import { FAILURE_REASON_IDS } from "@/features/availability/engine-types";
import {
  MAX_SEARCH_NIGHTS,
  ZCategory,
  ZSearchInput,
  ZSlideOut,
} from "@/features/availability/stay-search.schemas";
import { ZIsoMonth } from "@/lib/date.input-schemas";

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
      /** Added (decision 0068): the guests' rating from published reviews, null without any. */
      rating: z.object({ average: z.number(), count: z.number().int() }).nullable(),
      closedForSeason: z.boolean(),
      /** Added (issue 17): nothing free only because sites are taken, so "Tell me if it opens up" can help. */
      soldOut: z.boolean(),
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

/** `booking.search.calendar`: a month of arrival dates for one park (and type), a stay length and a party. */
export const ZCalendarInput = z.object({
  parkId: z.uuid(),
  campsiteTypeId: z.uuid().optional(),
  month: ZIsoMonth,
  nights: z
    .number()
    .int()
    .min(1, "Stay at least one night")
    .max(MAX_SEARCH_NIGHTS, `Search up to ${MAX_SEARCH_NIGHTS} nights at a time`),
  guests: ZSearchInput.shape.guests,
  equipment: ZSearchInput.shape.equipment,
});

export const ZCalendarDays = z.array(
  z.object({
    date: z.iso.date(),
    available: z.boolean(),
    lowestTotal: z.number().int().nullable(),
    reason: z.string().optional(),
  }),
);
