/**
 * The periods a report groups its days into: days, ISO weeks (Monday first) or calendar months, cut at the
 * report's first and last day. Pure; dates are the parks' calendar dates (`YYYY-MM-DD`).
 */
import { addDays, weekdayOf } from "@/lib/stay-dates";

export const GROUP_BYS = ["day", "week", "month"] as const;
export type GroupBy = (typeof GROUP_BYS)[number];

/** A bucket of a report: its first and last day, both included. */
export type Period = { start: string; end: string };

const MONDAY = 1;

// ISO dates compare as text.
const laterDay = (a: string, b: string) => (a < b ? b : a);
const earlierDay = (a: string, b: string) => (a < b ? a : b);

/** The first day of the day's week (Monday, ISO 8601) or month; the day itself for `day`. */
export function periodStartOf(day: string, groupBy: GroupBy): string {
  if (groupBy === "day") return day;
  if (groupBy === "month") return `${day.slice(0, 8)}01`;
  return addDays(day, -((weekdayOf(day) - MONDAY + 7) % 7));
}

/** The day after the last day of the period starting on `start` (a period start from `periodStartOf`). */
function nextPeriodStart(start: string, groupBy: GroupBy): string {
  if (groupBy === "day") return addDays(start, 1);
  if (groupBy === "week") return addDays(start, 7);
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  return month === 12
    ? `${String(year + 1).padStart(4, "0")}-01-01`
    : `${start.slice(0, 5)}${String(month + 1).padStart(2, "0")}-01`;
}

/** The periods covering [from, to] (inclusive) in order; the first and last are cut at `from` and `to`. */
export function reportPeriods(from: string, to: string, groupBy: GroupBy): Period[] {
  const periods: Period[] = [];
  let start = periodStartOf(from, groupBy);
  while (start <= to) {
    const next = nextPeriodStart(start, groupBy);
    const last = addDays(next, -1);
    periods.push({ start: laterDay(start, from), end: earlierDay(last, to) });
    start = next;
  }
  return periods;
}

/**
 * Sums per-day figures into the report's periods: every period of [from, to] appears, zero where no day has
 * figures; days outside [from, to] are left out.
 */
export function sumByPeriod<Figures extends Record<string, number>>(
  days: readonly ({ day: string } & Figures)[],
  range: { from: string; to: string; groupBy: GroupBy },
  zero: Figures,
): (Period & Figures)[] {
  const periods = reportPeriods(range.from, range.to, range.groupBy).map((period) => ({
    ...period,
    ...zero,
  }));
  const byStart = new Map(periods.map((period) => [period.start, period]));
  const keys = Object.keys(zero) as (keyof Figures)[];
  for (const row of days) {
    if (row.day < range.from || row.day > range.to) continue;
    const start = periodStartOf(row.day, range.groupBy);
    const period = byStart.get(laterDay(start, range.from));
    if (!period) continue;
    for (const key of keys) (period as Record<keyof Figures, number>)[key] += row[key] as number;
  }
  return periods;
}

/** Every figure of the rows added up (a report's total line). */
export function sumFigures<Figures extends Record<string, number>>(
  rows: readonly Figures[],
  zero: Figures,
): Figures {
  const total = { ...zero };
  const keys = Object.keys(zero) as (keyof Figures)[];
  for (const row of rows)
    for (const key of keys) (total as Record<keyof Figures, number>)[key] += row[key] as number;
  return total;
}
