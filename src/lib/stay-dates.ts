/**
 * Stay dates are ISO calendar dates (`YYYY-MM-DD`) in the park's time zone; a stay is the nights
 * [arrival, departure). Arithmetic is done on UTC midnights so the machine's time zone never shifts a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toUtcMs(isoDate: string): number {
  if (!isIsoDate(isoDate)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return Date.parse(`${isoDate}T00:00:00Z`);
}

export function addDays(isoDate: string, days: number): string {
  return new Date(toUtcMs(isoDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Number of nights of the stay [start, end). */
export function nightsBetween(start: string, end: string): number {
  return Math.round((toUtcMs(end) - toUtcMs(start)) / DAY_MS);
}

/** The stay as a PostgreSQL `daterange` literal. */
export function toDateRange(start: string, end: string): string {
  return `[${start},${end})`;
}

/** Today's date in a time zone (the park's), as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}
