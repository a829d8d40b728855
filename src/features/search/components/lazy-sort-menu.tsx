"use client";

import { Button } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type ComponentType, useEffect, useRef } from "react";
import { onDemand, useLoadOnIntent } from "@/lib/ui/use-load-on-intent";
import { earlyClickProps, takeEarlyClick } from "../early-clicks";
import { SORT_LABELS } from "../sort-labels";
import styles from "./lazy-search-fields.module.css";
import toolbar from "./search-toolbar.module.css";
import type { SortMenuProps } from "./sort-menu";

const sortMenu = onDemand<ComponentType<SortMenuProps>>(() =>
  import("./sort-menu").then((module) => module.SortMenu),
);

/**
 * The results' sort menu (Mantine's Menu, Popover and floating-ui) is fetched when a visitor points at, taps or
 * focuses its button, not with the page (issue 12 §6). Until then the same button stands in; a click, Enter or
 * Space made before the menu arrived opens it once it has, and focus moves to the real button.
 */
export function LazySortMenu(props: SortMenuProps) {
  const pending = useRef(false);
  const { slot, loaded, load, intentProps } = useLoadOnIntent<ComponentType<SortMenuProps>, HTMLSpanElement>(
    sortMenu,
    () => {
      if (!pending.current) return;
      pending.current = false;
      slot.current?.querySelector("button")?.click();
    },
  );

  // A tap on Sort before the page hydrated (early-clicks.ts) opens it once the menu has arrived.
  useEffect(() => {
    if (!takeEarlyClick("sort")) return;
    pending.current = true;
    load();
  }, [load]);

  if (loaded) {
    const SortMenu = loaded;
    return (
      <span ref={slot} className={styles.slot}>
        <SortMenu {...props} />
      </span>
    );
  }
  return (
    <span ref={slot} className={styles.slot} {...intentProps}>
      <Button
        variant="default"
        className={toolbar.sortButton}
        rightSection={<IconChevronDown size={16} aria-hidden />}
        aria-haspopup="menu"
        aria-expanded={false}
        {...earlyClickProps("sort")}
        onClick={() => {
          pending.current = true;
          load();
        }}
      >
        Sort: {SORT_LABELS[props.state.sort]}
      </Button>
    </span>
  );
}
