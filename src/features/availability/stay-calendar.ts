/**
 * Per-night facts of a stay for one park and campsite type: which season each night falls in, whether the park
 * is open for that type, and which nights are weekend or holiday nights. Pure; dates are the park's calendar
 * dates, so nothing here reads the machine's clock or time zone.
 */
import { addDays, nightsBetween, weekdayOf } from "@/lib/stay-dates";
import type {
  CampsiteTypeContext,
  Closure,
  IsoDate,
  ParkCalendar,
  Season,
  StayRuleRow,
} from "./engine-types";

export type ClosedBecause = "no-season" | "closed-date" | "no-rate" | "closure";

export type StayNight = {
  date: IsoDate;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
  season: Season | null;
  closed: boolean;
  /** Why the night is closed for this type; null when open. */
  closedBecause: ClosedBecause | null;
  /** The guests' message of a staff closure that closes this night (null: none, or none written). */
  closureMessage: string | null;
  weekend: boolean;
  holiday: boolean;
};

const FRIDAY = 5;
const SATURDAY = 6;

/** The nights [start, end) of a stay; none when the departure is not after the arrival. */
export function stayNights(start: IsoDate, end: IsoDate): IsoDate[] {
  const count = Math.max(0, nightsBetween(start, end));
  return Array.from({ length: count }, (_, index) => addDays(start, index));
}

/**
 * The season a night falls in (inclusive dates). Should seasons overlap, the one starting latest wins, so a
 * short special season laid over a long one takes effect.
 */
export function seasonOn(seasons: readonly Season[], date: IsoDate): Season | null {
  let found: Season | null = null;
  for (const season of seasons) {
    if (
      season.startDate <= date &&
      date <= season.endDate &&
      (!found || season.startDate > found.startDate)
    ) {
      found = season;
    }
  }
  return found;
}

/**
 * A holiday night is the night of the holiday itself or the night before it: a Monday holiday such as Memorial
 * Day is camped on Sunday night (the long weekend), and the holiday night itself is still in demand for
 * those who leave on Tuesday. Both raise prices and may raise the minimum stay.
 */
export function isHolidayNight(holidays: ReadonlySet<IsoDate>, date: IsoDate): boolean {
  return holidays.has(date) || holidays.has(addDays(date, 1));
}

/** Friday and Saturday nights: the nights before a non-working day. */
export function isWeekendNight(weekday: number): boolean {
  return weekday === FRIDAY || weekday === SATURDAY;
}

/** The closures of a kind that cover a night for a type: the park's own and the type's. */
export function closuresOn(
  closures: readonly Closure[] | undefined,
  kind: Closure["kind"],
  typeId: string,
  date: IsoDate,
): Closure[] {
  return (closures ?? []).filter(
    (closure) =>
      closure.kind === kind &&
      (closure.campsiteTypeId === null || closure.campsiteTypeId === typeId) &&
      closure.start <= date &&
      date < closure.end,
  );
}

/** The facts of every night of the stay [start, end) at one park for one campsite type. */
export function stayCalendar(
  calendar: Pick<ParkCalendar, "seasons" | "closedDates" | "holidays" | "closures">,
  type: Pick<CampsiteTypeContext, "id" | "ratesBySeason">,
  stay: { start: IsoDate; end: IsoDate },
): StayNight[] {
  const closedDates = new Set(calendar.closedDates);
  const holidays = new Set(calendar.holidays);
  return stayNights(stay.start, stay.end).map((date) => {
    const weekday = weekdayOf(date);
    const season = seasonOn(calendar.seasons, date);
    const closure = closuresOn(calendar.closures, "closed", type.id, date)[0];
    const closedBecause =
      closedReason(season, closedDates.has(date), type.ratesBySeason) ?? (closure ? "closure" : null);
    return {
      date,
      weekday,
      season,
      closed: closedBecause !== null,
      closedBecause,
      closureMessage: closure?.message ?? null,
      weekend: isWeekendNight(weekday),
      holiday: isHolidayNight(holidays, date),
    };
  });
}

function closedReason(
  season: Season | null,
  isClosedDate: boolean,
  ratesBySeason: Record<string, number>,
): ClosedBecause | null {
  if (!season) return "no-season";
  if (isClosedDate) return "closed-date";
  // A season the type has no rate for is a season it is not offered in (e.g. tents in a winter-lodging season).
  if (ratesBySeason[season.id] === undefined) return "no-rate";
  return null;
}

/**
 * A contiguous stretch of nights the park is open for the type: consecutive or overlapping seasons with a rate
 * are joined, so Spring, Peak and Fall read as one "May 1 – Oct 31".
 */
export type OpenPeriod = { startDate: IsoDate; endDate: IsoDate };

export function openPeriods(
  seasons: readonly Season[],
  type: Pick<CampsiteTypeContext, "ratesBySeason">,
): OpenPeriod[] {
  const rated = seasons
    .filter((season) => type.ratesBySeason[season.id] !== undefined)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  const periods: OpenPeriod[] = [];
  for (const season of rated) {
    const last = periods.at(-1);
    if (last && season.startDate <= addDays(last.endDate, 1)) {
      if (season.endDate > last.endDate) last.endDate = season.endDate;
    } else {
      periods.push({ startDate: season.startDate, endDate: season.endDate });
    }
  }
  return periods;
}

/** The open period that overlaps the stay, else the one with the fewest days between it and the stay. */
export function nearestOpenPeriod(
  periods: readonly OpenPeriod[],
  stay: { start: IsoDate; end: IsoDate },
): OpenPeriod | null {
  const lastNight = addDays(stay.end, -1);
  let nearest: OpenPeriod | null = null;
  let nearestDistance = Number.POSITIVE_INFINITY;
  for (const period of periods) {
    const distance = Math.max(
      0,
      nightsBetween(lastNight, period.startDate),
      nightsBetween(period.endDate, stay.start),
    );
    if (distance < nearestDistance) {
      nearest = period;
      nearestDistance = distance;
    }
  }
  return nearest;
}

export type ResolvedStayRules = Omit<StayRuleRow, "campsiteTypeId" | "seasonId">;

/** How specific a row is for this type and season; null when the row is about another type or season. */
function specificity(row: StayRuleRow, campsiteTypeId: string, seasonId: string | null): number | null {
  if (row.campsiteTypeId !== null && row.campsiteTypeId !== campsiteTypeId) return null;
  if (row.seasonId !== null && row.seasonId !== seasonId) return null;
  // Type + season (3) before type (2) before season (1) before the park row (0).
  return (row.campsiteTypeId !== null ? 2 : 0) + (row.seasonId !== null ? 1 : 0);
}

/**
 * The effective stay rules of a type in a season (null season: a night outside every season). Each field comes
 * from the most specific row that sets it; a null field, or an empty weekday list, falls through to the next
 * less specific row (between two rows equally specific, the earlier one). A field no row sets stays null, which
 * means "no limit".
 */
export function resolveStayRules(
  rules: readonly StayRuleRow[],
  campsiteTypeId: string,
  seasonId: string | null,
): ResolvedStayRules {
  const applicable = rules
    .map((row, index) => ({ row, index, rank: specificity(row, campsiteTypeId, seasonId) }))
    .filter((entry): entry is { row: StayRuleRow; index: number; rank: number } => entry.rank !== null)
    .sort((a, b) => b.rank - a.rank || a.index - b.index)
    .map((entry) => entry.row);
  const firstSet = <K extends keyof ResolvedStayRules>(field: K): ResolvedStayRules[K] =>
    applicable.find((row) => isSet(row[field]))?.[field] ?? null;
  return {
    minNights: firstSet("minNights"),
    maxNights: firstSet("maxNights"),
    weekendMinNights: firstSet("weekendMinNights"),
    holidayMinNights: firstSet("holidayMinNights"),
    bookingWindowDays: firstSet("bookingWindowDays"),
    minLeadHours: firstSet("minLeadHours"),
    arrivalWeekdays: firstSet("arrivalWeekdays"),
    departureWeekdays: firstSet("departureWeekdays"),
  };
}

function isSet(value: number | number[] | null): boolean {
  // An empty weekday list would allow no day at all, which no park means; treat it as unset.
  return Array.isArray(value) ? value.length > 0 : value !== null;
}
