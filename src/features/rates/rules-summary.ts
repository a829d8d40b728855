/**
 * The eleven availability rules of domain.md as the Rules screen explains them for one park: where each is set
 * and what it is set to now. Pure: built from `admin.rules.list`'s answer.
 */
import { formatUsd } from "@/lib/money";
import { addDays } from "@/lib/stay-dates";
import type { TRulesOverview } from "./rules.schemas";
import { closureNights, scopeLabel, scopeNames, seasonLabel, weekdayList } from "./rules-format";

export type RuleKindSummary = {
  id: string;
  name: string;
  /** Where staff change it. */
  where: string;
  /** What it is for this park now, a line each. */
  current: string[];
  link?: { href: string; label: string };
};

type Rule = TRulesOverview["stayRules"][number];

const count = (amount: number, one: string, many = `${one}s`) => `${amount} ${amount === 1 ? one : many}`;

/** Each stay-rule row that sets one of `fields`, worded by `words`: "Whole park: 1 night". */
function ruleLines(
  overview: TRulesOverview,
  fields: (keyof Rule)[],
  words: (rule: Rule) => string[],
  unset: string,
): string[] {
  const names = scopeNames(overview);
  // A row of a season that is over no longer applies to any booking.
  const over = (rule: Rule) =>
    (names.seasons.get(rule.seasonId ?? "")?.endDate ?? overview.park.today) < overview.park.today;
  const lines = overview.stayRules
    .filter((rule) => !over(rule) && fields.some((field) => rule[field] !== null))
    .map((rule) => `${scopeLabel(rule, names)}: ${words(rule).join("; ")}`);
  return lines.length > 0 ? lines : [unset];
}

const minimumWords = (rule: Rule) =>
  [
    rule.minNights !== null && count(rule.minNights, "night"),
    rule.weekendMinNights !== null &&
      `${count(rule.weekendMinNights, "night")} with a Friday or Saturday night`,
    rule.holidayMinNights !== null && `${count(rule.holidayMinNights, "night")} over a holiday`,
  ].filter((line): line is string => typeof line === "string");

const advanceWords = (rule: Rule) =>
  [
    rule.bookingWindowDays !== null && `opens ${count(rule.bookingWindowDays, "day")} ahead`,
    rule.minLeadHours !== null &&
      (rule.minLeadHours === 0
        ? "online booking until check-in"
        : `online booking closes ${count(rule.minLeadHours, "hour")} before check-in`),
  ].filter((line): line is string => typeof line === "string");

const weekdayWords = (rule: Rule) =>
  [
    rule.arrivalWeekdays && `arrive ${weekdayList(rule.arrivalWeekdays)}`,
    rule.departureWeekdays && `leave ${weekdayList(rule.departureWeekdays)}`,
  ].filter((line): line is string => typeof line === "string");

/** The eleven rules, in the order of domain.md's table. */
export function ruleKindSummaries(overview: TRulesOverview): RuleKindSummary[] {
  const { park, types, closures, fixed } = overview;
  const sites = { href: `/admin/sites?park=${park.slug}`, label: "Change on the Sites screen" };
  const activeTypes = types.filter((type) => type.active);
  const offline = activeTypes.filter((type) => !type.bookableOnline);
  const upcoming = closures.upcoming;
  const closedNights = upcoming.filter((closure) => closure.kind === "closed");
  const phoneNights = upcoming.filter((closure) => closure.kind === "phone_only");
  const comingSeasons = overview.seasons.filter((season) => season.endDate >= park.today);
  const closureLine = (closure: (typeof upcoming)[number]) =>
    `${closure.campsiteTypeName ?? "Whole park"}: ${closureNights(closure.dates)}`;

  return [
    {
      id: "BEST_OR_PREFERRED_FIT",
      name: "Best or preferred fit",
      where: "The booking engine; site lock fee on each site type",
      current: [
        "Guests book a site type and the engine picks the free site that fits the rig and leaves the fewest gaps.",
        ...activeTypes.map(
          (type) =>
            `${type.name}: ${type.lockFeeCents > 0 ? `choosing a site costs ${formatUsd(type.lockFeeCents)}` : "choosing a site is free"}`,
        ),
      ],
      link: sites,
    },
    {
      id: "RESERVATION_MINIMUM",
      name: "Minimum stay",
      where: "Stay rules (below)",
      current: ruleLines(
        overview,
        ["minNights", "weekendMinNights", "holidayMinNights"],
        minimumWords,
        "1 night",
      ),
    },
    {
      id: "RESERVATION_MAXIMUM",
      name: "Maximum stay",
      where: "Stay rules (below)",
      current: ruleLines(overview, ["maxNights"], (rule) => [count(rule.maxNights!, "night")], "No maximum"),
    },
    {
      id: "RESORT_CLOSED",
      name: "Resort closed",
      where: "Seasons and closed dates (Rates screen); closures (below)",
      current: [
        comingSeasons.length > 0
          ? `Open in ${comingSeasons.map(seasonLabel).join(", ")}`
          : "No season ahead: the park is closed",
        ...overview.closedDates.map(
          (closed) =>
            `Closed ${closureNights({ start: closed.date, end: addDays(closed.date, 1) })}${closed.reason ? `: ${closed.reason}` : ""}`,
        ),
        ...closedNights.map((closure) => `Closure — ${closureLine(closure)}`),
      ],
      link: { href: `/admin/rates?park=${park.slug}`, label: "Seasons on the Rates screen" },
    },
    {
      id: "BOOKING_IN_ADVANCE_LIMITS",
      name: "Booking in advance limits",
      where: "Stay rules (below)",
      current: ruleLines(overview, ["bookingWindowDays", "minLeadHours"], advanceWords, "No limit"),
    },
    {
      id: "CANNOT_RESERVE_ONLINE",
      name: "Cannot reserve online",
      where: "“Bookable online” on each site type; phone-only closures (below)",
      current: [
        ...(offline.length > 0
          ? offline.map((type) => `${type.name}: by phone or at the desk only`)
          : ["Every site type is bookable online"]),
        ...phoneNights.map((closure) => `Phone only — ${closureLine(closure)}`),
      ],
      link: sites,
    },
    {
      id: "ARRIVAL_DEPARTURE",
      name: "Arrival and departure days",
      where: "Stay rules (below)",
      current: ruleLines(
        overview,
        ["arrivalWeekdays", "departureWeekdays"],
        weekdayWords,
        "Arrive and leave any day",
      ),
    },
    {
      id: "MIN_MAX_AGE_GROUP",
      name: "Min/max age group",
      where: "Occupancy on each site type",
      current: activeTypes.map(
        (type) =>
          `${type.name}: up to ${count(type.maxGuests, "guest")} (${count(type.maxAdults, "adult")}, ${count(type.maxChildren, "child", "children")})`,
      ),
      link: sites,
    },
    {
      id: "MAX_PETS",
      name: "Max pets",
      where: "Pets allowed on each site type",
      current: activeTypes.map(
        (type) => `${type.name}: ${type.maxPets === 0 ? "no pets" : `up to ${count(type.maxPets, "pet")}`}`,
      ),
      link: sites,
    },
    {
      id: "GAP",
      name: "Gap",
      where: "The booking engine, from the minimum stay",
      current: [
        "A booking may not leave a free stretch between two stays shorter than the minimum stay, which no one could book.",
      ],
    },
    {
      id: "STANDARD_AGE_GROUP",
      name: "Standard age group",
      where: "Fixed for every park",
      current: [
        `At least ${count(fixed.minAdults, "adult")} in every party`,
        `Up to ${count(fixed.maxChildrenPerAdult, "child", "children")} per adult`,
      ],
    },
  ];
}
