"use client";

import { Button, Menu } from "@mantine/core";
import { IconCheck, IconChevronDown } from "@tabler/icons-react";
import Link from "next/link";
import type { SearchSort } from "@/features/availability/engine-types";
import { type SearchState, searchStateQuery, withQuery } from "../search-state";
import { SORT_LABELS } from "../sort-labels";
import styles from "./search-toolbar.module.css";

export type SortMenuProps = { state: SearchState; action: string };

/** The results' sort: each sort is a link, so choosing one is an explicit action and the back button undoes it. */
export function SortMenu({ state, action }: SortMenuProps) {
  return (
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
  );
}
