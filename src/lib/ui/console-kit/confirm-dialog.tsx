"use client";

import { Button, Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { DANGER_COLOR } from "@/lib/theme";
import { FormAlert } from "@/lib/ui/form-alert";

/**
 * Asks before something that cannot be taken back (cancel a stay, remove a member, lift a block): what happens in
 * words, a way back and the action. A refusal stays in the dialog with the server's reason (`problem`).
 */
export function ConfirmDialog({
  opened,
  title,
  onClose,
  onConfirm,
  confirmLabel,
  cancelLabel = "Cancel",
  pending = false,
  problem = null,
  onExitTransitionEnd,
  buttonClassName,
  size = "md",
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  onConfirm: () => void;
  confirmLabel: string;
  cancelLabel?: string;
  pending?: boolean;
  problem?: string | null;
  onExitTransitionEnd?: () => void;
  buttonClassName?: string;
  size?: "sm" | "md";
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} onExitTransitionEnd={onExitTransitionEnd} title={title} centered>
      <div style={{ display: "flex", flexDirection: "column", gap: "1rem" }}>
        <FormAlert message={problem} />
        {children}
        <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", justifyContent: "flex-end" }}>
          <Button className={buttonClassName} size={size} variant="default" onClick={onClose}>
            {cancelLabel}
          </Button>
          <Button
            className={buttonClassName}
            size={size}
            color={DANGER_COLOR}
            onClick={onConfirm}
            loading={pending}
          >
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
