import type { SearchSort } from "@/features/availability/engine-types";

/** What each results sort is called: the sort menu's items and its button. */
export const SORT_LABELS: Record<SearchSort, string> = {
  PRICE_HIGH_TO_LOW: "Price: high to low",
  PRICE_LOW_TO_HIGH: "Price: low to high",
  DISTANCE: "Distance",
  RATING: "Guest rating",
};
