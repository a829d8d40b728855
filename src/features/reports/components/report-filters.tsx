"use client";

import { NativeSelect } from "@mantine/core";
import { consoleStyles, consoleFormStyles as forms } from "@/features/console/client";
import { DateRangeInputs } from "@/lib/ui/console-kit/date-range-inputs";
import { GROUP_BYS, type GroupBy } from "../report-periods";
import styles from "./reports.module.css";

export type ReportChoice = { parkId: string; from: string; to: string; groupBy: GroupBy };

const GROUP_WORDS: Record<GroupBy, string> = { day: "Day", week: "Week (Monday first)", month: "Month" };

/** What to report: a park or all of the member's parks, the days (both included) and how to group them. */
export function ReportFilters({
  parks,
  value,
  onChange,
  errors,
}: {
  parks: { id: string; name: string }[];
  value: ReportChoice;
  onChange: (next: ReportChoice) => void;
  errors: { from?: string; to?: string };
}) {
  const set = (field: keyof ReportChoice) => (event: { currentTarget: { value: string } }) =>
    onChange({ ...value, [field]: event.currentTarget.value });
  return (
    <section className={consoleStyles.panel} aria-labelledby="report-filters-heading">
      <h2 id="report-filters-heading">What to report</h2>
      <div className={consoleStyles.formRow}>
        <NativeSelect
          label="Park"
          value={value.parkId}
          onChange={set("parkId")}
          data={[
            { value: "", label: parks.length === 1 ? "My park" : "All my parks" },
            ...parks.map((park) => ({ value: park.id, label: park.name })),
          ]}
          className={styles.field}
          classNames={{ input: forms.tap }}
        />
        <DateRangeInputs
          inputClassName={forms.tap}
          from={{
            label: "From",
            value: value.from,
            onChange: (from) => onChange({ ...value, from }),
            error: errors.from,
          }}
          to={{
            label: "To (included)",
            value: value.to,
            onChange: (to) => onChange({ ...value, to }),
            error: errors.to,
          }}
        />
        <NativeSelect
          label="Group by"
          value={value.groupBy}
          onChange={set("groupBy")}
          data={GROUP_BYS.map((groupBy) => ({ value: groupBy, label: GROUP_WORDS[groupBy] }))}
          className={styles.field}
          classNames={{ input: forms.tap }}
        />
      </div>
    </section>
  );
}
