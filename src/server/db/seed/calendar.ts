/**
 * Calendar helpers for the seeds. Dates stay `YYYY-MM-DD` strings; weekday arithmetic runs on UTC midnights so
 * the machine's time zone never shifts a day (same convention as `src/lib/stay-dates.ts`).
 */
import { addDays, weekdayOf } from "../../../lib/stay-dates";

/** 0 = Sunday … 6 = Saturday, as in `booking_rules.arrivalWeekdays`. */
export { addDays, weekdayOf as weekday };

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

export function yearOf(date: string): number {
  return Number(date.slice(0, 4));
}

/** The `n`-th (1-based) given weekday of a month, e.g. Labor Day = 1st Monday of September. */
export function nthWeekdayOfMonth(year: number, month: number, day: number, n: number): string {
  const first = isoDate(year, month, 1);
  const offset = (day - weekdayOf(first) + 7) % 7;
  return addDays(first, offset + 7 * (n - 1));
}

/** The last given weekday of a month, e.g. Memorial Day = last Monday of May. */
export function lastWeekdayOfMonth(year: number, month: number, day: number): string {
  const nextMonth = month === 12 ? isoDate(year + 1, 1, 1) : isoDate(year, month + 1, 1);
  const last = addDays(nextMonth, -1);
  return addDays(last, -((weekdayOf(last) - day + 7) % 7));
}

const MONDAY = 1;

/** The US holidays of the camping season that raise prices and minimum stays. */
export function campingHolidays(year: number): { date: string; name: string }[] {
  return [
    { date: lastWeekdayOfMonth(year, 5, MONDAY), name: "Memorial Day" },
    { date: isoDate(year, 7, 4), name: "Independence Day" },
    { date: nthWeekdayOfMonth(year, 9, MONDAY, 1), name: "Labor Day" },
    { date: nthWeekdayOfMonth(year, 10, MONDAY, 2), name: "Columbus Day" },
  ];
}
