"use client";

import { Button, Modal } from "@mantine/core";
import { useRef, useState } from "react";
import { consoleFormStyles as forms } from "@/features/console/client";
import { DANGER_COLOR } from "@/lib/theme";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { FormAlert } from "@/lib/ui/form-alert";

/**
 * Removing a stay rule or a closure asks first; a refusal stays in the dialog with the server's reason. The row and
 * its Remove button are gone afterwards, so `onGone` puts the focus somewhere that still exists.
 */
export function RulesRemoveDialog({
  opened,
  title,
  body,
  confirmLabel,
  pending,
  onClose,
  onConfirm,
  onRemoved,
  onGone,
}: {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown>;
  onRemoved: () => void;
  onGone: () => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const removed = useRef(false);
  const close = () => {
    setProblem(null);
    onClose();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      onExitTransitionEnd={() => {
        if (removed.current) onGone();
        removed.current = false;
      }}
      title={title}
      centered
    >
      <div className={forms.formStack}>
        <FormAlert message={problem} />
        <p style={{ margin: 0 }}>{body}</p>
        <div className={forms.dialogActions}>
          <Button variant="default" onClick={close} className={forms.tap}>
            Cancel
          </Button>
          <Button
            color={DANGER_COLOR}
            loading={pending}
            className={forms.tap}
            onClick={async () => {
              setProblem(null);
              try {
                await onConfirm();
                removed.current = true;
                onRemoved();
              } catch (error) {
                const failure = formErrorOf(error);
                setProblem(failure.message ?? Object.values(failure.fields)[0] ?? "Not removed.");
              }
            }}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
