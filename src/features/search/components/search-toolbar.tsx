"use client";

import { Button, Group } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconMap } from "@tabler/icons-react";
import { useUiStore } from "@/lib/ui-store";
import { activeFilterCount, type SearchState } from "../search-state";
import { LazySortMenu } from "./lazy-sort-menu";
import styles from "./search-toolbar.module.css";

/** Sort, filters and map for the results; a sort is a new URL, so the back button undoes it. */
export function SearchToolbar({ state, action }: { state: SearchState; action: string }) {
  const setModal = useUiStore((store) => store.setModal);
  const filters = activeFilterCount(state.filters);
  return (
    <Group className={styles.toolbar} gap="sm" wrap="wrap">
      {/* Each sort is a link: choosing one is an explicit action, never a side effect of moving through a list. */}
      <LazySortMenu state={state} action={action} />
      <Button
        variant="default"
        className={styles.toolbarButton}
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        onClick={() => setModal("filter", true)}
        aria-haspopup="dialog"
      >
        Filters{filters > 0 ? ` (${filters})` : ""}
      </Button>
      <Button
        variant="default"
        className={styles.toolbarButton}
        leftSection={<IconMap size={18} aria-hidden />}
        onClick={() => setModal("map", true)}
        aria-haspopup="dialog"
      >
        Map
      </Button>
    </Group>
  );
}
