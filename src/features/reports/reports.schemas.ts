import { z } from "zod";
import { isoDate } from "@/lib/date.input-schemas";
import { nightsBetween } from "@/lib/stay-dates";
import { GROUP_BYS } from "./report-periods";

/** Two years and a leap day: this year against last, day by day, at most. */
export const REPORT_MAX_DAYS = 731;
/** Arrivals and departures are listed one by one for a range of a month or less. */
export const STAY_LIST_MAX_DAYS = 31;
/** …and at most this many of them. */
export const STAY_LIST_LIMIT = 500;

export const REPORT_KINDS = ["occupancy", "revenue", "pace", "arrivals", "cancellations"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

const ZDay = isoDate("Enter a date like 2027-07-01.");

const rangeFields = {
  /** Omitted: every park the member works at. */
  parkId: z.uuid("Choose a park.").optional(),
  from: ZDay,
  /** The last day reported (included). */
  to: ZDay,
};

type Range = { from: string; to: string };

const rangeIsValid = ({ from, to }: Range) =>
  nightsBetween(from, to) >= 0 && nightsBetween(from, to) < REPORT_MAX_DAYS;

const rangeProblem = {
  path: ["to"],
  message: `Choose an end on or after the start, at most ${REPORT_MAX_DAYS} days in all.`,
};

export const ZReportInput = z
  .object({ ...rangeFields, groupBy: z.enum(GROUP_BYS, "Group by day, week or month.") })
  .refine(rangeIsValid, rangeProblem);
export type TReportInput = z.infer<typeof ZReportInput>;

export const ZExportInput = z
  .object({
    report: z.enum(REPORT_KINDS, "Choose a report."),
    ...rangeFields,
    groupBy: z.enum(GROUP_BYS, "Group by day, week or month.").default("day"),
  })
  .refine(rangeIsValid, rangeProblem);

export const ZExport = z.object({ filename: z.string(), csv: z.string() });

const period = { start: z.iso.date(), end: z.iso.date() };
const count = z.number().int().nonnegative();
const cents = z.number().int();
const ratio = z.number().int().nullable();

export const ZSiteNightRow = z.object({
  ...period,
  availableNights: count,
  occupiedNights: count,
  /** Occupied ÷ available site-nights, in basis points; null when no site-night was open. */
  occupancyBp: ratio,
  /** Nightly prices less the stay's discount, of the occupied site-nights. */
  roomRevenueCents: cents,
  adrCents: ratio,
  revparCents: ratio,
});
export const ZSiteNightReport = z.object({ rows: z.array(ZSiteNightRow), total: ZSiteNightRow });
export type TSiteNightReport = z.infer<typeof ZSiteNightReport>;

export const ZPaceRow = z.object({
  ...period,
  /** On the books today for the period's nights. */
  nights: count,
  revenueCents: cents,
  /** On the books a year ago today for the same nights a year earlier. */
  lastYearNights: count,
  lastYearRevenueCents: cents,
  nightsChangeBp: ratio,
  revenueChangeBp: ratio,
});
export const ZPaceReport = z.object({
  /** "Today" (of the first park reported; each park counts on its own date). */
  asOf: z.iso.date(),
  lastYearAsOf: z.iso.date(),
  rows: z.array(ZPaceRow),
  total: ZPaceRow,
});
export type TPaceReport = z.infer<typeof ZPaceReport>;

export const ZArrivalsRow = z.object({ ...period, arrivals: count, departures: count });
export const ZStayListed = z.object({
  reservationId: z.uuid(),
  parkSlug: z.string(),
  parkName: z.string(),
  siteName: z.string(),
  guestName: z.string(),
  confirmation: z.string(),
  arrival: z.iso.date(),
  departure: z.iso.date(),
});
export const ZArrivalsReport = z.object({
  rows: z.array(ZArrivalsRow),
  total: ZArrivalsRow,
  /** The stays arriving or departing in the range, by arrival; null for a range over a month. */
  stays: z.array(ZStayListed).nullable(),
  staysTruncated: z.boolean(),
});
export type TArrivalsReport = z.infer<typeof ZArrivalsReport>;

export const ZCancellationsRow = z.object({
  ...period,
  cancellations: count,
  /** The site-nights the cancelled stays gave back. */
  canceledNights: count,
  cancellationRefundCents: cents,
  /** Price differences refunded when staff re-priced a changed stay (audit log). */
  changeRefundCents: cents,
  refundedCents: cents,
});
export const ZCancellationsReport = z.object({ rows: z.array(ZCancellationsRow), total: ZCancellationsRow });
export type TCancellationsReport = z.infer<typeof ZCancellationsReport>;
