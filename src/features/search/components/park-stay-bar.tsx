import { IconArrowLeft, IconX } from "@tabler/icons-react";
import Link from "next/link";
import type { SearchSort } from "@/features/availability/server";
import { siteFilterLabels } from "../park-stay-results";
import { type SearchState, searchStateQuery, withQuery } from "../search-state";
import styles from "./park-stay-bar.module.css";

const PARK_SORTS: { sort: SearchSort; label: string }[] = [
  { sort: "PRICE_HIGH_TO_LOW", label: "Price: high to low" },
  { sort: "PRICE_LOW_TO_HIGH", label: "Price: low to high" },
];

type ParkStayBarProps = {
  parkPath: string;
  state: SearchState;
  /** Stay types left out because none of their free sites matches the filters. */
  hiddenByFilters: number;
};

/**
 * The search a park page shows, carried over from the results: the way back to every park with the same search,
 * the sort (a link each, so the back button undoes it) and the site filters in words with a way to clear them.
 */
export function ParkStayBar({ parkPath, state, hiddenByFilters }: ParkStayBarProps) {
  const labels = siteFilterLabels(state.filters);
  const back = withQuery("/", searchStateQuery(state, ["stay", "filters", "sort"]));
  const clear = withQuery(
    parkPath,
    searchStateQuery({ ...state, filters: {} }, ["stay", "sort", "selection"]),
  );
  return (
    <div className={styles.bar}>
      <div className={styles.row}>
        <Link href={back} className={styles.back}>
          <IconArrowLeft aria-hidden size={18} />
          All parks for this search
        </Link>
        <nav aria-label="Sort stay types" className={styles.sorts}>
          <span className={styles.label}>Sort</span>
          <ul>
            {PARK_SORTS.map(({ sort, label }) => (
              <li key={sort}>
                <Link
                  href={`${withQuery(parkPath, searchStateQuery({ ...state, sort }, ["stay", "filters", "sort", "selection"]))}#stay`}
                  scroll={false}
                  aria-current={state.sort === sort ? "true" : undefined}
                  className={styles.sort}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {labels.length > 0 && (
        <div className={styles.filters}>
          <span className={styles.label}>Filtered by</span>
          <ul aria-label="Filters" className={styles.chips}>
            {labels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
          <Link href={`${clear}#stay`} scroll={false} className={styles.clear}>
            <IconX aria-hidden size={14} />
            Clear filters
          </Link>
        </div>
      )}
      {hiddenByFilters > 0 && (
        <p className={styles.hidden}>
          {hiddenByFilters} more stay type{hiddenByFilters === 1 ? " has" : "s have"} free sites that do not
          match your filters.
        </p>
      )}
    </div>
  );
}
