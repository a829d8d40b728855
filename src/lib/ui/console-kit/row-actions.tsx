"use client";

import { Button } from "@mantine/core";
import { DANGER_COLOR } from "@/lib/theme";

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

/**
 * A row's Change and Remove buttons, each named for screen readers with what it changes or removes ("Remove
 * ranger@example.com"); a row that cannot be changed or removed leaves that button out.
 */
export function ChangeRemoveActions({
  changeLabel,
  removeLabel,
  onChange,
  onRemove,
  classNames,
}: {
  changeLabel?: string;
  removeLabel?: string;
  onChange?: () => void;
  onRemove?: () => void;
  classNames: { actions?: string; button?: string };
}) {
  return (
    <div className={classNames.actions}>
      {onChange && (
        <Button variant="default" className={classNames.button} aria-label={changeLabel} onClick={onChange}>
          Change
        </Button>
      )}
      {onRemove && (
        <Button
          variant="outline"
          color={DANGER_COLOR}
          className={classNames.button}
          aria-label={removeLabel}
          onClick={onRemove}
        >
          Remove
        </Button>
      )}
    </div>
  );
}
