"use client";

import { Button } from "@mantine/core";
import type { ReactNode } from "react";
import styles from "./console-form.module.css";

/**
 * A console form's last row: the way back ("Cancel") and the action, at the end of the row. The action submits the
 * form, or, with `onAction`, is a plain button (a second step's "Save anyway" outside the form's submit).
 */
export type FormActionsProps = {
  actionLabel: ReactNode;
  pending?: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  onAction?: () => void;
  actionColor?: string;
};

export function FormActions({
  actionLabel,
  pending = false,
  onCancel,
  cancelLabel = "Cancel",
  onAction,
  actionColor,
}: FormActionsProps) {
  return (
    <div className={styles.dialogActions}>
      <Button variant="default" onClick={onCancel} className={styles.tap}>
        {cancelLabel}
      </Button>
      <Button
        type={onAction ? "button" : "submit"}
        color={actionColor}
        loading={pending}
        onClick={onAction}
        className={styles.tap}
      >
        {actionLabel}
      </Button>
    </div>
  );
}
