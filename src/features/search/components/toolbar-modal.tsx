"use client";

import { Modal, type ModalProps } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import type { ReactNode } from "react";
import dialog from "@/lib/ui/dialog-title.module.css";
import { useUiStore } from "@/lib/ui-store";

/**
 * A dialog the search toolbar opens (filters, the map): open while its flag in the UI store is set, centred, and
 * the whole screen on a phone.
 */
export function ToolbarModal({
  flag,
  title,
  size,
  closeLabel,
  children,
}: {
  flag: "filter" | "map";
  title: string;
  size: ModalProps["size"];
  /** The close button's name ("Close filters"). */
  closeLabel: string;
  children: ReactNode;
}) {
  const opened = useUiStore((store) => store.modals[flag]);
  const setModal = useUiStore((store) => store.setModal);
  const phone = useMediaQuery("(max-width: 36em)") ?? false;
  return (
    <Modal
      opened={opened}
      onClose={() => setModal(flag, false)}
      title={title}
      size={size}
      centered
      fullScreen={phone}
      closeButtonProps={{ "aria-label": closeLabel }}
      classNames={{ title: dialog.title }}
    >
      {children}
    </Modal>
  );
}
