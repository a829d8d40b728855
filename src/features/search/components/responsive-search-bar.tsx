"use client";

import { Modal } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { ComponentProps } from "react";
import { useUiStore } from "@/features/shell/ui-store";
import { guestsSummary } from "../search-form";
import styles from "./responsive-search-bar.module.css";
import { SearchBar } from "./search-bar";

const shortDate = (iso: string) =>
  new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(
    new Date(`${iso}T00:00:00Z`),
  );

/**
 * The search bar as the screen allows (the `search` modal flag of spec §2): inline from tablet width up; on a
 * phone a compact "Where to? · dates · guests" button that opens it as a full-screen search. A search changes
 * the route, which closes the modal with every other flag.
 */
export function ResponsiveSearchBar(props: ComponentProps<typeof SearchBar>) {
  const open = useUiStore((store) => store.modals.search);
  const setModal = useUiStore((store) => store.setModal);
  const { state } = props;
  const dates = state.dates ? `${shortDate(state.dates.start)} – ${shortDate(state.dates.end)}` : "Any dates";
  return (
    <>
      <div className={styles.inline}>
        <SearchBar {...props} />
      </div>
      <button
        type="button"
        className={styles.compact}
        onClick={() => setModal("search", true)}
        aria-haspopup="dialog"
        data-testid="search-launcher"
      >
        <IconSearch size={22} aria-hidden className={styles.icon} />
        <span className={styles.summary}>
          <span className={styles.where}>{state.location?.name ?? "Where to?"}</span>
          <span className={styles.meta}>
            {dates} · {guestsSummary(state.guests)}
          </span>
        </span>
      </button>
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
    </>
  );
}
