"use client";

import {
  Checkbox,
  type CheckboxGroupProps,
  type CheckboxProps,
  type MantineSize,
  Radio,
  type RadioGroupProps,
} from "@mantine/core";
import type { ComponentType, ReactNode } from "react";
import styles from "./console-form.module.css";

export type CheckboxChoice = { value: string; label: string };

type ChoiceListProps = {
  choices: readonly CheckboxChoice[];
  size?: MantineSize;
  /** The row's class where a screen lays its choices out otherwise. */
  checksClassName?: string;
};

/** A group of choices side by side, each label a 44 px tap target; the group's own props go to `Group`. */
function choiceList<GroupProps extends { children?: ReactNode }>(
  Group: ComponentType<GroupProps>,
  Choice: typeof Checkbox | typeof Radio,
) {
  return function ChoiceList({
    choices,
    size,
    checksClassName = styles.checks,
    ...group
  }: Omit<GroupProps, "children"> & ChoiceListProps) {
    return (
      // The rest is the group's own props: GroupProps without its children, which come next.
      <Group {...(group as unknown as GroupProps)}>
        <div className={checksClassName}>
          {choices.map((choice) => (
            <Choice
              key={choice.value}
              value={choice.value}
              label={choice.label}
              size={size}
              classNames={{ body: styles.checkBody, label: styles.checkLabel }}
            />
          ))}
        </div>
      </Group>
    );
  };
}

/**
 * Checkboxes side by side (parks, weekdays, kinds of site): label, value, onChange or a form's input props and
 * error as `Checkbox.Group` takes them.
 */
export const CheckboxList = choiceList<CheckboxGroupProps>(Checkbox.Group, Checkbox);

/** One choice of several, side by side, as `Radio.Group` takes its props. */
export const RadioList = choiceList<RadioGroupProps>(Radio.Group, Radio);

/** One checkbox whose label is a 44 px tap target, as in `CheckboxList`. */
export function TapCheckbox(props: Omit<CheckboxProps, "classNames">) {
  return <Checkbox {...props} classNames={{ body: styles.checkBody, label: styles.checkLabel }} />;
}
