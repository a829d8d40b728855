/** Pure rules of the /accommodations page: campsite types of every park, grouped by category. */

import { mandatoryNightlyFeeCents } from "@/features/availability/server";
import { CAMPSITE_CATEGORIES, CATEGORY_LABELS, type CampsiteCategory } from "@/lib/campsites/categories";

export type { CampsiteCategory };

export type ParkAddonFee = {
  parkId: string;
  kind: "daily_rate" | "online_store";
  priceCents: number;
  mandatory: boolean;
  categories: CampsiteCategory[];
  chargedPer: "site" | "pet" | "vehicle";
};

export type AccommodationRow = {
  id: string;
  parkId: string;
  category: CampsiteCategory;
  /** Lowest base nightly rate of the type; null when no season prices it yet. */
  lowestRateCents: number | null;
};

/**
 * The "From $X/night" of a type, all-in (domain.md "All-in prices"): the lowest base rate plus every mandatory
 * per-night fee of its park that applies to its category (an empty category list = every category).
 */
export function allInFromNightlyCents(row: AccommodationRow, addons: readonly ParkAddonFee[]): number | null {
  if (row.lowestRateCents === null) return null;
  const parkAddons = addons.filter((addon) => addon.parkId === row.parkId);
  return row.lowestRateCents + mandatoryNightlyFeeCents(parkAddons, row.category);
}

export type CategoryGroup<T> = { category: CampsiteCategory; label: string; types: T[] };

/** Types grouped by category in the spec's order, keeping the order within a group; empty groups left out. */
export function groupByCategory<T extends { category: CampsiteCategory }>(
  types: readonly T[],
): CategoryGroup<T>[] {
  return CAMPSITE_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    types: types.filter((type) => type.category === category),
  })).filter((group) => group.types.length > 0);
}
