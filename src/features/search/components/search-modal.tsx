"use client";

import { Modal } from "@mantine/core";
import type { ComponentProps } from "react";
import { useUiStore } from "@/lib/ui-store";
import styles from "./responsive-search-bar.module.css";
import { SearchBar } from "./search-bar";

/** The full-screen search of a phone (the `search` modal flag); loaded when the compact button first opens it. */
export function SearchModal(props: ComponentProps<typeof SearchBar>) {
  const open = useUiStore((store) => store.modals.search);
  const setModal = useUiStore((store) => store.setModal);
  return (
    <Modal
      opened={open}
      onClose={() => setModal("search", false)}
      fullScreen
      title={props.title ?? "Find your campsite"}
      closeButtonProps={{ "aria-label": "Close search" }}
      classNames={{ title: styles.modalTitle }}
    >
      <SearchBar {...props} />
    </Modal>
  );
}
