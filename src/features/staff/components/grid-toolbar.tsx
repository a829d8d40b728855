"use client";

import { Button, NativeSelect, TextInput } from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { addDays, isInDateRange, isIsoDate } from "@/lib/stay-dates";
import styles from "./grid.module.css";
import { GRID_NIGHT_CHOICES, type GridNights } from "./grid-claims";
import { GRID_SHOWS, type GridFilter, isGridShow } from "./grid-filters";

/** Mantine's inputs at the 44 px a finger needs (the console's park chooser does the same). */
const TAP_INPUT = { input: { minHeight: 44 } };

/**
 * The window on the chart: its first night (typed or picked; `?from=`), its length (`?nights=`), a step back or
 * forward by that length, and back to today.
 */
export function GridWindowControls({
  from,
  nights,
  today,
  onChange,
}: {
  from: string;
  nights: GridNights;
  today: string;
  onChange: (window: { from?: string; nights?: GridNights }) => void;
}) {
  // The field keeps what is being typed (a year typed digit by digit passes through dates out of range); the
  // chart moves once it is a whole date in range.
  const [typed, setTyped] = useState(from);
  useEffect(() => setTyped(from), [from]);
  return (
    <fieldset className={styles.toolbar}>
      <legend className="visually-hidden">Nights shown</legend>
      <TextInput
        type="date"
        label="From"
        styles={TAP_INPUT}
        value={typed}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTyped(value);
          if (isIsoDate(value) && isInDateRange(value) && value !== from) onChange({ from: value });
        }}
      />
      <NativeSelect
        label="Nights"
        styles={TAP_INPUT}
        value={String(nights)}
        data={GRID_NIGHT_CHOICES.map((choice) => ({ value: String(choice), label: `${choice} nights` }))}
        onChange={(event) => onChange({ nights: Number(event.currentTarget.value) as GridNights })}
      />
      <div className={styles.steps}>
        <Button
          variant="default"
          className={styles.tap}
          leftSection={<IconChevronLeft size={16} aria-hidden="true" />}
          onClick={() => onChange({ from: addDays(from, -nights) })}
        >
          Previous<span className={styles.wide}> {nights} nights</span>
        </Button>
        <Button variant="default" className={styles.tap} onClick={() => onChange({ from: today })}>
          Today
        </Button>
        <Button
          variant="default"
          className={styles.tap}
          rightSection={<IconChevronRight size={16} aria-hidden="true" />}
          onClick={() => onChange({ from: addDays(from, nights) })}
        >
          Next<span className={styles.wide}> {nights} nights</span>
        </Button>
      </div>
    </fieldset>
  );
}

/** Which sites the chart shows: one type or all, and what their nights hold or their housekeeping. */
export function GridFilterControls({
  types,
  filter,
  shown,
  total,
  onChange,
}: {
  types: { id: string; name: string }[];
  filter: GridFilter;
  shown: number;
  total: number;
  onChange: (filter: GridFilter) => void;
}) {
  return (
    <fieldset className={styles.toolbar}>
      <legend className="visually-hidden">Sites shown</legend>
      <NativeSelect
        label="Site type"
        styles={TAP_INPUT}
        value={filter.typeId ?? ""}
        data={[
          { value: "", label: "All types" },
          ...types.map((type) => ({ value: type.id, label: type.name })),
        ]}
        onChange={(event) => onChange({ ...filter, typeId: event.currentTarget.value || null })}
      />
      <NativeSelect
        label="Show"
        styles={TAP_INPUT}
        value={filter.show}
        data={Object.entries(GRID_SHOWS).map(([value, label]) => ({ value, label }))}
        onChange={(event) => {
          const show = event.currentTarget.value;
          if (isGridShow(show)) onChange({ ...filter, show });
        }}
      />
      <p className={styles.count} role="status">
        {shown === total ? `${total} sites` : `${shown} of ${total} sites`}
      </p>
    </fieldset>
  );
}
