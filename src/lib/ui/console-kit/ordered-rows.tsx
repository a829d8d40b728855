"use client";

import { Button } from "@mantine/core";
import styles from "./console-form.module.css";

/* A list the console edits in place, row by row (a page's blocks, a menu's links, a park's policies). */

/** The rows with the one at `index` changed by `patch`. */
export const patchedAt = <Row,>(rows: readonly Row[], index: number, patch: Partial<Row>): Row[] =>
  rows.map((row, at) => (at === index ? { ...row, ...patch } : row));

/** The rows with the one at `index` moved one place up (-1) or down (1). */
export function movedBy<Row>(rows: readonly Row[], index: number, by: -1 | 1): Row[] {
  const next = [...rows];
  const [row] = next.splice(index, 1);
  next.splice(index + by, 0, row!);
  return next;
}

/** The rows without the one at `index`. */
export const withoutAt = <Row,>(rows: readonly Row[], index: number): Row[] =>
  rows.filter((_, at) => at !== index);

/**
 * A row's move up, move down and remove buttons, named with the row for screen readers ("Move link 2 up"); the
 * first row cannot go up, the last cannot go down.
 */
export function RowOrderActions<Row>({
  rows,
  index,
  onChange,
  name,
  words = { up: "Move up", down: "Move down" },
  removeColor,
}: {
  rows: readonly Row[];
  index: number;
  onChange: (rows: Row[]) => void;
  /** The row as the buttons name it ("block 2 (Heading)", "Quiet hours"). */
  name: string;
  words?: { up: string; down: string };
  removeColor?: string;
}) {
  return (
    <div className={styles.rowButtons}>
      <Button
        variant="default"
        className={styles.tap}
        disabled={index === 0}
        aria-label={`Move ${name} up`}
        onClick={() => onChange(movedBy(rows, index, -1))}
      >
        {words.up}
      </Button>
      <Button
        variant="default"
        className={styles.tap}
        disabled={index === rows.length - 1}
        aria-label={`Move ${name} down`}
        onClick={() => onChange(movedBy(rows, index, 1))}
      >
        {words.down}
      </Button>
      <Button
        variant="outline"
        color={removeColor}
        className={styles.tap}
        aria-label={`Remove ${name}`}
        onClick={() => onChange(withoutAt(rows, index))}
      >
        Remove
      </Button>
    </div>
  );
}
