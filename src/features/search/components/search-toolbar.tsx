"use client";

import { Button, Group, Menu } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconCheck, IconChevronDown, IconMap } from "@tabler/icons-react";
import Link from "next/link";
import type { SearchSort } from "@/features/availability/engine-types";
import { useUiStore } from "@/features/shell/ui-store";
import { activeFilterCount, type SearchState, searchStateQuery, withQuery } from "../search-state";
import styles from "./search-toolbar.module.css";

const SORT_LABELS: Record<SearchSort, string> = {
  PRICE_HIGH_TO_LOW: "Price: high to low",
  PRICE_LOW_TO_HIGH: "Price: low to high",
  DISTANCE: "Distance",
};

/** Sort, filters and map for the results; a sort is a new URL, so the back button undoes it. */
export function SearchToolbar({ state, action }: { state: SearchState; action: string }) {
  const setModal = useUiStore((store) => store.setModal);
  const filters = activeFilterCount(state.filters);
  return (
    <Group className={styles.toolbar} gap="sm" wrap="wrap">
      {/* Each sort is a link: choosing one is an explicit action, never a side effect of moving through a list. */}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
            Sort: {SORT_LABELS[state.sort]}
          </Button>
        </Menu.Target>
        <Menu.Dropdown aria-label="Sort by">
          {(Object.keys(SORT_LABELS) as SearchSort[]).map((sort) =>
            sort === "DISTANCE" && !state.location ? (
              <Menu.Item key={sort} disabled>
                {SORT_LABELS[sort]} (add where from)
              </Menu.Item>
            ) : (
              <Menu.Item
                key={sort}
                component={Link}
                href={withQuery(action, searchStateQuery({ ...state, sort }))}
                scroll={false}
                aria-current={sort === state.sort ? "true" : undefined}
                leftSection={
                  sort === state.sort ? (
                    <IconCheck size={16} aria-hidden />
                  ) : (
                    <span className={styles.noCheck} />
                  )
                }
              >
                {SORT_LABELS[sort]}
              </Menu.Item>
            ),
          )}
        </Menu.Dropdown>
      </Menu>
      <Button
        variant="default"
        leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
        onClick={() => setModal("filter", true)}
        aria-haspopup="dialog"
      >
        Filters{filters > 0 ? ` (${filters})` : ""}
      </Button>
      <Button
        variant="default"
        leftSection={<IconMap size={18} aria-hidden />}
        onClick={() => setModal("map", true)}
        aria-haspopup="dialog"
      >
        Map
      </Button>
    </Group>
  );
}
