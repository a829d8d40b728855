/**
 * Every date and time a person reads, in one vocabulary (issue 31). Two kinds of input:
 * - a calendar date `YYYY-MM-DD` (a stay's night, a season's first day, a report's day) is already a day on the
 *   park's calendar: it is told as written, whatever the machine's or the reader's time zone;
 * - an instant (`Date`: a booking, an offer's expiry, an audit entry) is told on a clock: the park's
 *   (`park.timeZone`), {@link PARKS_TIME_ZONE} when it belongs to no one park, or {@link READERS_CLOCK} only where
 *   the reader also typed it on their own clock (the audit log's day filter, content windows).
 * Formatters are made on first use (a page that formats nothing never pays for one, issue 12 §6) and kept.
 */

import { lazyIntl } from "./lazy-intl";

/** The clock of things that belong to no one park (memberships, a guest's history): all the parks are in New York. */
export const PARKS_TIME_ZONE = "America/New_York";

/** The reader's own clock (the browser's time zone), for instants the reader typed on it. */
export const READERS_CLOCK = null;

type Clock = string | typeof READERS_CLOCK;

const STYLES = {
  day: { weekday: "short", month: "short", day: "numeric" },
  dayWithYear: { weekday: "short", month: "short", day: "numeric", year: "numeric" },
  longDay: { weekday: "long", month: "long", day: "numeric", year: "numeric" },
  monthDay: { month: "short", day: "numeric" },
  date: { month: "short", day: "numeric", year: "numeric" },
  longDate: { month: "long", day: "numeric", year: "numeric" },
  month: { month: "long", year: "numeric" },
  shortMonth: { month: "short", year: "numeric" },
  instant: { dateStyle: "medium", timeStyle: "short" },
  clock: { hour: "numeric", minute: "2-digit" },
  clockWithZone: { hour: "numeric", minute: "2-digit", timeZoneName: "short" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(style: keyof typeof STYLES, clock: Clock): Intl.DateTimeFormat {
  const key = `${style}|${clock ?? ""}`;
  let made = formats.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat("en-US", { ...STYLES[style], timeZone: clock ?? undefined });
    formats.set(key, made);
  }
  return made;
}

/** A calendar date told as written: its UTC midnight formatted in UTC. */
const calendar = (style: keyof typeof STYLES, isoDate: string) =>
  formatter(style, "UTC").format(new Date(`${isoDate}T00:00:00Z`));

/** "Mon, May 17" */
export function formatDay(isoDate: string): string {
  return calendar("day", isoDate);
}

/** "Mon, May 17 – Thu, May 20" for the stay [start, end) (arrival and departure days). */
export function formatStay(start: string, end: string): string {
  return `${formatDay(start)} – ${formatDay(end)}`;
}

/** "Fri, Jul 9 – Sun, Jul 11, 2027"; both years when the stay crosses New Year. */
export function formatStayWithYear(start: string, end: string): string {
  const sameYear = start.slice(0, 4) === end.slice(0, 4);
  return `${sameYear ? formatDay(start) : formatDayWithYear(start)} – ${formatDayWithYear(end)}`;
}

/** "Mon, May 17, 2027" */
export function formatDayWithYear(isoDate: string): string {
  return calendar("dayWithYear", isoDate);
}

/** "Monday, May 17, 2027" */
export function formatLongDay(isoDate: string): string {
  return calendar("longDay", isoDate);
}

/** "May 17" */
export function formatMonthDay(isoDate: string): string {
  return calendar("monthDay", isoDate);
}

/** "May 17, 2027" */
export function formatDate(isoDate: string): string {
  return calendar("date", isoDate);
}

/** "July 2027" for "2027-07". */
export function formatMonth(yearMonth: string): string {
  return calendar("month", `${yearMonth}-01`);
}

/** "Jul 2027" for any day of that month. */
export function formatShortMonth(isoDate: string): string {
  return calendar("shortMonth", isoDate);
}

/** "15:00" → "3:00 PM": the park's local wall-clock time, as campers read it. */
export function formatClockTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? "AM" : "PM";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${match[2]} ${suffix}`;
}

/** "May 17, 2027, 3:45 PM" on the given clock. */
export function formatInstant(instant: Date, clock: Clock): string {
  return formatter("instant", clock).format(instant);
}

/** "May 17, 2027": the day an instant falls on, on the given clock. */
export function formatInstantDate(instant: Date, clock: Clock): string {
  return formatter("date", clock).format(instant);
}

/** "March 3, 2027": {@link formatInstantDate} with the month in full (e-mails, membership terms). */
export function formatInstantLongDate(instant: Date, clock: Clock): string {
  return formatter("longDate", clock).format(instant);
}

/** "3:45 PM", or with `zoneName` "3:45 PM EDT" (for a reader who may be elsewhere than the park). */
export function formatInstantTime(instant: Date, clock: Clock, { zoneName = false } = {}): string {
  return formatter(zoneName ? "clockWithZone" : "clock", clock).format(instant);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["year", 365 * 24 * 3600],
  ["month", 30 * 24 * 3600],
  ["day", 24 * 3600],
  ["hour", 3600],
  ["minute", 60],
];

const relative = lazyIntl(() => new Intl.RelativeTimeFormat("en-US", { numeric: "always" }));

/** Spec §9: "just now", then minutes, hours, days, months, years ago. */
export function relativeTime(then: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - then.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return relative().format(-Math.floor(seconds / size), unit);
  }
  return "just now";
}
