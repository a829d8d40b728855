"use client";

import { Alert } from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import { consoleStyles } from "@/features/console/client";
import { formErrorOf } from "@/lib/trpc/form-errors";
import type { GroupBy } from "../report-periods";
import type { ReportKind } from "../reports.schemas";
import { DownloadCsvButton, type ReportRange } from "./download-csv-button";
import styles from "./reports.module.css";

/** One report on the screen: its heading and CSV download, what it counts, then its figures once loaded. */
export function ReportSection<Report>({
  report,
  title,
  intro,
  range,
  query,
  Body,
}: {
  report: ReportKind;
  title: string;
  intro: ReactNode;
  /** null while the chosen range cannot be reported. */
  range: (ReportRange & { groupBy: GroupBy }) | null;
  query: { isError: boolean; error: unknown; isFetching: boolean; data: Report | undefined };
  /** The summary, chart and table, once there is data. */
  Body: ComponentType<{ report: Report; groupBy: GroupBy }>;
}) {
  const headingId = `report-${report}-heading`;
  return (
    <section className={consoleStyles.panel} aria-labelledby={headingId} aria-busy={query.isFetching}>
      <div className={styles.sectionHead}>
        <h2 id={headingId}>{title}</h2>
        {range && <DownloadCsvButton report={report} range={range} what={title.toLowerCase()} />}
      </div>
      <p className={`${consoleStyles.muted} ${styles.intro}`}>{intro}</p>
      {!range ? (
        <p className={consoleStyles.muted}>Choose a range above to see this report.</p>
      ) : query.isError ? (
        <Alert color="red" variant="light" role="alert">
          {formErrorOf(query.error).message ?? "This report could not be made. Please check the range."}
        </Alert>
      ) : query.data === undefined ? (
        <p className={consoleStyles.muted}>Counting…</p>
      ) : (
        <Body report={query.data} groupBy={range.groupBy} />
      )}
    </section>
  );
}
