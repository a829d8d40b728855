"use client";

import { Button, Menu } from "@mantine/core";
import { IconCheck, IconChevronDown } from "@tabler/icons-react";
import Link from "next/link";
import { type SearchState, searchStateQuery, withQuery } from "../search-state";
import { SORT_LABELS, sortOptions } from "../sort-labels";
import styles from "./search-toolbar.module.css";

export type SortMenuProps = { state: SearchState; action: string };

/**
 * The results' sort: each sort is a link, so choosing one is an explicit action and the back button undoes it.
 * The menu opens in place, inside the page's main landmark (not in a portal after it), and focus goes to its
 * first item, not to a focusable placeholder that a menu may not contain (axe: region, aria-required-children).
 */
export function SortMenu({ state, action }: SortMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal={false} withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button
          variant="default"
          className={styles.sortButton}
          rightSection={<IconChevronDown size={16} aria-hidden />}
        >
          Sort: {SORT_LABELS[state.sort]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {sortOptions(state).map((option) =>
          option.unavailable ? (
            <Menu.Item key={option.sort} disabled className={styles.sortItem}>
              {option.label} ({option.unavailable})
            </Menu.Item>
          ) : (
            <Menu.Item
              key={option.sort}
              component={Link}
              href={withQuery(action, searchStateQuery({ ...state, sort: option.sort }))}
              scroll={false}
              className={styles.sortItem}
              aria-current={option.current ? "true" : undefined}
              leftSection={
                option.current ? <IconCheck size={16} aria-hidden /> : <span className={styles.noCheck} />
              }
            >
              {option.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
