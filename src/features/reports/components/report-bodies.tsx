"use client";

import type { ReactNode } from "react";
import { formatUsd } from "@/lib/money";
import {
  ARRIVALS_COLUMNS,
  CANCELLATION_COLUMNS,
  OCCUPANCY_COLUMNS,
  PACE_COLUMNS,
  REVENUE_COLUMNS,
} from "../report-columns";
import { percentWords } from "../report-format";
import type { GroupBy } from "../report-periods";
import type {
  TArrivalsReport,
  TCancellationsReport,
  TPaceReport,
  TSiteNightReport,
} from "../reports.schemas";
import { ArrivalsChart, CancellationsChart, OccupancyChart, PaceChart, RevenueChart } from "./report-charts";
import { ReportTable } from "./report-table";
import styles from "./reports.module.css";
import { StayList } from "./stay-list";

/* What each report shows once counted: its totals in words, its chart and its table. */

const count = new Intl.NumberFormat("en-US");
const usdOrDash = (cents: number | null) => (cents === null ? "—" : formatUsd(cents));

/** The range's totals, first thing under the heading. */
function Totals({ items }: { items: ReactNode[] }) {
  return (
    <ul className={styles.summary}>
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, never reordered.
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
}

type BodyProps<Report> = { report: Report; groupBy: GroupBy };

export function OccupancyBody({ report, groupBy }: BodyProps<TSiteNightReport>) {
  const { total } = report;
  return (
    <>
      <Totals
        items={[
          <>
            <strong>{percentWords(total.occupancyBp)}</strong> occupied
          </>,
          `${count.format(total.occupiedNights)} of ${count.format(total.availableNights)} available site-nights`,
        ]}
      />
      <OccupancyChart report={report} groupBy={groupBy} />
      <ReportTable
        caption="Occupancy per period"
        columns={OCCUPANCY_COLUMNS}
        rows={report.rows}
        total={total}
      />
    </>
  );
}

export function RevenueBody({ report, groupBy }: BodyProps<TSiteNightReport>) {
  const { total } = report;
  return (
    <>
      <Totals
        items={[
          <>
            <strong>{formatUsd(total.roomRevenueCents)}</strong> room revenue
          </>,
          `ADR ${usdOrDash(total.adrCents)}`,
          `RevPAR ${usdOrDash(total.revparCents)}`,
        ]}
      />
      <RevenueChart report={report} groupBy={groupBy} />
      <ReportTable caption="Revenue per period" columns={REVENUE_COLUMNS} rows={report.rows} total={total} />
    </>
  );
}

export function PaceBody({ report, groupBy }: BodyProps<TPaceReport>) {
  const { total } = report;
  return (
    <>
      <Totals
        items={[
          <>
            <strong>{count.format(total.nights)}</strong> site-nights on the books
          </>,
          `${count.format(total.lastYearNights)} a year ago (${percentWords(total.nightsChangeBp, true)})`,
          `${formatUsd(total.revenueCents)} against ${formatUsd(total.lastYearRevenueCents)}`,
        ]}
      />
      <PaceChart report={report} groupBy={groupBy} />
      <ReportTable caption="Pace per period" columns={PACE_COLUMNS} rows={report.rows} total={total} />
    </>
  );
}

export function ArrivalsBody({ report, groupBy }: BodyProps<TArrivalsReport>) {
  const { total } = report;
  return (
    <>
      <Totals
        items={[
          <>
            <strong>{count.format(total.arrivals)}</strong> arrivals
          </>,
          <>
            <strong>{count.format(total.departures)}</strong> departures
          </>,
        ]}
      />
      <ArrivalsChart report={report} groupBy={groupBy} />
      <ReportTable
        caption="Arrivals and departures per period"
        columns={ARRIVALS_COLUMNS}
        rows={report.rows}
        total={total}
      />
      <StayList stays={report.stays} truncated={report.staysTruncated} />
    </>
  );
}

export function CancellationsBody({ report, groupBy }: BodyProps<TCancellationsReport>) {
  const { total } = report;
  return (
    <>
      <Totals
        items={[
          <>
            <strong>{count.format(total.cancellations)}</strong> cancellations
          </>,
          <>
            <strong>{formatUsd(total.refundedCents)}</strong> refunded
          </>,
        ]}
      />
      <CancellationsChart report={report} groupBy={groupBy} />
      <ReportTable
        caption="Cancellations and refunds per period"
        columns={CANCELLATION_COLUMNS}
        rows={report.rows}
        total={total}
      />
    </>
  );
}
