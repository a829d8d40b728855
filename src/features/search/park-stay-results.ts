import type { CampsiteLocationResult, SearchFilters } from "@/features/availability/server";
import { type AdvertisedPriceType, type ParkDetail, startingNightlyPrice } from "@/features/parks/server";
import { amenityLabel } from "@/lib/campsites/amenities";
import { CATEGORY_LABELS } from "@/lib/campsites/categories";
import { formatUsd } from "@/lib/money";

/**
 * A park page narrows its stay types with the search's site filters (category, price, rigs, RV, amenities). The
 * park-level filters (features, distance) chose among parks; on one park's page they would only hide it all.
 */
export function parkPageFilters({
  parkFeatures: _features,
  distanceMin: _min,
  distanceMax: _max,
  ...siteFilters
}: SearchFilters): SearchFilters {
  return siteFilters;
}

/**
 * The park page's list from `searchCampsites` (already filtered and in the search's sort): types that work first,
 * then those that do not with their reasons, each group in the search's order. A type with no failure whose every
 * free site the filters removed does not match them: it is left out and counted.
 */
export function arrangeParkStayResults<Result extends CampsiteLocationResult>(
  results: readonly Result[],
): { results: Result[]; hiddenByFilters: number } {
  const filteredOut = (result: Result) => result.failureReasons.length === 0 && result.campsites.length === 0;
  const shown = results.filter((result) => !filteredOut(result));
  return {
    results: [
      ...shown.filter((result) => result.failureReasons.length === 0),
      ...shown.filter((result) => result.failureReasons.length > 0),
    ],
    hiddenByFilters: results.length - shown.length,
  };
}

/**
 * A type's "From $X/night" on the park page is one figure wherever the page shows it: the park's advertised price
 * ({@link startingNightlyPrice}, also behind At a glance, the type's card and the hero). The engine's own
 * `lowestBaselinePrice` is this party's (a pet fee added, even where pets are refused) and knows no category
 * override, so a type the stay does not work for would show another "from" price than the page above it.
 */
export function withAdvertisedFromPrices<Result extends CampsiteLocationResult>(
  results: readonly Result[],
  park: { campsiteTypes: readonly AdvertisedPriceType[]; auxiliaryPricing: ParkDetail["auxiliaryPricing"] },
): Result[] {
  const types = new Map(park.campsiteTypes.map((type) => [type.id, type]));
  return results.map((result) => {
    const type = types.get(result.campsiteType.id);
    const advertised = type ? startingNightlyPrice(type, park.auxiliaryPricing) : null;
    if (advertised === null) return result;
    return {
      ...result,
      lowestBaselinePrice: advertised,
      campsiteType: { ...result.campsiteType, lowestBaselinePrice: advertised },
    };
  });
}

const SLIDE_OUT_LABELS = ["no slide-outs", "driver/passenger side slide-outs", "slide-outs on both sides"];

/** The site filters in words, for "Filtered by: Cabin Site · Kitchen" on a park page. */
export function siteFilterLabels(filters: SearchFilters): string[] {
  const labels: string[] = [];
  if (filters.category && filters.category !== "all") labels.push(CATEGORY_LABELS[filters.category]);
  const { priceMin, priceMax } = filters;
  if (priceMin !== undefined && priceMax !== undefined) {
    labels.push(`${formatUsd(priceMin)}–${formatUsd(priceMax)} a night`);
  } else if (priceMin !== undefined) labels.push(`From ${formatUsd(priceMin)} a night`);
  else if (priceMax !== undefined) labels.push(`Up to ${formatUsd(priceMax)} a night`);
  if (filters.equipmentTypes?.length) labels.push(`Fits: ${filters.equipmentTypes.join(" or ")}`);
  if (filters.rvLength !== undefined) labels.push(`RVs of ${filters.rvLength} ft`);
  if (filters.rvSlideout !== undefined) labels.push(`With ${SLIDE_OUT_LABELS[filters.rvSlideout]}`);
  if (filters.rvTypes?.length) labels.push(`Takes ${filters.rvTypes.join(" and ")}`);
  for (const amenity of filters.siteAmenities ?? []) labels.push(amenityLabel(amenity));
  if (filters.accessible) labels.push("Accessible site");
  return labels;
}
