import { Button } from "@mantine/core";
import { type RefObject, useRef, useState } from "react";
import { consoleFormStyles as forms } from "@/features/console/client";
import type { TRulesOverview } from "../rules.schemas";

/** What a Rules-screen section is given: the park's rules, and the screen's notice to set (`onDone`) or clear (`onStart`). */
export type RulesSectionProps = {
  overview: TRulesOverview;
  onDone: (message: string) => void;
  onStart: () => void;
};

/**
 * A Rules-screen section's state: the row being added ("new") or changed, the one being removed, and the heading the
 * focus goes back to once a removed row is gone. Starting either clears the screen's notice (`onStart`).
 */
export function useRulesSection<Row>(onStart: () => void) {
  const [editing, setEditing] = useState<Row | "new" | null>(null);
  const [removing, setRemoving] = useState<Row | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  return {
    editing,
    setEditing,
    removing,
    setRemoving,
    heading,
    startEditing: (row: Row | "new") => {
      onStart();
      setEditing(row);
    },
    startRemoving: (row: Row) => {
      onStart();
      setRemoving(row);
    },
  };
}

/** A Rules-screen section's heading (focusable, for after a removal) and its Add button. */
export function RulesSectionHead({
  id,
  title,
  addLabel,
  headingRef,
  onAdd,
}: {
  id: string;
  title: string;
  addLabel: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onAdd: () => void;
}) {
  return (
    <div className={forms.sectionHead}>
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      <Button className={forms.tap} onClick={onAdd}>
        {addLabel}
      </Button>
    </div>
  );
}
