import { z } from "zod";
import { ZAffectedReservation } from "@/features/parks/server";
import { isoDate, ZIsoDate } from "@/lib/date.input-schemas";
import { addDays, nightsBetween } from "@/lib/stay-dates";

/** The rate calendar shows at most this many days at once (about six months). */
export const RATE_CALENDAR_MAX_DAYS = 186;
/** A rate period reaches at most two years: longer is a season's job. */
const PERIOD_MAX_DAYS = 731;

const ZCents = z
  .number("Enter a nightly rate.")
  .int("Enter whole cents.")
  .min(100, "A night costs at least $1.00.")
  .max(10_000_000, "A night costs at most $100,000.");

const ZWeekdays = z
  .array(z.number().int().min(0).max(6))
  .min(1, "Tick at least one weekday, or choose every day.")
  .refine((days) => new Set(days).size === days.length, "Tick each weekday once.")
  .nullable();

export const ZRateCalendarInput = z
  .object({ parkId: z.uuid(), campsiteTypeId: z.uuid().optional(), from: ZIsoDate, to: ZIsoDate })
  .refine(
    ({ from, to }) => nightsBetween(from, to) >= 0 && nightsBetween(from, to) < RATE_CALENDAR_MAX_DAYS,
    {
      path: ["to"],
      message: `Choose an end on or after the start, at most ${RATE_CALENDAR_MAX_DAYS} days later.`,
    },
  );

/** A dated base rate: a date range (inclusive), optionally some weekdays only. */
export const ZRatePeriodChange = z
  .object({
    kind: z.literal("period"),
    parkId: z.uuid(),
    /** Set to edit an existing period. */
    id: z.uuid().optional(),
    campsiteTypeId: z.uuid("Choose a site type."),
    startDate: isoDate("Enter a start date."),
    endDate: isoDate("Enter an end date."),
    weekdays: ZWeekdays,
    nightlyCents: ZCents,
    label: z.string().trim().max(80, "Keep the name under 80 characters.").default(""),
  })
  .refine(({ startDate, endDate }) => endDate >= startDate, {
    path: ["endDate"],
    message: "End on or after the start date.",
  })
  .refine(({ startDate, endDate }) => nightsBetween(startDate, endDate) < PERIOD_MAX_DAYS, {
    path: ["endDate"],
    message: "A rate period reaches at most two years; change the season's rate instead.",
  });

/** The base rate of a type for a whole season. */
export const ZSeasonRateChange = z.object({
  kind: z.literal("season"),
  parkId: z.uuid(),
  campsiteTypeId: z.uuid("Choose a site type."),
  seasonId: z.uuid("Choose a season."),
  nightlyCents: ZCents,
});

export const ZRateChange = z.discriminatedUnion("kind", [ZRatePeriodChange, ZSeasonRateChange]);
export type TRateChange = z.infer<typeof ZRateChange>;

const ZRemoval = z.object({ kind: z.literal("remove"), parkId: z.uuid(), ratePeriodId: z.uuid() });

export const ZRatePreviewInput = z.object({
  change: z.discriminatedUnion("kind", [ZRatePeriodChange, ZSeasonRateChange, ZRemoval]),
  /** The sample stay whose all-in guest price is shown before and after. */
  sample: z
    .object({
      start: isoDate("Enter an arrival date."),
      end: isoDate("Enter a departure date."),
      adults: z.number().int().min(1).max(20).default(2),
      children: z.number().int().min(0).max(20).default(0),
      pets: z.number().int().min(0).max(10).default(0),
    })
    .refine(({ start, end }) => end > start && end <= addDays(start, 30), {
      path: ["end"],
      message: "Depart after arriving, at most 30 nights later.",
    }),
});
export type TRatePreviewInput = z.infer<typeof ZRatePreviewInput>;

const ZQuote = z.object({
  nightlyCents: z.array(z.object({ date: z.iso.date(), priceCents: z.number().int() })),
  /** All-in (mandatory fees included, taxes and optional add-ons not), as the guest sees it in results. */
  tripTotal: z.number().int(),
  averagePerNight: z.number().int(),
});

export const ZRatePreview = z.object({
  before: ZQuote.nullable(),
  after: ZQuote.nullable(),
  /** Why a guest could not book the sample stay (after the change), in the guests' words. */
  failureReasons: z.array(z.string()),
});

export const ZRatePeriod = z.object({
  id: z.uuid(),
  campsiteTypeId: z.uuid(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  weekdays: z.array(z.number().int()).nullable(),
  nightlyCents: z.number().int(),
  label: z.string(),
});

export const ZRateCalendar = z.object({
  types: z.array(z.object({ id: z.uuid(), name: z.string(), category: z.string() })),
  seasons: z.array(
    z.object({ id: z.uuid(), name: z.string(), startDate: z.iso.date(), endDate: z.iso.date() }),
  ),
  seasonRates: z.array(
    z.object({ campsiteTypeId: z.uuid(), seasonId: z.uuid(), nightlyCents: z.number().int() }),
  ),
  periods: z.array(ZRatePeriod),
  pricing: z.object({ weekendFactorBp: z.number().int(), holidayFactorBp: z.number().int() }),
  days: z.array(
    z.object({
      campsiteTypeId: z.uuid(),
      date: z.iso.date(),
      /** The base rate of the night before weekend, holiday and demand factors; null when closed for the type. */
      baseCents: z.number().int().nullable(),
      /** What a guest pays for the night before fees and taxes: weekend and holiday factors included. */
      guestCents: z.number().int().nullable(),
      ratePeriodId: z.uuid().nullable(),
      seasonId: z.uuid().nullable(),
      seasonName: z.string().nullable(),
      weekend: z.boolean(),
      holiday: z.boolean(),
    }),
  ),
});

export const ZRateSaved = z.object({
  id: z.uuid(),
  /** Reservations on the changed nights: they keep the price they were booked at unless staff re-rate them. */
  affected: z.array(ZAffectedReservation),
});

/** A season as the Rates screen edits it: its nights and its own weekend factor (null: the park's). */
export const ZSeason = z.object({
  id: z.uuid(),
  parkId: z.uuid(),
  name: z.string(),
  start: z.iso.date(),
  end: z.iso.date(),
  weekendFactor: z.number().nullable(),
});

export const ZSeasonUpsertInput = z.object({
  parkId: z.uuid(),
  id: z.uuid().optional(),
  name: z.string().trim().min(1, "Name the season.").max(60, "Keep the name under 60 characters."),
  start: ZIsoDate,
  end: ZIsoDate,
  /** ×1.15 is 1.15; null: the park's factor; absent: unchanged. */
  weekendFactor: z
    .number("Enter a factor like 1.15.")
    .min(0.5, "Between 0.5 and 3, like 1.15.")
    .max(3, "Between 0.5 and 3, like 1.15.")
    .nullable()
    .optional(),
});
