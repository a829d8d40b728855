/**
 * The columns of each report, once: the screen's tables and the CSV export both read them, so a download always
 * has the figures the table shows. Values are the wire's integers (cents, basis points); each output formats them.
 */
import type { z } from "zod";
import { type CsvCell, toCsv } from "./report-csv";
import type { ReportKind, ZArrivalsRow, ZCancellationsRow, ZPaceRow, ZSiteNightRow } from "./reports.schemas";

/** How a value reads: a date, a count, an amount in cents, a ratio in basis points. */
export type ColumnKind = "day" | "count" | "cents" | "bp";

export type ReportColumn<Row> = {
  header: string;
  kind: ColumnKind;
  value: (row: Row) => string | number | null;
  /** A change, shown with its sign ("+12.5 %"). */
  signed?: boolean;
};

type SiteNightRow = z.infer<typeof ZSiteNightRow>;
type PaceRow = z.infer<typeof ZPaceRow>;
type ArrivalsRow = z.infer<typeof ZArrivalsRow>;
type CancellationsRow = z.infer<typeof ZCancellationsRow>;

const periodColumns = <Row extends { start: string; end: string }>(): ReportColumn<Row>[] => [
  { header: "Period start", kind: "day", value: (row) => row.start },
  { header: "Period end", kind: "day", value: (row) => row.end },
];

export const OCCUPANCY_COLUMNS: ReportColumn<SiteNightRow>[] = [
  ...periodColumns<SiteNightRow>(),
  { header: "Available site-nights", kind: "count", value: (row) => row.availableNights },
  { header: "Occupied site-nights", kind: "count", value: (row) => row.occupiedNights },
  { header: "Occupancy (%)", kind: "bp", value: (row) => row.occupancyBp },
];

export const REVENUE_COLUMNS: ReportColumn<SiteNightRow>[] = [
  ...periodColumns<SiteNightRow>(),
  { header: "Room revenue (USD)", kind: "cents", value: (row) => row.roomRevenueCents },
  { header: "Occupied site-nights", kind: "count", value: (row) => row.occupiedNights },
  { header: "Available site-nights", kind: "count", value: (row) => row.availableNights },
  { header: "ADR (USD)", kind: "cents", value: (row) => row.adrCents },
  { header: "RevPAR (USD)", kind: "cents", value: (row) => row.revparCents },
];

export const PACE_COLUMNS: ReportColumn<PaceRow>[] = [
  ...periodColumns<PaceRow>(),
  { header: "Site-nights on the books", kind: "count", value: (row) => row.nights },
  { header: "Site-nights last year", kind: "count", value: (row) => row.lastYearNights },
  { header: "Site-nights change (%)", kind: "bp", value: (row) => row.nightsChangeBp, signed: true },
  { header: "Revenue on the books (USD)", kind: "cents", value: (row) => row.revenueCents },
  { header: "Revenue last year (USD)", kind: "cents", value: (row) => row.lastYearRevenueCents },
  { header: "Revenue change (%)", kind: "bp", value: (row) => row.revenueChangeBp, signed: true },
];

export const ARRIVALS_COLUMNS: ReportColumn<ArrivalsRow>[] = [
  ...periodColumns<ArrivalsRow>(),
  { header: "Arrivals", kind: "count", value: (row) => row.arrivals },
  { header: "Departures", kind: "count", value: (row) => row.departures },
];

export const CANCELLATION_COLUMNS: ReportColumn<CancellationsRow>[] = [
  ...periodColumns<CancellationsRow>(),
  { header: "Cancellations", kind: "count", value: (row) => row.cancellations },
  { header: "Site-nights cancelled", kind: "count", value: (row) => row.canceledNights },
  { header: "Refunded on cancellations (USD)", kind: "cents", value: (row) => row.cancellationRefundCents },
  { header: "Refunded on changes (USD)", kind: "cents", value: (row) => row.changeRefundCents },
  { header: "Refunded in all (USD)", kind: "cents", value: (row) => row.refundedCents },
];

/** The columns of a report kind (the export's choice). */
export const REPORT_COLUMNS = {
  occupancy: OCCUPANCY_COLUMNS,
  revenue: REVENUE_COLUMNS,
  pace: PACE_COLUMNS,
  arrivals: ARRIVALS_COLUMNS,
  cancellations: CANCELLATION_COLUMNS,
} as const satisfies Record<ReportKind, ReportColumn<never>[]>;

/** A value as a spreadsheet cell: amounts in dollars and ratios in percent, as numbers. */
export function csvCell(kind: ColumnKind, value: string | number | null): CsvCell {
  if (value === null || typeof value === "string") return value;
  return kind === "cents" || kind === "bp" ? value / 100 : value;
}

/** A report's rows as CSV: a header, then one record per period. */
export function reportCsv<Row>(columns: readonly ReportColumn<Row>[], rows: readonly Row[]): string {
  return toCsv([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => csvCell(column.kind, column.value(row)))),
  ]);
}
