"use client";

import { Button } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { consoleFormStyles as forms } from "@/features/console/client";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import type { GroupBy } from "../report-periods";
import type { ReportKind } from "../reports.schemas";
import styles from "./reports.module.css";

export type ReportRange = { parkId?: string; from: string; to: string; groupBy: GroupBy };

/** Hands a text file to the browser's downloads; a byte-order mark tells spreadsheets it is UTF-8. */
function saveFile(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob(["\uFEFF", text], { type: "text/csv;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Download CSV": the report's figures as the server exports them (`admin.reports.export`). */
export function DownloadCsvButton({
  report,
  range,
  what,
}: {
  report: ReportKind;
  range: ReportRange;
  /** Words for the button's accessible name: "Download CSV of occupancy". */
  what: string;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const file = await queryClient.fetchQuery(trpc.admin.reports.export.queryOptions({ report, ...range }));
      saveFile(file.filename, file.csv);
    } catch (error) {
      setProblem(formErrorOf(error).message ?? "The CSV could not be made. Please try again.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <Button variant="default" className={forms.tap} loading={busy} onClick={download}>
        Download CSV<span className="visually-hidden"> of {what}</span>
      </Button>
      {problem && (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}
