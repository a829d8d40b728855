import type { SearchSort } from "@/features/availability/engine-types";

/** What each results sort is called: the sort menu's items and its button. */
export const SORT_LABELS: Record<SearchSort, string> = {
  PRICE_HIGH_TO_LOW: "Price: high to low",
  PRICE_LOW_TO_HIGH: "Price: low to high",
  DISTANCE: "Distance",
  RATING: "Guest rating",
};

/**
 * Why a sort cannot be chosen for this search, or null: distance needs a place to measure from. Another sort is a
 * label above and, if it needs something of the search, a line here.
 */
function unavailableBecause(sort: SearchSort, search: { location: unknown }): string | null {
  if (sort === "DISTANCE" && !search.location) return "add where from";
  return null;
}

export type SortOption = { sort: SearchSort; label: string; current: boolean; unavailable: string | null };

/** The sort menu's items, in the order of {@link SORT_LABELS}. */
export function sortOptions(search: { sort: SearchSort; location: unknown }): SortOption[] {
  return (Object.keys(SORT_LABELS) as SearchSort[]).map((sort) => ({
    sort,
    label: SORT_LABELS[sort],
    current: sort === search.sort,
    unavailable: unavailableBecause(sort, search),
  }));
}
