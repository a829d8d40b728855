"use client";

import { Button, Text, UnstyledButton } from "@mantine/core";
import { useEffect, useState } from "react";
import type { Guests } from "@/features/availability/engine-types";
import { guestsSummary } from "@/lib/stay-format";
import { QuantityStepper } from "@/lib/ui/quantity-stepper";
import { earlyClickProps, takeEarlyClick } from "../early-clicks";
import { LazyPopover } from "./lazy-search-fields";
import styles from "./search-bar.module.css";

const GUEST_ROWS: { key: keyof Guests; label: string; hint: string; min: number; max: number }[] = [
  { key: "adults", label: "Adults", hint: "Ages 18 and up", min: 1, max: 20 },
  { key: "children", label: "Children", hint: "Ages 0 to 17", min: 0, max: 20 },
  { key: "pets", label: "Pets", hint: "Dogs and cats", min: 0, max: 10 },
];

type GuestsFieldProps = {
  /** Unique in the page: names the field's label and value. */
  fieldId: string;
  guests: Guests;
  onChange: (guests: Guests) => void;
  error?: string;
};

/** The search bar's party: a button showing "2 adults, 1 pet" that opens −/+ steppers for each age group and pets. */
export function GuestsField({ fieldId, guests, onChange, error }: GuestsFieldProps) {
  const [open, setOpen] = useState(false);
  // A tap on Guests before the page hydrated (early-clicks.ts) opens it now.
  useEffect(() => {
    if (takeEarlyClick("guests")) setOpen(true);
  }, []);
  return (
    <div className={styles.guests}>
      <span className={styles.fakeLabel} id={`${fieldId}-label`}>
        Guests
      </span>
      <span className={styles.fakeDescription}>Adults, children and pets</span>
      <LazyPopover
        opened={open}
        onChange={setOpen}
        position="bottom-start"
        width={300}
        trapFocus
        dropdownProps={{ "aria-label": "Guests", role: "dialog" }}
        target={
          <UnstyledButton
            className={styles.guestsButton}
            onClick={() => setOpen((opened) => !opened)}
            aria-haspopup="dialog"
            aria-labelledby={`${fieldId}-label ${fieldId}-value`}
            data-field="guests"
            {...earlyClickProps("guests")}
          >
            <span id={`${fieldId}-value`}>{guestsSummary(guests)}</span>
          </UnstyledButton>
        }
      >
        {GUEST_ROWS.map((row) => (
          <QuantityStepper
            key={row.key}
            id={`guests-${row.key}`}
            label={row.label}
            hint={row.hint}
            min={row.min}
            max={row.max}
            value={guests[row.key]}
            onChange={(value) => onChange({ ...guests, [row.key]: value })}
            decreaseLabel={`Fewer ${row.label.toLowerCase()}`}
            increaseLabel={`More ${row.label.toLowerCase()}`}
            countLabel={`${guests[row.key]} ${row.label.toLowerCase()}`}
          />
        ))}
        <Button fullWidth variant="light" mt="sm" onClick={() => setOpen(false)}>
          Done
        </Button>
      </LazyPopover>
      {error && (
        <Text size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </div>
  );
}
