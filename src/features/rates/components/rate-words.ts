import { formatUsd } from "@/lib/money";

export const WEEKDAY_SHORT = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;

const dayWords = new Intl.DateTimeFormat("en-US", {
  weekday: "short",
  month: "short",
  day: "numeric",
  timeZone: "UTC",
});
const monthWords = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "Wed, Jul 14" for a calendar date. */
export const dayLabel = (isoDate: string) => dayWords.format(new Date(`${isoDate}T00:00:00Z`));

/** "July 2027" for "2027-07". */
export const monthLabel = (month: string) => monthWords.format(new Date(`${month}-01T00:00:00Z`));

/** The month before or after "YYYY-MM". */
export function shiftMonth(month: string, by: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + by);
  return date.toISOString().slice(0, 7);
}

/** The last date of "YYYY-MM". */
export function lastDayOf(month: string): string {
  const date = new Date(`${shiftMonth(month, 1)}-01T00:00:00Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** "Fri, Sat" or "Every day". */
export const weekdaysWords = (weekdays: readonly number[] | null) =>
  weekdays === null ? "Every day" : weekdays.map((day) => WEEKDAY_SHORT[day]).join(", ");

/** Dollars typed in a field as cents, or null when it is not an amount. */
export function centsOf(dollars: string): number | null {
  const trimmed = dollars.trim().replace(/^\$/, "");
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** Cents as the dollars a field shows ("45.00"). */
export const dollarsOf = (cents: number) => (cents / 100).toFixed(2);

export { formatUsd };
