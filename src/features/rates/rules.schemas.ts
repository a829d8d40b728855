import { z } from "zod";

import { ZAffectedReservation } from "@/features/parks/server";
import { CAMPSITE_CATEGORIES } from "@/lib/campsites/categories";

import { isoDate } from "@/lib/date.input-schemas";
import { nightsBetween } from "@/lib/stay-dates";

/** The longest stay a rule may ask or allow, the booking window and the lead time staff may set (issue 15). */
const RULE_LIMITS = {
  nights: { min: 1, max: 365 },
  bookingWindowDays: { min: 1, max: 1095 },
  minLeadHours: { min: 0, max: 720 },
} as const;

const wholeNumber = (what: string, one: string, min: number, max: number) =>
  z
    .number(`Enter a number of ${what}.`)
    .int(`Enter a whole number of ${what}.`)
    .min(min, `Enter at least ${min} ${min === 1 ? one : what}.`)
    .max(max, `Enter at most ${max.toLocaleString("en-US")} ${what}.`)
    .nullable()
    .default(null);

const nights = () => wholeNumber("nights", "night", RULE_LIMITS.nights.min, RULE_LIMITS.nights.max);

/** Weekdays 0 = Sunday … 6 = Saturday, each once; none ticked (empty or null) = any day. */
const weekdays = z
  .array(
    z
      .number()
      .int("Choose days of the week.")
      .min(0, "Choose days of the week.")
      .max(6, "Choose days of the week."),
  )
  .max(7, "Choose each day of the week at most once.")
  .refine((days) => new Set(days).size === days.length, "Choose each day of the week at most once.")
  .nullable()
  .default(null);

/** The stay-rule fields of a `booking_rules` row; null = not set at this scope (the next less specific row's applies). */
export const stayRuleFields = {
  minNights: nights(),
  maxNights: nights(),
  weekendMinNights: nights(),
  holidayMinNights: nights(),
  bookingWindowDays: wholeNumber(
    "days",
    "day",
    RULE_LIMITS.bookingWindowDays.min,
    RULE_LIMITS.bookingWindowDays.max,
  ),
  minLeadHours: wholeNumber("hours", "hour", RULE_LIMITS.minLeadHours.min, RULE_LIMITS.minLeadHours.max),
  arrivalWeekdays: weekdays,
  departureWeekdays: weekdays,
};

export const STAY_RULE_FIELDS = Object.keys(stayRuleFields) as (keyof typeof stayRuleFields)[];

const MINIMUM_FIELDS = ["minNights", "weekendMinNights", "holidayMinNights"] as const;
const MINIMUM_WORDS: Record<(typeof MINIMUM_FIELDS)[number], string> = {
  minNights: "minimum stay",
  weekendMinNights: "weekend minimum",
  holidayMinNights: "holiday minimum",
};

/**
 * `admin.rules.upsert`: one row of stay rules for a scope (the park, a type, a season, or a type in a season). The
 * fields replace the row's: a field left out is not set at this scope. Without `id` it creates the scope's row.
 */
export const ZStayRuleUpsertInput = z
  .object({
    parkId: z.uuid(),
    id: z.uuid().optional(),
    campsiteTypeId: z.uuid("Choose a site type or every type.").nullable(),
    seasonId: z.uuid("Choose a season or every season.").nullable(),
    ...stayRuleFields,
  })
  .superRefine((rule, issues) => {
    const set = STAY_RULE_FIELDS.filter((field) => {
      const value = rule[field];
      return Array.isArray(value) ? value.length > 0 : value !== null;
    });
    if (set.length === 0) {
      issues.addIssue({
        code: "custom",
        path: ["minNights"],
        message: "Set at least one rule here, for example a minimum stay.",
      });
    }
    const { maxNights } = rule;
    if (maxNights === null) return;
    for (const field of MINIMUM_FIELDS) {
      const minimum = rule[field];
      if (minimum !== null && minimum > maxNights) {
        issues.addIssue({
          code: "custom",
          path: [field],
          message: `The ${MINIMUM_WORDS[field]} (${minimum} nights) is longer than the maximum stay (${maxNights} nights).`,
        });
      }
    }
  });
export type TStayRuleUpsertInput = z.infer<typeof ZStayRuleUpsertInput>;

export const ZStayRule = z.object({
  id: z.uuid(),
  parkId: z.uuid(),
  campsiteTypeId: z.uuid().nullable(),
  seasonId: z.uuid().nullable(),
  minNights: z.number().int().nullable(),
  maxNights: z.number().int().nullable(),
  weekendMinNights: z.number().int().nullable(),
  holidayMinNights: z.number().int().nullable(),
  bookingWindowDays: z.number().int().nullable(),
  minLeadHours: z.number().int().nullable(),
  arrivalWeekdays: z.array(z.number().int()).nullable(),
  departureWeekdays: z.array(z.number().int()).nullable(),
});
export type TStayRule = z.infer<typeof ZStayRule>;

const ZClosureDate = isoDate("Enter a date like 2027-07-09.");
const MAX_CLOSURE_NIGHTS = 1095;

/**
 * `admin.closures.upsert`: nights `[start, end)` of the park (no type) or of one type that guests cannot book
 * (`closed`, RESORT_CLOSED) or must book by phone (`phone_only`, CANNOT_RESERVE_ONLINE).
 */
export const ZClosureUpsertInput = z.object({
  parkId: z.uuid(),
  id: z.uuid().optional(),
  campsiteTypeId: z.uuid("Choose a site type or the whole park.").nullable().default(null),
  kind: z.enum(["closed", "phone_only"], "Choose closed or phone only."),
  dates: z
    .object({ start: ZClosureDate, end: ZClosureDate })
    .refine(({ start, end }) => end > start, {
      message: "The last morning must be after the first night.",
      path: ["end"],
    })
    .refine(({ start, end }) => nightsBetween(start, end) <= MAX_CLOSURE_NIGHTS, {
      message: "Close at most 1,095 nights (three years) at a time.",
      path: ["end"],
    }),
  reason: z
    .string()
    .trim()
    .min(1, "Say why, for the team and the audit log.")
    .max(500, "Keep the reason under 500 characters."),
  /** What guests read instead of the rule's standard message; empty = the standard message. */
  visibleMessage: z
    .string()
    .trim()
    .max(300, "Keep the message under 300 characters.")
    .optional()
    .transform((message) => message || null),
  /** A `closed` closure over confirmed reservations saves only with `confirm` (the reservations stay booked). */
  confirm: z.boolean().default(false),
});
export type TClosureUpsertInput = z.infer<typeof ZClosureUpsertInput>;

export const ZClosure = z.object({
  id: z.uuid(),
  parkId: z.uuid(),
  campsiteTypeId: z.uuid().nullable(),
  kind: z.enum(["closed", "phone_only"]),
  dates: z.object({ start: z.iso.date(), end: z.iso.date() }),
  reason: z.string(),
  visibleMessage: z.string().nullable(),
});
export type TClosure = z.infer<typeof ZClosure>;

/** A change that strands reservations answers `saved: false` with them listed; staff confirm to save. */
export const ZClosureSaved = z.discriminatedUnion("saved", [
  z.object({ saved: z.literal(false), affected: z.array(ZAffectedReservation) }),
  ZClosure.extend({ saved: z.literal(true), affected: z.array(ZAffectedReservation) }),
]);

export const ZClosureListed = ZClosure.extend({
  campsiteTypeName: z.string().nullable(),
  /** What guests read for these nights: the closure's message, else the rule's standard one. */
  guestMessage: z.string(),
  /** Confirmed reservations still on the nights of an upcoming `closed` closure (staff move or cancel them). */
  reservationsKept: z.array(ZAffectedReservation),
});
export type TClosureListed = z.infer<typeof ZClosureListed>;

/** `admin.rules.list`: everything the Rules screen shows of a park, so it can explain all eleven rule kinds. */
export const ZRulesOverview = z.object({
  park: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), today: z.iso.date() }),
  stayRules: z.array(
    ZStayRule.extend({ campsiteTypeName: z.string().nullable(), seasonName: z.string().nullable() }),
  ),
  seasons: z.array(
    z.object({ id: z.uuid(), name: z.string(), startDate: z.iso.date(), endDate: z.iso.date() }),
  ),
  /** The park's calendar's closed nights from today on (set with the seasons, not here). */
  closedDates: z.array(z.object({ date: z.iso.date(), reason: z.string() })),
  types: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      category: z.enum(CAMPSITE_CATEGORIES),
      active: z.boolean(),
      bookableOnline: z.boolean(),
      maxGuests: z.number().int(),
      maxAdults: z.number().int(),
      maxChildren: z.number().int(),
      maxPets: z.number().int(),
      lockFeeCents: z.number().int(),
    }),
  ),
  closures: z.object({ upcoming: z.array(ZClosureListed), past: z.array(ZClosureListed) }),
  /** The standard age-group policy every park applies (not editable). */
  fixed: z.object({ minAdults: z.number().int(), maxChildrenPerAdult: z.number().int() }),
});
export type TRulesOverview = z.infer<typeof ZRulesOverview>;
