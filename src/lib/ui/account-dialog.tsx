"use client";

import { Modal } from "@mantine/core";
import type { ReactNode } from "react";
import dialog from "./dialog-title.module.css";

/** A question the account page asks over itself (cancel a stay, cancel the membership): centred, closed by "Close". */
export function AccountDialog({
  opened,
  onClose,
  title,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      size="md"
      closeButtonProps={{ "aria-label": "Close" }}
      classNames={{ title: dialog.accountSmallTitle }}
    >
      {children}
    </Modal>
  );
}
