"use client";

import { NativeSelect, TextInput } from "@mantine/core";
import { consoleStyles } from "@/features/console/client";
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
          classNames={{ input: styles.tap }}
        />
        <TextInput
          type="date"
          label="From"
          value={value.from}
          onChange={set("from")}
          error={errors.from}
          classNames={{ input: styles.tap }}
        />
        <TextInput
          type="date"
          label="To (included)"
          value={value.to}
          onChange={set("to")}
          error={errors.to}
          classNames={{ input: styles.tap }}
        />
        <NativeSelect
          label="Group by"
          value={value.groupBy}
          onChange={set("groupBy")}
          data={GROUP_BYS.map((groupBy) => ({ value: groupBy, label: GROUP_WORDS[groupBy] }))}
          className={styles.field}
          classNames={{ input: styles.tap }}
        />
      </div>
    </section>
  );
}
