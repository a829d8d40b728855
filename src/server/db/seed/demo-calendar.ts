/**
 * The demo calendar, relative to "today": seasons of this year and next, holidays, closed dates, stay rules,
 * price factors, promo codes and the member event. Plain data and small functions; `demo.ts` inserts them.
 */
import type { DemandTier } from "../schema";
import { addDays, campingHolidays, isoDate, yearOf } from "./calendar";
import type { DemoType } from "./demo-types";

export type SeasonName = "Spring" | "Peak" | "Fall" | "Winter";
export type DemoSeason = { name: SeasonName; startDate: string; endDate: string };

/** Which base rate of a type a season uses. */
export const SEASON_RATE: Record<SeasonName, keyof DemoType["rates"]> = {
  Spring: "spring",
  Peak: "peak",
  Fall: "fall",
  Winter: "winter",
};

/**
 * May 1 – Oct 31 of this year and next, in three price seasons. A park with winter lodging also gets the
 * winters around them (Nov 1 – Apr 30), so something is bookable on any day of the year.
 */
export function demoSeasons(today: string, winterLodging: boolean): DemoSeason[] {
  const year = yearOf(today);
  const seasons: DemoSeason[] = [];
  for (const y of [year, year + 1]) {
    seasons.push(
      { name: "Spring", startDate: isoDate(y, 5, 1), endDate: isoDate(y, 6, 14) },
      { name: "Peak", startDate: isoDate(y, 6, 15), endDate: isoDate(y, 9, 7) },
      { name: "Fall", startDate: isoDate(y, 9, 8), endDate: isoDate(y, 10, 31) },
    );
  }
  if (winterLodging) {
    for (const y of [year - 1, year, year + 1]) {
      seasons.push({ name: "Winter", startDate: isoDate(y, 11, 1), endDate: isoDate(y + 1, 4, 30) });
    }
  }
  return seasons.sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** Memorial Day, Independence Day, Labor Day and Columbus Day of this year and next, for every park. */
export function demoHolidays(today: string): { date: string; name: string }[] {
  const year = yearOf(today);
  return [...campingHolidays(year), ...campingHolidays(year + 1)];
}

/** Nights a park is closed inside its season: the wagon outpost hosts a wedding after Labor Day. */
export function demoClosedDates(today: string): { parkSlug: string; date: string; reason: string }[] {
  return demoHolidays(today)
    .filter((holiday) => holiday.name === "Labor Day")
    .flatMap((laborDay) =>
      [4, 5].map((days) => ({
        parkSlug: "catskill-conestoga-wagon-outpost",
        // The Friday and Saturday after Labor Day Monday.
        date: addDays(laborDay.date, days),
        reason: "Private event: the whole outpost is booked for a wedding weekend.",
      })),
    );
}

export const DEMAND_TIERS: DemandTier[] = [
  { minOccupancyBp: 7_000, factorBp: 11_000 },
  { minOccupancyBp: 9_000, factorBp: 12_000 },
];
export const HOLIDAY_FACTOR_BP = 12_500;

type RuleFields = {
  minNights?: number;
  maxNights?: number;
  weekendMinNights?: number;
  holidayMinNights?: number;
  bookingWindowDays?: number;
  minLeadHours?: number;
  arrivalWeekdays?: number[];
  departureWeekdays?: number[];
};

/** Every park's default stay rules (the least specific row). */
export const PARK_DEFAULT_RULE: RuleFields = {
  minNights: 1,
  maxNights: 14,
  weekendMinNights: 2,
  holidayMinNights: 3,
  bookingWindowDays: 365,
  minLeadHours: 2,
};

const FRIDAY = 5;

/** More specific rules: by type, by season name (one row per season of that name), or both. */
export const DEMO_RULES: { parkSlug: string; typeSlug?: string; season?: SeasonName; rule: RuleFields }[] = [
  {
    parkSlug: "catskill-conestoga-wagon-outpost",
    typeSlug: "conestoga-wagon",
    season: "Peak",
    rule: { minNights: 2, arrivalWeekdays: [FRIDAY] },
  },
  { parkSlug: "catskill-conestoga-wagon-outpost", typeSlug: "rustic-cabin", rule: { minNights: 2 } },
  { parkSlug: "trout-town-farms", typeSlug: "deluxe-cabin", rule: { minNights: 2, maxNights: 10 } },
  { parkSlug: "trout-town-farms", season: "Peak", rule: { maxNights: 10 } },
  { parkSlug: "beaverkill-bend", typeSlug: "deluxe-cabin", rule: { minNights: 2 } },
  { parkSlug: "beaverkill-bend", typeSlug: "rustic-cabin", season: "Winter", rule: { minNights: 2 } },
  { parkSlug: "willowemoc-creek-outpost", typeSlug: "anglers-lean-to", rule: { maxNights: 7 } },
];

type DemoPromo = {
  code: string;
  description: string;
  parkSlug: string | null;
  discountType: "PERCENTAGE" | "FIXED";
  value: number;
  bookableFrom?: string;
  bookableUntil?: string;
  stayFrom?: string;
  stayUntil?: string;
  minNights?: number;
  usageLimit?: number;
};

/** TROUT15 for the coming fall (the banner's offer), CAMP5 everywhere, and SPRING24, long expired. */
export function demoPromoCodes(today: string): DemoPromo[] {
  const year = yearOf(today);
  const fallYear = today <= isoDate(year, 10, 31) ? year : year + 1;
  return [
    {
      code: "TROUT15",
      description: "Early-bird fall: 15 % off nights at Trout Town Farms.",
      parkSlug: "trout-town-farms",
      discountType: "PERCENTAGE",
      value: 1_500,
      stayFrom: isoDate(fallYear, 9, 8),
      stayUntil: isoDate(fallYear, 10, 31),
    },
    {
      code: "CAMP5",
      description: "$5 off any stay of two nights or more, at every park.",
      parkSlug: null,
      discountType: "FIXED",
      value: 500,
      minNights: 2,
    },
    {
      code: "SPRING24",
      description: "Spring 2024 opening special (expired).",
      parkSlug: null,
      discountType: "PERCENTAGE",
      value: 1_000,
      bookableFrom: "2024-03-01",
      bookableUntil: "2024-04-30",
      stayFrom: "2024-05-01",
      stayUntil: "2024-06-14",
      usageLimit: 200,
    },
  ];
}

/** Whether a demo park, seeded on `today`, is open on a date: inside one of its seasons and not closed. */
export function demoOpenDates(
  park: { slug: string; winterLodging?: boolean },
  today: string,
): (date: string) => boolean {
  const seasons = demoSeasons(today, park.winterLodging ?? false);
  const closed = new Set(
    demoClosedDates(today)
      .filter((row) => row.parkSlug === park.slug)
      .map((row) => row.date),
  );
  return (date) =>
    !closed.has(date) && seasons.some((season) => season.startDate <= date && date <= season.endDate);
}

/** How long the seeded member campaign runs: from the day before the seed for 31 days, so it is live. */
const MEMBER_EVENT_DAYS = 31;

/**
 * A member campaign running from the day before `today` for a month, so it is live whenever seeded — and only
 * at parks open on every one of its days (a campaign at a closed park would offer members nothing they can
 * use then): Trout Town Farms in its season, otherwise the parks that keep cabins open through the winter.
 */
export function demoMembershipEvent(
  today: string,
  parks: readonly { slug: string; name: string; winterLodging?: boolean }[],
) {
  const first = addDays(today, -1);
  const days = Array.from({ length: MEMBER_EVENT_DAYS }, (_, index) => addDays(first, index));
  const openThroughout = parks.filter((park) => days.every(demoOpenDates(park, today)));
  const trout = openThroughout.filter((park) => park.slug === "trout-town-farms");
  const eligible = trout.length > 0 ? trout : openThroughout;
  const names = eligible.map((park) => park.name).join(" and ");
  return {
    name: `Member Month at ${names}`,
    description:
      `Rewards members save 15 % on every night at ${names}, cabins included, through the end of ` +
      "the event.",
    // Midnight UTC of the first day is before New York's midnight, whatever the offset.
    startsAt: new Date(`${first}T00:00:00Z`),
    endsAt: new Date(`${addDays(first, MEMBER_EVENT_DAYS)}T00:00:00Z`),
    discountBp: 1_500,
    parkSlugs: eligible.map((park) => park.slug),
  };
}
