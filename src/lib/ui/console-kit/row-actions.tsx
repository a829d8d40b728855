"use client";

import { Button } from "@mantine/core";

/**
 * A row's Edit and on/off buttons (archive or restore, deactivate or activate), each named with the row's thing
 * so a screen reader hears which one: "Edit Firewood", "Deactivate Firewood".
 */
export function EditToggleActions({
  name,
  toggleWord,
  toggleColor,
  toggling,
  onEdit,
  onToggle,
  classNames,
}: {
  /** The thing's name as the buttons say it ("Firewood", "site A1"). */
  name: string;
  toggleWord: string;
  toggleColor?: string;
  toggling?: boolean;
  onEdit: () => void;
  onToggle: () => void;
  classNames: { actions?: string; button?: string };
}) {
  return (
    <div className={classNames.actions}>
      <Button variant="default" className={classNames.button} aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </Button>
      <Button
        variant="outline"
        color={toggleColor}
        className={classNames.button}
        aria-label={`${toggleWord} ${name}`}
        loading={toggling}
        onClick={onToggle}
      >
        {toggleWord}
      </Button>
    </div>
  );
}
