import "server-only";
import type { Db } from "@/server/db/client";
import { arrivalsReport } from "./arrivals.service";
import { cancellationsReport } from "./cancellations.service";
import { paceReport } from "./pace.service";
import { REPORT_COLUMNS, reportCsv } from "./report-columns";
import type { ReportPark } from "./report-parks.service";
import type { GroupBy } from "./report-periods";
import type { ReportKind } from "./reports.schemas";
import { siteNightReport } from "./site-nights.service";

type ExportInput = {
  report: ReportKind;
  from: string;
  to: string;
  groupBy: GroupBy;
  parks: readonly ReportPark[];
  /** The park asked for; absent: every park of the member. */
  parkId?: string;
};

/** The rows of one report, as the screen's table shows them. */
async function rowsOf(db: Db, input: ExportInput, now: Date) {
  switch (input.report) {
    case "occupancy":
    case "revenue":
      return (await siteNightReport(db, input)).rows;
    case "pace":
      return (await paceReport(db, input, now)).rows;
    case "arrivals":
      return (await arrivalsReport(db, input)).rows;
    case "cancellations":
      return (await cancellationsReport(db, input)).rows;
  }
}

/** `admin.reports.export`: a report's periods as CSV, named for the report, the park and the range. */
export async function exportReport(
  db: Db,
  input: ExportInput,
  now: Date,
): Promise<{ filename: string; csv: string }> {
  const rows = await rowsOf(db, input, now);
  const columns = REPORT_COLUMNS[input.report] as Parameters<typeof reportCsv<(typeof rows)[number]>>[0];
  const where = input.parkId ? (input.parks[0]?.slug ?? "park") : "all-parks";
  return {
    filename: `lantern-${input.report}-${where}-${input.from}-to-${input.to}-by-${input.groupBy}.csv`,
    csv: reportCsv(columns, rows),
  };
}
