/**
 * How the Rules screen and the rules' messages word seasons, scopes, weekdays and closure nights. Pure and safe for
 * the browser; dates are calendar dates, formatted in UTC so the machine's time zone never shifts them.
 */
import { formatDate, formatDayWithYear, formatMonthDay, formatStayWithYear } from "@/lib/date-format";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import { nightsLabel } from "@/lib/stay-format";

/** The week as a park's staff read it, Monday first; `value` as stored (0 = Sunday … 6 = Saturday). */
export const WEEKDAYS = [
  { value: 1, short: "Mon" },
  { value: 2, short: "Tue" },
  { value: 3, short: "Wed" },
  { value: 4, short: "Thu" },
  { value: 5, short: "Fri" },
  { value: 6, short: "Sat" },
  { value: 0, short: "Sun" },
] as const;

const yearOf = (date: string) => date.slice(0, 4);

/** "Jun 15 – Sep 7, 2027", or "Nov 1, 2026 – Apr 30, 2027" across a new year. */
export function dateSpan(first: string, last: string): string {
  if (yearOf(first) === yearOf(last)) {
    return `${formatMonthDay(first)} – ${formatDate(last)}`;
  }
  return `${formatDate(first)} – ${formatDate(last)}`;
}

type SeasonDates = { name: string; startDate: string; endDate: string };

/** "Peak (Jun 15 – Sep 7, 2027)": seasons repeat their names every year. */
export function seasonLabel(season: SeasonDates): string {
  return `${season.name} (${dateSpan(season.startDate, season.endDate)})`;
}

/** "Fri, Sat" in week order, or "any day" when none is set. */
export function weekdayList(days: readonly number[] | null): string {
  if (!days || days.length === 0) return "any day";
  return WEEKDAYS.filter((day) => days.includes(day.value))
    .map((day) => day.short)
    .join(", ");
}

export type ScopeNames = {
  types: ReadonlyMap<string, string>;
  seasons: ReadonlyMap<string, SeasonDates>;
};

/** The park's type names and seasons by id, as `scopeLabel` reads them. */
export function scopeNames(park: {
  types: readonly { id: string; name: string }[];
  seasons: readonly (SeasonDates & { id: string })[];
}): ScopeNames {
  return {
    types: new Map(park.types.map((type) => [type.id, type.name])),
    seasons: new Map(park.seasons.map((season) => [season.id, season])),
  };
}

/** Which bookings a stay-rule row is about: "Whole park", "Deluxe Cabin", "Peak (…)", "Deluxe Cabin in Peak (…)". */
export function scopeLabel(
  rule: { campsiteTypeId: string | null; seasonId: string | null },
  names: ScopeNames,
): string {
  const type = rule.campsiteTypeId ? (names.types.get(rule.campsiteTypeId) ?? "A removed type") : null;
  const season = rule.seasonId ? names.seasons.get(rule.seasonId) : null;
  const seasonText = season ? seasonLabel(season) : rule.seasonId ? "a removed season" : null;
  if (type && seasonText) return `${type} in ${seasonText}`;
  return type ?? (seasonText ? `Every type in ${seasonText}` : "Whole park");
}

/** A closure's nights `[start, end)`: "Wed, Aug 11 – Thu, Aug 12, 2027 (2 nights)". */
export function closureNights(dates: { start: string; end: string }): string {
  const last = addDays(dates.end, -1);
  const nights = nightsLabel(nightsBetween(dates.start, dates.end));
  const days = last === dates.start ? formatDayWithYear(last) : formatStayWithYear(dates.start, last);
  return `${days} (${nights})`;
}
