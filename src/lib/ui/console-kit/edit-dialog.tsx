"use client";

import { Modal } from "@mantine/core";
import type { ReactNode } from "react";

/**
 * A dialog around one thing's form: open while there is a thing, its form rendered afresh for each (the caller
 * keys it), so nothing typed for one member or add-on is left in the next.
 */
export function EditDialog<Item>({
  item,
  title,
  onClose,
  onExitTransitionEnd,
  size,
  children,
}: {
  item: Item | null;
  title: (item: Item | null) => string;
  onClose: () => void;
  onExitTransitionEnd?: () => void;
  size?: string;
  children: (item: Item) => ReactNode;
}) {
  return (
    <Modal
      opened={item !== null}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={title(item)}
      size={size}
      centered
    >
      {item !== null && children(item)}
    </Modal>
  );
}
