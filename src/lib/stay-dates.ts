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

/** A PostgreSQL `daterange` literal `[2026-07-03,2026-07-05)` back to its stay. */
export function parseDateRange(range: string): { start: string; end: string } {
  const match = /^\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)$/.exec(range);
  if (!match) throw new RangeError(`Not a canonical date range: ${range}`);
  return { start: match[1]!, end: match[2]! };
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

/** Weekday of a calendar date, 0 = Sunday … 6 = Saturday (as in `booking_rules.arrivalWeekdays`). */
export function weekdayOf(isoDate: string): number {
  return new Date(toUtcMs(isoDate)).getUTCDay();
}

const WALL_CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant at which a time zone's clocks show `time` ("HH:MM") on `isoDate`, e.g. a park's check-in. */
export function instantIn(timeZone: string, isoDate: string, time: string): Date {
  if (!WALL_CLOCK_TIME.test(time)) throw new RangeError(`Not a wall-clock time: ${time}`);
  const wallClockMs = toUtcMs(isoDate) + Date.parse(`1970-01-01T${time}:00Z`);
  // The offset is looked up twice: the first guess may sit on the other side of a DST change.
  const guess = wallClockMs - utcOffsetMs(timeZone, wallClockMs);
  return new Date(wallClockMs - utcOffsetMs(timeZone, guess));
}

function utcOffsetMs(timeZone: string, instantMs: number): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "numeric",
    day: "numeric",
    hour: "numeric",
    minute: "numeric",
    second: "numeric",
  }).formatToParts(new Date(instantMs));
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const wallClockMs = Date.UTC(
    field("year"),
    field("month") - 1,
    field("day"),
    field("hour"),
    field("minute"),
    field("second"),
  );
  return wallClockMs - Math.floor(instantMs / 1000) * 1000;
}
