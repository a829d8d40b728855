"use client";

import { Checkbox, type CheckboxGroupProps, type CheckboxProps, type MantineSize } from "@mantine/core";
import styles from "./console-form.module.css";

export type CheckboxChoice = { value: string; label: string };

/**
 * A group of checkboxes side by side (parks, weekdays, kinds of site), each label a 44 px tap target. The group's
 * own props (label, value, onChange or a form's input props, error) go to `Checkbox.Group`.
 */
export function CheckboxList({
  choices,
  size,
  checksClassName = styles.checks,
  ...group
}: Omit<CheckboxGroupProps, "children"> & {
  choices: readonly CheckboxChoice[];
  size?: MantineSize;
  /** The row's class where a screen lays its boxes out otherwise. */
  checksClassName?: string;
}) {
  return (
    <Checkbox.Group {...group}>
      <div className={checksClassName}>
        {choices.map((choice) => (
          <Checkbox
            key={choice.value}
            value={choice.value}
            label={choice.label}
            size={size}
            classNames={{ body: styles.checkBody, label: styles.checkLabel }}
          />
        ))}
      </div>
    </Checkbox.Group>
  );
}

/** One checkbox whose label is a 44 px tap target, as in `CheckboxList`. */
export function TapCheckbox(props: Omit<CheckboxProps, "classNames">) {
  return <Checkbox {...props} classNames={{ body: styles.checkBody, label: styles.checkLabel }} />;
}
