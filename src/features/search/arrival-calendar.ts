import { formatLongDay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { addDays, nightsBetween } from "@/lib/stay-dates";

/** What `booking.search.calendar` says about one arrival day. */
export type ArrivalDay = {
  date: string;
  available: boolean;
  lowestTotal: number | null;
  reason?: string;
};

/** The stay length a picker's days are priced for when the guest has not picked one yet (a weekend). */
export const DEFAULT_CALENDAR_NIGHTS = 2;

/**
 * The stay length the calendar prices each arrival day for: the nights of the range being shown, else of the
 * search being looked at, else a weekend. Half a range (an arrival without a departure) keeps the last length.
 */
export function calendarNights(
  draft: { start: string | null; end: string | null },
  committed: { start: string; end: string } | null,
): number {
  if (draft.start && draft.end && draft.end > draft.start) return nightsBetween(draft.start, draft.end);
  if (committed) return nightsBetween(committed.start, committed.end);
  return DEFAULT_CALENDAR_NIGHTS;
}

/**
 * Months the picker moves by per "next" or "previous", however many it shows side by side: a desktop showing July
 * and August goes to August and September, so the month the camper was looking at stays in view.
 */
export const CALENDAR_MONTH_STEP = 1;

/** `YYYY-MM` of a `YYYY-MM-DD` date. */
export const monthOf = (isoDate: string) => isoDate.slice(0, 7);

/** The months a picker shows from `firstShown` (any date of the first month), one per column. */
export function shownMonths(firstShown: string, columns: number): string[] {
  const months: string[] = [];
  let month = monthOf(firstShown);
  for (let column = 0; column < columns; column++) {
    months.push(month);
    month = monthOf(addDays(`${month}-28`, 7));
  }
  return months;
}

/**
 * The line above the days that says what their prices are: the whole stay's, not a night's. Campers used to
 * nightly rates read a bare "$78" under a day as "$78 a night".
 */
export function calendarLegend(nights: number): string {
  return `Prices under each day: total for ${nights} night${nights === 1 ? "" : "s"}, fees included`;
}

/** A day cell's price: whole dollars, thousands shortened ("$240", "$1.2k"), so it fits under the day's number. */
export function compactPrice(cents: number): string {
  const dollars = Math.round(cents / 100);
  if (dollars < 1_000) return `$${dollars}`;
  const thousands = Math.round(dollars / 100) / 10;
  return `$${Number.isInteger(thousands) ? thousands.toFixed(0) : thousands.toFixed(1)}k`;
}

/** What a screen reader hears on a day: the date, then whether a stay can start there and from what price. */
export function arrivalDayLabel(date: string, day: ArrivalDay | undefined, nights: number): string {
  const when = formatLongDay(date);
  if (!day) return when;
  const stay = `${nights} night${nights === 1 ? "" : "s"}`;
  if (day.available && day.lowestTotal !== null) return `${when}, ${stay} from ${formatUsd(day.lowestTotal)}`;
  if (day.available) return `${when}, ${stay} available`;
  return `${when}, not available for ${stay}: ${day.reason ?? "nothing free"}`;
}
