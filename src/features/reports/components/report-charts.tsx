"use client";

import { BarChart, CompositeChart } from "@mantine/charts";
import type { ComponentProps } from "react";
import { formatUsd } from "@/lib/money";
import { periodTick } from "../report-format";
import type { GroupBy, Period } from "../report-periods";
import type {
  TArrivalsReport,
  TCancellationsReport,
  TPaceReport,
  TSiteNightReport,
} from "../reports.schemas";
import styles from "./reports.module.css";

/*
 * The reports' charts (Mantine charts on recharts). Each is one image to assistive technology, named for what it
 * shows; its figures are in the table below it, so recharts' own keyboard layer is off (one stop per chart
 * would lead nowhere a table does not go better).
 */

const HEIGHT = 240;
const wholeNumber = new Intl.NumberFormat("en-US");
const compactUsd = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  notation: "compact",
  maximumFractionDigits: 1,
});
const dollars = (value: number) => formatUsd(Math.round(value * 100));
const count = (value: number) => wholeNumber.format(value);
const percent = (value: number) => `${value} %`;
const fromCents = (cents: number | null) => (cents === null ? null : cents / 100);
/** Axis ticks stay short ("$4.5K") so they fit beside a phone-wide chart; the tooltips give the cents. */
const dollarTicks = { tickFormatter: (value: number) => compactUsd.format(value) };

type Series<Row> = {
  name: string;
  label: string;
  color: string;
  value: (row: Row) => number | null;
  /** A line on the right-hand axis (in dollars) over the bars. */
  line?: true;
};

/** One chart of a report's periods: bars, and lines on a dollar axis on the right when a series asks for one. */
function PeriodChart<Row extends Period>({
  label,
  rows,
  groupBy,
  series,
  valueFormatter,
  yAxisProps,
}: {
  label: string;
  rows: readonly Row[];
  groupBy: GroupBy;
  series: Series<Row>[];
  valueFormatter: (value: number) => string;
  yAxisProps?: ComponentProps<typeof BarChart>["yAxisProps"];
}) {
  const data = rows.map((row) => ({
    period: periodTick(row, groupBy),
    ...Object.fromEntries(series.map((one) => [one.name, one.value(row)])),
  }));
  const common = {
    h: HEIGHT,
    data,
    dataKey: "period",
    withLegend: series.length > 1,
    valueFormatter,
    yAxisProps,
    accessibilityLayer: false,
  };
  const lines = series.some((one) => one.line);
  return (
    <div role="img" aria-label={`${label}. Its figures are in the table below.`} className={styles.chart}>
      {lines ? (
        <CompositeChart
          {...common}
          withRightYAxis
          rightYAxisProps={dollarTicks}
          series={series.map((one) => ({
            name: one.name,
            label: one.label,
            color: one.color,
            type: one.line ? "line" : "bar",
            yAxisId: one.line ? "right" : undefined,
          }))}
        />
      ) : (
        <BarChart {...common} series={series.map(({ name, label, color }) => ({ name, label, color }))} />
      )}
    </div>
  );
}

type ChartProps<Report> = { report: Report; groupBy: GroupBy };

export function OccupancyChart({ report, groupBy }: ChartProps<TSiteNightReport>) {
  return (
    <PeriodChart
      label="Bar chart of occupancy in percent per period"
      rows={report.rows}
      groupBy={groupBy}
      series={[
        {
          name: "occupancy",
          label: "Occupancy",
          color: "forest.6",
          value: (row) => (row.occupancyBp ?? 0) / 100,
        },
      ]}
      valueFormatter={percent}
      yAxisProps={{ domain: [0, (highest: number) => Math.max(100, highest)] }}
    />
  );
}

export function RevenueChart({ report, groupBy }: ChartProps<TSiteNightReport>) {
  return (
    <PeriodChart
      label="Chart of room revenue per period in bars, with ADR and RevPAR in lines on the right axis"
      rows={report.rows}
      groupBy={groupBy}
      series={[
        {
          name: "revenue",
          label: "Room revenue",
          color: "forest.6",
          value: (row) => row.roomRevenueCents / 100,
        },
        { name: "adr", label: "ADR", color: "orange.8", value: (row) => fromCents(row.adrCents), line: true },
        {
          name: "revpar",
          label: "RevPAR",
          color: "blue.8",
          value: (row) => fromCents(row.revparCents),
          line: true,
        },
      ]}
      valueFormatter={dollars}
      yAxisProps={dollarTicks}
    />
  );
}

export function PaceChart({ report, groupBy }: ChartProps<TPaceReport>) {
  return (
    <PeriodChart
      label="Bar chart of site-nights on the books per period, this year beside last year"
      rows={report.rows}
      groupBy={groupBy}
      series={[
        { name: "thisYear", label: "On the books now", color: "forest.6", value: (row) => row.nights },
        { name: "lastYear", label: "A year ago", color: "gray.6", value: (row) => row.lastYearNights },
      ]}
      valueFormatter={count}
    />
  );
}

export function ArrivalsChart({ report, groupBy }: ChartProps<TArrivalsReport>) {
  return (
    <PeriodChart
      label="Bar chart of arrivals and departures per period"
      rows={report.rows}
      groupBy={groupBy}
      series={[
        { name: "arrivals", label: "Arrivals", color: "forest.6", value: (row) => row.arrivals },
        { name: "departures", label: "Departures", color: "orange.8", value: (row) => row.departures },
      ]}
      valueFormatter={count}
    />
  );
}

export function CancellationsChart({ report, groupBy }: ChartProps<TCancellationsReport>) {
  return (
    <PeriodChart
      label="Chart of cancellations per period in bars, with the amount refunded in a line on the right axis"
      rows={report.rows}
      groupBy={groupBy}
      series={[
        { name: "cancellations", label: "Cancellations", color: "red.8", value: (row) => row.cancellations },
        {
          name: "refunded",
          label: "Refunded ($)",
          color: "blue.8",
          value: (row) => row.refundedCents / 100,
          line: true,
        },
      ]}
      valueFormatter={count}
    />
  );
}
