"use client";

import { Button, Modal } from "@mantine/core";
import { consoleFormStyles as forms } from "@/features/console/client";
import { DANGER_COLOR } from "@/lib/theme";
import { useRemoval } from "@/lib/ui/console-kit/use-removal";
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
  const removal = useRemoval({ onClose, onGone });
  return (
    <Modal
      opened={opened}
      onClose={removal.close}
      onExitTransitionEnd={removal.onExitTransitionEnd}
      title={title}
      centered
    >
      <div className={forms.formStack}>
        <FormAlert message={removal.problem} />
        <p style={{ margin: 0 }}>{body}</p>
        <div className={forms.dialogActions}>
          <Button variant="default" onClick={removal.close} className={forms.tap}>
            Cancel
          </Button>
          <Button
            color={DANGER_COLOR}
            loading={pending}
            className={forms.tap}
            onClick={async () => {
              removal.starting();
              try {
                await onConfirm();
                removal.succeeded();
                onRemoved();
              } catch (error) {
                removal.failed(error);
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
