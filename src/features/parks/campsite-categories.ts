import { CAMPSITE_CATEGORIES, CATEGORY_LABELS, type CampsiteCategory } from "@/lib/campsites/categories";
import type { CampsiteTypeDetail, ParkDetail } from "./park-detail";

type AuxiliaryPricing = ParkDetail["auxiliaryPricing"];

/** What a type's advertised "from" price depends on. */
export type AdvertisedPriceType = Pick<CampsiteTypeDetail, "id" | "category" | "lowestBaselinePrice">;

/** The park's advertised "from" price of a category, when staff set one (spec §3, park auxiliary info). */
export function categoryPriceOverride(
  category: CampsiteCategory,
  pricing: AuxiliaryPricing,
): number | undefined {
  switch (category) {
    case "tent":
      return pricing.tentSitePricingOverride;
    case "rv":
      return pricing.rvSitePricingOverride;
    case "lodging":
      return pricing.lodgingSitePricingOverride;
    case "other":
      return undefined;
  }
}

/**
 * The nightly "from" price a campsite type advertises, in cents, or null when it has no rates: the one computation
 * behind every "from" figure of the park page (hero, At a glance, the type's card, the stay results' cards).
 * A category override replaces the computed price, but a type never advertises less than its own cheapest
 * night: the override is the category's floor, not a discount (a $90 group field stays $90 when tent sites
 * are advertised "from $39").
 */
export function startingNightlyPrice(
  type: Pick<CampsiteTypeDetail, "category" | "lowestBaselinePrice">,
  pricing: AuxiliaryPricing,
): number | null {
  const override = categoryPriceOverride(type.category, pricing);
  if (override === undefined) return type.lowestBaselinePrice;
  return Math.max(override, type.lowestBaselinePrice ?? 0);
}

/** Each category the park offers with its lowest advertised nightly price, in the spec's category order. */
export function categoryStartingPrices(
  types: readonly Pick<CampsiteTypeDetail, "category" | "lowestBaselinePrice">[],
  pricing: AuxiliaryPricing,
): { category: CampsiteCategory; label: string; fromCents: number | null }[] {
  return CAMPSITE_CATEGORIES.flatMap((category) => {
    const prices = types
      .filter((type) => type.category === category)
      .map((type) => startingNightlyPrice(type, pricing));
    if (prices.length === 0) return [];
    const known = prices.filter((price): price is number => price !== null);
    return [
      { category, label: CATEGORY_LABELS[category], fromCents: known.length > 0 ? Math.min(...known) : null },
    ];
  });
}
