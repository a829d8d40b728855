"use client";

import { ActionIcon, Group, Text } from "@mantine/core";
import { IconMinus, IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import styles from "./quantity-stepper.module.css";

type QuantityStepperProps = {
  /** Unique within the page: names the −/+ group for screen readers. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  /** What −, + and the count say to a screen reader, e.g. "Fewer adults", "More adults", "2 adults". */
  decreaseLabel: string;
  increaseLabel: string;
  countLabel: string;
};

/** A count picked with −/+ buttons (44 px tap targets): the guest picker and the add-ons dialog use the same one. */
export function QuantityStepper(props: QuantityStepperProps) {
  const labelId = `${props.id}-label`;
  return (
    <div className={styles.stepper}>
      <div className={styles.text}>
        <Text fw={600} id={labelId}>
          {props.label}
        </Text>
        {props.hint && (
          <Text size="sm" c="dimmed">
            {props.hint}
          </Text>
        )}
      </div>
      <Group gap="xs" wrap="nowrap" role="group" aria-labelledby={labelId}>
        <ActionIcon
          variant="default"
          radius="xl"
          size="xl"
          className={styles.button}
          onClick={() => props.onChange(Math.max(props.min, props.value - 1))}
          disabled={props.value <= props.min}
          aria-label={props.decreaseLabel}
        >
          <IconMinus size={18} aria-hidden />
        </ActionIcon>
        <output className={styles.count} aria-live="polite" aria-label={props.countLabel}>
          {props.value}
        </output>
        <ActionIcon
          variant="default"
          radius="xl"
          size="xl"
          className={styles.button}
          onClick={() => props.onChange(Math.min(props.max, props.value + 1))}
          disabled={props.value >= props.max}
          aria-label={props.increaseLabel}
        >
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </div>
  );
}
