"use client";

import { IconSearch } from "@tabler/icons-react";
import dynamic from "next/dynamic";
import { type ComponentProps, useEffect, useRef, useState } from "react";
import { formatMonthDay } from "@/lib/date-format";
import { guestsSummary } from "@/lib/stay-format";
import { useUiStore } from "@/lib/ui-store";
import { earlyClickProps, takeEarlyClick } from "../early-clicks";
import styles from "./responsive-search-bar.module.css";
import { SearchBar } from "./search-bar";

const SearchModal = dynamic(() => import("./search-modal").then((module) => module.SearchModal), {
  ssr: false,
});

/**
 * The search bar as the screen allows (the `search` modal flag of spec §2): inline from tablet width up; on a
 * phone a compact "Where to? · dates · guests" button that opens it as a full-screen search. A search changes
 * the route, which closes the modal with every other flag.
 */
export function ResponsiveSearchBar(props: ComponentProps<typeof SearchBar>) {
  const open = useUiStore((store) => store.modals.search);
  const setModal = useUiStore((store) => store.setModal);
  // The dialog's code is fetched the first time the button opens it (issue 12 §6), then stays mounted.
  const [wanted, setWanted] = useState(false);
  if (!wanted && open) setWanted(true);
  // The dialog mounts already open the first time, so it cannot know where focus came from: give it back here.
  const launcher = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) launcher.current?.focus();
    wasOpen.current = open;
  }, [open]);
  // A tap on the launcher before the page hydrated (early-clicks.ts) opens the search now.
  useEffect(() => {
    if (takeEarlyClick("search-launcher")) setModal("search", true);
  }, [setModal]);
  const { state } = props;
  const dates = state.dates
    ? `${formatMonthDay(state.dates.start)} – ${formatMonthDay(state.dates.end)}`
    : "Any dates";
  return (
    <>
      <div className={styles.inline}>
        <SearchBar {...props} />
      </div>
      <button
        ref={launcher}
        type="button"
        className={styles.compact}
        onClick={() => setModal("search", true)}
        aria-haspopup="dialog"
        data-testid="search-launcher"
        {...earlyClickProps("search-launcher")}
      >
        <IconSearch size={22} aria-hidden className={styles.icon} />
        <span className={styles.summary}>
          <span className={styles.where}>{state.location?.name ?? "Where to?"}</span>
          <span className={styles.meta}>
            {dates} · {guestsSummary(state.guests)}
          </span>
        </span>
      </button>
      {wanted && <SearchModal {...props} />}
    </>
  );
}
