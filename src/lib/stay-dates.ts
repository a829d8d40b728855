/**
 * Stay dates are ISO calendar dates (`YYYY-MM-DD`) in the park's time zone; a stay is the nights
 * [arrival, departure). Arithmetic is done on UTC midnights so the machine's time zone never shifts a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/**
 * The dates the app deals in, stays, rates, reports and logs alike: outside them a date is a typo or a probe, and
 * year 0 or 10000 breaks PostgreSQL and `Date` arithmetic. Every input date is checked against them at the edge
 * (date.input-schemas.ts, decision 0040).
 */
export const FIRST_DATE = "2000-01-01";
export const LAST_DATE = "2100-12-31";

/** Whether a `YYYY-MM-DD` date falls in {@link FIRST_DATE}..{@link LAST_DATE} (ISO dates sort as strings). */
export function isInDateRange(isoDate: string): boolean {
  return isoDate >= FIRST_DATE && isoDate <= LAST_DATE;
}

/**
 * A pure function's answers kept for the next call with the same argument. A search over every park does the same
 * date arithmetic for tens of thousands of sites; the cache is emptied when full, so odd input cannot grow it.
 */
function memoize<Key, Value>(compute: (key: Key) => Value, limit = 20_000): (key: Key) => Value {
  const answers = new Map<Key, Value>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as Value;
    const value = compute(key);
    if (answers.size >= limit) answers.clear();
    answers.set(key, value);
    return value;
  };
}

/** UTC midnight of a real calendar date, or NaN (no month 13, no February 30). Hot: searches call it per night. */
const utcMidnightMs = memoize((value: string): number => {
  const match = ISO_DATE.exec(value);
  if (!match) return Number.NaN;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return Number.NaN;
  // setUTCFullYear, unlike Date.UTC, keeps years 0–99 as written instead of mapping them to 1900–1999.
  const ms = new Date(0).setUTCFullYear(year, month - 1, day);
  // Day 31 of a 30-day month rolls over into the next month.
  return day <= 28 || new Date(ms).getUTCDate() === day ? ms : Number.NaN;
});

const isoDateOfMs = memoize((ms: number): string => new Date(ms).toISOString().slice(0, 10));

export function isIsoDate(value: string): boolean {
  return !Number.isNaN(utcMidnightMs(value));
}

function toUtcMs(isoDate: string): number {
  const ms = utcMidnightMs(isoDate);
  if (Number.isNaN(ms)) throw new RangeError(`Not a calendar date: ${isoDate}`);
  return ms;
}

export function addDays(isoDate: string, days: number): string {
  return isoDateOfMs(toUtcMs(isoDate) + days * DAY_MS);
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

/**
 * Formatters per time zone: building an `Intl.DateTimeFormat` costs far more than using one, and a search over
 * every park asks for each park's "today" and check-in instant once per campsite type.
 */
function cachedFormat(
  cache: Map<string, Intl.DateTimeFormat>,
  timeZone: string,
  create: () => Intl.DateTimeFormat,
) {
  let format = cache.get(timeZone);
  if (!format) {
    format = create();
    cache.set(timeZone, format);
  }
  return format;
}
const dayFormats = new Map<string, Intl.DateTimeFormat>();
const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's date in a time zone (the park's), as `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now: Date): string {
  return todayAt(`${timeZone}|${now.getTime()}`);
}

const todayAt = memoize((key: string): string => {
  const [timeZone, ms] = key.split("|") as [string, string];
  return cachedFormat(
    dayFormats,
    timeZone,
    () => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }),
  ).format(new Date(Number(ms)));
}, 2_000);

/** Weekday of a calendar date, 0 = Sunday … 6 = Saturday (as in `booking_rules.arrivalWeekdays`). */
export function weekdayOf(isoDate: string): number {
  return new Date(toUtcMs(isoDate)).getUTCDay();
}

const WALL_CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The instant at which a time zone's clocks show `time` ("HH:MM") on `isoDate`, e.g. a park's check-in. */
export function instantIn(timeZone: string, isoDate: string, time: string): Date {
  if (!WALL_CLOCK_TIME.test(time)) throw new RangeError(`Not a wall-clock time: ${time}`);
  return new Date(instantMs(`${timeZone}|${isoDate}|${time}`));
}

/** {@link instantIn} for a `zone|date|time` key: a search asks it once per campsite type with the same three. */
const instantMs = memoize((key: string): number => {
  const [timeZone, isoDate, time] = key.split("|") as [string, string, string];
  const wallClockMs = toUtcMs(isoDate) + Date.parse(`1970-01-01T${time}:00Z`);
  // The offset is looked up twice: the first guess may sit on the other side of a DST change.
  const guess = wallClockMs - utcOffsetMs(timeZone, wallClockMs);
  return wallClockMs - utcOffsetMs(timeZone, guess);
}, 2_000);

function utcOffsetMs(timeZone: string, instantMs: number): number {
  const parts = cachedFormat(
    wallClockFormats,
    timeZone,
    () =>
      new Intl.DateTimeFormat("en-US", {
        timeZone,
        hourCycle: "h23",
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      }),
  ).formatToParts(new Date(instantMs));
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
