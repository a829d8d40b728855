/**
 * The availability rules that do not depend on individual sites (domain.md "Availability"), and the messages of
 * all eleven, so the site-dependent rules (`site-assignment.ts`) word theirs from the same place. Pure: the
 * clock is `request.now`, and "today" is the park's calendar date at that instant.
 */
import { formatMonthDay } from "@/lib/date-format";
import { addDays, instantIn, nightsBetween, todayIn, weekdayOf } from "@/lib/stay-dates";
import {
  type CampsiteTypeContext,
  type Category,
  FAILURE_REASON_IDS,
  type FailureReason,
  type FailureReasonId,
  type IsoDate,
  type ParkCalendar,
  type StayRequest,
} from "./engine-types";
import {
  closuresOn,
  nearestOpenPeriod,
  type OpenPeriod,
  openPeriods,
  type ResolvedStayRules,
  resolveStayRules,
  type StayNight,
  seasonOn,
  stayCalendar,
} from "./stay-calendar";

/**
 * The standard age-group rule every park applies on top of a type's occupancy: children camp under an adult's
 * supervision, and one adult can look after at most this many (a common campground policy).
 */
export const MAX_CHILDREN_PER_ADULT = 4;

const HOUR_MS = 3_600_000;

const CATEGORY_WORD: Record<Category, string> = {
  tent: "tent site",
  rv: "RV site",
  lodging: "cabin",
  other: "site",
};

const WEEKDAY_PLURALS = ["Sundays", "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays"];

export type AdvanceLimit = { windowDays: number } | { leadHours: number };
export type OccupancyExceeded = { maxGuests?: number; maxAdults?: number; maxChildren?: number };
export type AllowedWeekdays = { arrival?: number[]; departure?: number[] };

/** The guest-facing message of each rule, keyed by its identifier; arguments carry the limit that was broken. */
export const FAILURE_MESSAGES = {
  BEST_OR_PREFERRED_FIT: () => "No site of this type is free for all of your nights.",
  RESERVATION_MINIMUM: (minNights: number) =>
    `This site requires a ${minNights}-night minimum stay for these dates.`,
  RESERVATION_MAXIMUM: (maxNights: number) =>
    `Stays at this site are limited to ${count(maxNights, "night")}.`,
  RESORT_CLOSED: (season: OpenPeriod | null) =>
    season
      ? `The park is closed on some of your nights (season: ${monthDay(season.startDate)} – ${monthDay(season.endDate)}).`
      : "The park is closed on some of your nights.",
  BOOKING_IN_ADVANCE_LIMITS: (limit: AdvanceLimit) =>
    "windowDays" in limit
      ? `Reservations open ${bookingWindowWords(limit.windowDays)} ahead.`
      : `Online booking closes ${limit.leadHours > 0 ? `${count(limit.leadHours, "hour")} before` : "at"} check-in; please call the park.`,
  CANNOT_RESERVE_ONLINE: () => "Call the park to book this site.",
  ARRIVAL_DEPARTURE: (allowed: AllowedWeekdays) =>
    [
      allowed.arrival && `Arrivals for this site are on ${weekdayWords(allowed.arrival)} only.`,
      allowed.departure && `Departures for this site are on ${weekdayWords(allowed.departure)} only.`,
    ]
      .filter(Boolean)
      .join(" "),
  MIN_MAX_AGE_GROUP: (category: Category, exceeded: OccupancyExceeded) => {
    const site = `This ${CATEGORY_WORD[category]}`;
    const { maxGuests, maxAdults, maxChildren } = exceeded;
    return [
      maxGuests !== undefined && `${site} sleeps up to ${count(maxGuests, "guest")}.`,
      maxAdults !== undefined && `${site} allows up to ${count(maxAdults, "adult")}.`,
      maxChildren !== undefined &&
        (maxChildren === 0
          ? `${site} does not allow children.`
          : `${site} allows up to ${count(maxChildren, "child", "children")}.`),
    ]
      .filter(Boolean)
      .join(" ");
  },
  MAX_PETS: (maxPets: number) =>
    maxPets === 0
      ? "Pets are not allowed at this site."
      : `No more than ${count(maxPets, "pet")} ${maxPets === 1 ? "is" : "are"} allowed.`,
  GAP: () => "These dates would leave a gap other campers cannot book; try shifting by a night.",
  STANDARD_AGE_GROUP: (problem: "no-adult" | "too-many-children") =>
    problem === "no-adult"
      ? "At least one adult must be in the party."
      : `Each adult may bring up to ${count(MAX_CHILDREN_PER_ADULT, "child", "children")}.`,
} satisfies Record<FailureReasonId, (...args: never[]) => string>;

/**
 * The stay rules in force for a stay: those of the arrival night's season. One rule set governs the whole stay
 * so a guest never meets two different minimums in one booking.
 */
export function stayRulesAtArrival(
  calendar: Pick<ParkCalendar, "seasons" | "rules">,
  campsiteTypeId: string,
  start: IsoDate,
): ResolvedStayRules {
  return resolveStayRules(calendar.rules, campsiteTypeId, seasonOn(calendar.seasons, start)?.id ?? null);
}

/**
 * The minimum stay for these nights: the season's minimum, raised to the weekend or holiday minimum when the
 * stay contains such a night; the largest that applies wins. At least one night.
 */
export function minimumStayNights(nights: readonly StayNight[], rules: ResolvedStayRules): number {
  const minimums = [1, rules.minNights];
  if (nights.some((night) => night.weekend)) minimums.push(rules.weekendMinNights);
  if (nights.some((night) => night.holiday)) minimums.push(rules.holidayMinNights);
  return Math.max(...minimums.filter((value): value is number => value !== null));
}

/** Puts failure reasons from both rule groups in the order of `FAILURE_REASON_IDS`. */
export function orderFailureReasons(reasons: readonly FailureReason[]): FailureReason[] {
  return [...reasons].sort((a, b) => FAILURE_REASON_IDS.indexOf(a.id) - FAILURE_REASON_IDS.indexOf(b.id));
}

type RuleInput = {
  request: StayRequest;
  calendar: ParkCalendar;
  type: CampsiteTypeContext;
  nights: StayNight[];
  rules: ResolvedStayRules;
};

/** Each site-independent rule: the message when it fails, else null. */
const STAY_RULES: Partial<Record<FailureReasonId, (input: RuleInput) => string | null>> = {
  RESERVATION_MINIMUM: ({ nights, rules }) => {
    const minimum = minimumStayNights(nights, rules);
    return nights.length < minimum ? FAILURE_MESSAGES.RESERVATION_MINIMUM(minimum) : null;
  },
  RESERVATION_MAXIMUM: ({ nights, rules }) =>
    rules.maxNights !== null && nights.length > rules.maxNights
      ? FAILURE_MESSAGES.RESERVATION_MAXIMUM(rules.maxNights)
      : null,
  RESORT_CLOSED: ({ request, calendar, type, nights }) => {
    if (!nights.some((night) => night.closed)) return null;
    // A closure staff explained to guests says so in its own words.
    const explained = nights.find((night) => night.closed && night.closureMessage)?.closureMessage;
    return (
      explained ??
      FAILURE_MESSAGES.RESORT_CLOSED(nearestOpenPeriod(openPeriods(calendar.seasons, type), request))
    );
  },
  BOOKING_IN_ADVANCE_LIMITS: ({ request, calendar, rules }) => {
    const { bookingWindowDays } = rules;
    const daysAhead = nightsBetween(todayIn(calendar.timeZone, request.now), request.start);
    if (bookingWindowDays !== null && daysAhead > bookingWindowDays) {
      return FAILURE_MESSAGES.BOOKING_IN_ADVANCE_LIMITS({ windowDays: bookingWindowDays });
    }
    const leadHours = rules.minLeadHours ?? 0;
    const checkIn = instantIn(calendar.timeZone, request.start, calendar.checkInTime);
    return checkIn.getTime() < request.now.getTime() + leadHours * HOUR_MS
      ? FAILURE_MESSAGES.BOOKING_IN_ADVANCE_LIMITS({ leadHours })
      : null;
  },
  CANNOT_RESERVE_ONLINE: ({ type, calendar, nights }) => {
    if (!type.bookableOnline) return FAILURE_MESSAGES.CANNOT_RESERVE_ONLINE();
    const phoneOnly = nights.flatMap((night) =>
      closuresOn(calendar.closures, "phone_only", type.id, night.date),
    );
    if (phoneOnly.length === 0) return null;
    return phoneOnly.find((closure) => closure.message)?.message ?? FAILURE_MESSAGES.CANNOT_RESERVE_ONLINE();
  },
  ARRIVAL_DEPARTURE: ({ request, rules }) => {
    const allowed: AllowedWeekdays = {};
    if (rules.arrivalWeekdays && !rules.arrivalWeekdays.includes(weekdayOf(request.start))) {
      allowed.arrival = rules.arrivalWeekdays;
    }
    if (rules.departureWeekdays && !rules.departureWeekdays.includes(weekdayOf(request.end))) {
      allowed.departure = rules.departureWeekdays;
    }
    return allowed.arrival || allowed.departure ? FAILURE_MESSAGES.ARRIVAL_DEPARTURE(allowed) : null;
  },
  MIN_MAX_AGE_GROUP: ({ request: { guests }, type }) => {
    const exceeded: OccupancyExceeded = {};
    if (guests.adults + guests.children > type.maxGuests) exceeded.maxGuests = type.maxGuests;
    if (guests.adults > type.maxAdults) exceeded.maxAdults = type.maxAdults;
    if (guests.children > type.maxChildren) exceeded.maxChildren = type.maxChildren;
    return Object.keys(exceeded).length > 0
      ? FAILURE_MESSAGES.MIN_MAX_AGE_GROUP(type.category, exceeded)
      : null;
  },
  MAX_PETS: ({ request: { guests }, type }) =>
    guests.pets > type.maxPets ? FAILURE_MESSAGES.MAX_PETS(type.maxPets) : null,
  STANDARD_AGE_GROUP: ({ request: { guests } }) => {
    if (guests.adults < 1) return FAILURE_MESSAGES.STANDARD_AGE_GROUP("no-adult");
    return guests.children > guests.adults * MAX_CHILDREN_PER_ADULT
      ? FAILURE_MESSAGES.STANDARD_AGE_GROUP("too-many-children")
      : null;
  },
};

/**
 * Until when the clock alone cannot change any rule's answer at this park for a stay arriving on `earliestArrival`
 * or later (epoch ms; not after `now` means "it may change at any moment"). Only the booking-in-advance rule reads
 * the clock: its window counts days from the park's today, which moves at the park's midnight, and its minimum lead
 * time ends, for an arrival day, no earlier than that day's midnight less the longest lead any rule sets.
 */
export function clockStableUntil(calendar: ParkCalendar, earliestArrival: IsoDate, now: Date): number {
  const longestLeadHours = Math.max(0, ...calendar.rules.map((rule) => rule.minLeadHours ?? 0));
  const nextMidnight = instantIn(calendar.timeZone, addDays(todayIn(calendar.timeZone, now), 1), "00:00");
  const leadEnds =
    instantIn(calendar.timeZone, earliestArrival, "00:00").getTime() - longestLeadHours * HOUR_MS;
  return Math.min(nextMidnight.getTime(), leadEnds);
}

/**
 * The site-independent availability rules for one campsite type: every failing rule once, in the order of
 * `FAILURE_REASON_IDS`. An empty list means only the site-dependent rules can still refuse the stay.
 */
export function evaluateStayRules(input: {
  request: StayRequest;
  calendar: ParkCalendar;
  type: CampsiteTypeContext;
}): FailureReason[] {
  const { request, calendar, type } = input;
  const ruleInput: RuleInput = {
    ...input,
    nights: stayCalendar(calendar, type, request),
    rules: stayRulesAtArrival(calendar, type.id, request.start),
  };
  return FAILURE_REASON_IDS.flatMap((id) => {
    const message = STAY_RULES[id]?.(ruleInput) ?? null;
    return message === null ? [] : [{ id, message }];
  });
}

function count(amount: number, singular: string, plural = `${singular}s`): string {
  return `${amount} ${amount === 1 ? singular : plural}`;
}

/** Season bounds "May 1": asked per closed campsite type of a search, of a few dates. */
const monthDays = new Map<IsoDate, string>();
function monthDay(date: IsoDate): string {
  let words = monthDays.get(date);
  if (words === undefined) {
    words = formatMonthDay(date);
    if (monthDays.size >= 5_000) monthDays.clear();
    monthDays.set(date, words);
  }
  return words;
}

/** A window of whole years or 30-day months reads as months, as parks advertise it ("12 months ahead"). */
function bookingWindowWords(days: number): string {
  if (days > 0 && (days % 365 === 0 || days % 366 === 0))
    return count(12 * Math.round(days / 365.25), "month");
  if (days > 0 && days % 30 === 0) return count(days / 30, "month");
  if (days > 0 && days % 7 === 0) return count(days / 7, "week");
  return count(days, "day");
}

/** "Fridays", "Fridays and Saturdays", "Mondays, Fridays and Sundays": Monday first, as a week reads. */
function weekdayWords(weekdays: readonly number[]): string {
  const names = [...new Set(weekdays)]
    .sort((a, b) => ((a + 6) % 7) - ((b + 6) % 7))
    .map((weekday) => WEEKDAY_PLURALS[weekday] ?? `day ${weekday}`);
  return names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names.at(-1)}` : (names[0] ?? "");
}
