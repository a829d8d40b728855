/**
 * How the reports screen writes periods and figures (the CSV writes plain numbers: report-columns.ts). Pure, and
 * independent of the browser's time zone: report dates are the parks' calendar dates.
 */
import { formatDate, formatMonthDay, formatShortMonth } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { isIsoDate, nightsBetween } from "@/lib/stay-dates";
import type { ColumnKind } from "./report-columns";
import type { GroupBy, Period } from "./report-periods";
import { REPORT_MAX_DAYS } from "./reports.schemas";

const wholeNumber = new Intl.NumberFormat("en-US");
const percent = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** A chart's axis label: "Aug 2" for a day or a week (its first day), "Aug 2027" for a month. */
export function periodTick(period: Period, groupBy: GroupBy): string {
  return groupBy === "month" ? formatShortMonth(period.start) : formatMonthDay(period.start);
}

/** A table's period: "Aug 2, 2027", or "Aug 2 – Aug 8, 2027" for a period of several days. */
export function periodLabel(period: Period): string {
  if (period.start === period.end) return formatDate(period.start);
  return `${formatMonthDay(period.start)} – ${formatDate(period.end)}`;
}

/** Basis points as a percentage: 5,625 → "56.3 %"; a change gets its sign: "+12.5 %". */
export function percentWords(bp: number | null, signed = false): string {
  if (bp === null) return "—";
  const words = `${percent.format(bp / 100)} %`;
  return signed && bp > 0 ? `+${words}` : words;
}

/** A figure as the table shows it. */
export function figureWords(kind: ColumnKind, value: string | number | null, signed = false): string {
  if (value === null) return "—";
  if (typeof value === "string") return value;
  if (kind === "cents") return formatUsd(value);
  if (kind === "bp") return percentWords(value, signed);
  return wholeNumber.format(value);
}

/** The default range: this month and the two after it, by week. */
export function defaultRange(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const end = new Date(Date.UTC(year, month + 2, 0)).toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: end };
}

/** Why a range cannot be reported (the server says the same), or null. */
export function rangeProblem(from: string, to: string): string | null {
  if (!isIsoDate(from) || !isIsoDate(to)) return "Choose a start and an end date.";
  if (to < from || nightsBetween(from, to) >= REPORT_MAX_DAYS)
    return `Choose an end on or after the start, at most ${REPORT_MAX_DAYS} days in all.`;
  return null;
}
