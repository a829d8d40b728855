"use client";

import { Button, Group, NativeSelect } from "@mantine/core";
import { IconAdjustmentsHorizontal, IconMap } from "@tabler/icons-react";
import { useRouter } from "next/navigation";
import { useUiStore } from "@/features/shell/ui-store";
import type { SearchSort } from "../engine-types";
import { activeFilterCount, type SearchState, searchStateQuery, withQuery } from "../search-state";
import styles from "./search-toolbar.module.css";

const SORT_LABELS: Record<SearchSort, string> = {
  PRICE_HIGH_TO_LOW: "Price: high to low",
  PRICE_LOW_TO_HIGH: "Price: low to high",
  DISTANCE: "Distance",
};

/** Sort, filters and map for the results; a sort is a new URL, so the back button undoes it. */
export function SearchToolbar({ state, action }: { state: SearchState; action: string }) {
  const router = useRouter();
  const setModal = useUiStore((store) => store.setModal);
  const filters = activeFilterCount(state.filters);
  return (
    <Group className={styles.toolbar} gap="sm" wrap="wrap">
      <NativeSelect
        className={styles.sort}
        label="Sort by"
        value={state.sort}
        onChange={(event) =>
          router.push(
            withQuery(action, searchStateQuery({ ...state, sort: event.currentTarget.value as SearchSort })),
            { scroll: false },
          )
        }
        data={(Object.keys(SORT_LABELS) as SearchSort[]).map((sort) => ({
          value: sort,
          label:
            sort === "DISTANCE" && !state.location
              ? `${SORT_LABELS[sort]} (add where from)`
              : SORT_LABELS[sort],
          disabled: sort === "DISTANCE" && !state.location,
        }))}
      />
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
