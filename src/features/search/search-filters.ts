import {
  type CampsiteLocationResult,
  type Coordinates,
  DEFAULT_SEARCH_SORT,
  type Equipment,
  type FilterCategory,
  type ParkFacts,
  type ResultCampsite,
  type SearchFilters,
  type SearchSort,
  type SlideOut,
} from "@/features/availability/engine-types";
import { maxAvailableRvLength, siteFitsEquipment } from "@/features/availability/site-fit";

/**
 * The search state's filter transitions and the result refinement of spec §4 (domain.md "Availability"):
 * tent conversion, result filters, dropping emptied results, and the sorts. Shapes follow api.md.
 */

// ── Transitions (spec §4). Invariant: RV filters are only ever set together with category "rv". ──

function withoutRvFilters({
  rvLength: _l,
  rvSlideout: _s,
  rvTypes: _t,
  ...rest
}: SearchFilters): SearchFilters {
  return rest;
}

/** Any category other than "rv" ("all" included, as it is not RV-only) clears the RV filters. */
export function chooseCategory(filters: SearchFilters, category: FilterCategory): SearchFilters {
  return category === "rv" ? { ...filters, category } : { ...withoutRvFilters(filters), category };
}

/** A length forces category "rv"; clearing the length leaves the category as it is. */
export function setRvLength(filters: SearchFilters, rvLength: number | undefined): SearchFilters {
  if (rvLength === undefined) {
    const { rvLength: _cleared, ...rest } = filters;
    return rest;
  }
  return { ...filters, rvLength, category: "rv" };
}

/** Choosing the selected slide-out again toggles it off; another choice sets it and forces category "rv". */
export function chooseSlideOut(filters: SearchFilters, slideOut: SlideOut): SearchFilters {
  if (filters.rvSlideout === slideOut) {
    const { rvSlideout: _cleared, ...rest } = filters;
    return rest;
  }
  return { ...filters, rvSlideout: slideOut, category: "rv" };
}

// ── Tent conversion ──

/**
 * The category the results are shown as (decision 0069): the filter's own, but a party that camps with a tent and
 * chose no category ("all" is no choice: the URL never carries it) sees the tent view, as if it had chosen Tent
 * Site. A category the camper did choose wins: with Cabin Site or RV Site the tent changes nothing here.
 */
export function viewCategory(
  category: FilterCategory | undefined,
  equipment: Pick<Equipment, "type"> | undefined,
): FilterCategory | undefined {
  if (equipment?.type === "Tent" && (category === undefined || category === "all")) return "tent";
  return category;
}

/**
 * With category tent, an RV type's sites that take tents are offered as tent sites: RV info removed, the
 * result shown as a tent result and marked converted. The nested `campsiteType` keeps its true category.
 */
export function applyTentConversion(
  results: readonly CampsiteLocationResult[],
  category: FilterCategory | undefined,
): CampsiteLocationResult[] {
  if (category !== "tent") return [...results];
  return results.map((result) => {
    if (result.campsiteCategoryCode !== "rv") return result;
    const tentSites = result.campsites.filter((site) => site.rvInfo?.rvTypes.includes("Tent"));
    if (tentSites.length === 0) return result;
    return {
      ...result,
      campsiteCategoryCode: "tent",
      campsites: tentSites.map((site) => ({ ...site, rvInfo: null })),
      maxAvailableRvLength: null,
      rvToTentEquipmentConversion: true,
    };
  });
}

// ── Filters ──

/** The nightly price results are filtered and sorted by: average without discounts, else lowest baseline. */
export function comparableNightlyPrice(result: CampsiteLocationResult): number {
  return result.averagePricePerNightWithoutDiscounts ?? result.lowestBaselinePrice;
}

const includesAll = (have: readonly string[], wanted: readonly string[] | undefined): boolean =>
  (wanted ?? []).every((item) => have.includes(item));

/** A site's amenities for filtering: its own plus its type's (a cabin type's kitchen is in every cabin). */
export function siteAmenitiesOf(site: ResultCampsite, typeAmenities: readonly string[]): string[] {
  return [...new Set([...site.amenities, ...typeAmenities])];
}

function siteMatches(
  site: ResultCampsite,
  typeAmenities: readonly string[],
  filters: SearchFilters,
): boolean {
  const { equipmentTypes, rvLength, rvSlideout, rvTypes, siteAmenities } = filters;
  const amenitiesMatch = () =>
    (siteAmenities?.length ?? 0) === 0 || includesAll(siteAmenitiesOf(site, typeAmenities), siteAmenities);
  // Equipment types are what the party might bring: a site that takes any one of them will do.
  if (equipmentTypes?.length && !equipmentTypes.some((type) => siteFitsEquipment(site, { type }))) {
    return false;
  }
  const rvFilterSet = rvLength !== undefined || rvSlideout !== undefined || (rvTypes?.length ?? 0) > 0;
  if (!rvFilterSet) return amenitiesMatch();
  const rv = site.rvInfo;
  return (
    rv !== null &&
    rv.rvLengthMax >= (rvLength ?? 0) &&
    rv.rvSlideoutValue >= (rvSlideout ?? 0) &&
    includesAll(rv.rvTypes, rvTypes) &&
    amenitiesMatch()
  );
}

function parkMatches(park: ParkFacts, filters: SearchFilters, hasCoordinates: boolean): boolean {
  if (!includesAll(park.parkFeatures, filters.parkFeatures)) return false;
  const { distanceMin, distanceMax } = filters;
  // Without search coordinates there is no distance to filter on, so the distance filter is ignored (§5).
  if (!hasCoordinates || (distanceMin === undefined && distanceMax === undefined)) return true;
  const distance = park.distanceFromUser;
  if (distance === null) return false;
  return (
    (distanceMin === undefined || distance >= distanceMin) &&
    (distanceMax === undefined || distance <= distanceMax)
  );
}

const UNKNOWN_PARK: ParkFacts = { distanceFromUser: null, parkFeatures: [] };

/**
 * Applies every filter: category, price range (inclusive), park distance and features to the result; equipment,
 * RV and amenity filters to its campsites (all selected RV types and amenities required, a site having its
 * type's amenities too). Emptied results stay,
 * so a caller that explains unavailability can still show them; see `dropResultsWithoutCampsites`.
 */
export function filterResults(
  results: readonly CampsiteLocationResult[],
  filters: SearchFilters,
  search: { hasCoordinates: boolean; parks: Readonly<Record<string, ParkFacts>> },
): CampsiteLocationResult[] {
  const { category, priceMin, priceMax, equipmentTypes, rvLength, rvSlideout, rvTypes, siteAmenities } =
    filters;
  const siteFiltered =
    (equipmentTypes?.length ?? 0) > 0 ||
    rvLength !== undefined ||
    rvSlideout !== undefined ||
    (rvTypes?.length ?? 0) > 0 ||
    (siteAmenities?.length ?? 0) > 0;
  return results.flatMap((result) => {
    if (category && category !== "all" && result.campsiteCategoryCode !== category) return [];
    const price = comparableNightlyPrice(result);
    if ((priceMin !== undefined && price < priceMin) || (priceMax !== undefined && price > priceMax))
      return [];
    const park = search.parks[result.campsiteType.parkId] ?? UNKNOWN_PARK;
    if (!parkMatches(park, filters, search.hasCoordinates)) return [];
    if (!siteFiltered) return [result];
    const typeAmenities = result.campsiteType.amenities;
    const campsites = result.campsites.filter((site) => siteMatches(site, typeAmenities, filters));
    if (campsites.length === result.campsites.length) return [result];
    return [{ ...result, campsites, maxAvailableRvLength: maxAvailableRvLength(campsites) }];
  });
}

/** Spec §4: results with no remaining campsites are dropped. */
export function dropResultsWithoutCampsites(
  results: readonly CampsiteLocationResult[],
): CampsiteLocationResult[] {
  return results.filter((result) => result.campsites.length > 0);
}

// ── Sorts ──

const names = new Intl.Collator("en", { numeric: true });

/**
 * Sorts a copy (default price high → low). Distance puts unknown distances last and breaks ties by the
 * default sort; every sort ends on the type name and id so equal results keep a stable order.
 */
export function sortResults(
  results: readonly CampsiteLocationResult[],
  sort: SearchSort | undefined,
  parks: Readonly<Record<string, ParkFacts>>,
): CampsiteLocationResult[] {
  const distanceOf = (result: CampsiteLocationResult) =>
    parks[result.campsiteType.parkId]?.distanceFromUser ?? Number.POSITIVE_INFINITY;
  const highToLow = (a: CampsiteLocationResult, b: CampsiteLocationResult) =>
    comparableNightlyPrice(b) - comparableNightlyPrice(a);
  const primary: Record<SearchSort, (a: CampsiteLocationResult, b: CampsiteLocationResult) => number> = {
    PRICE_HIGH_TO_LOW: highToLow,
    PRICE_LOW_TO_HIGH: (a, b) => -highToLow(a, b),
    DISTANCE: (a, b) => {
      const [da, db] = [distanceOf(a), distanceOf(b)];
      return da === db ? highToLow(a, b) : da < db ? -1 : 1;
    },
    // A rating is a park's (its guests' reviews): one park's types all share it, so they keep the default order.
    RATING: highToLow,
  };
  const compare = primary[sort ?? DEFAULT_SEARCH_SORT];
  return [...results].sort(
    (a, b) =>
      compare(a, b) ||
      names.compare(a.campsiteType.name, b.campsiteType.name) ||
      (a.campsiteType.id < b.campsiteType.id ? -1 : a.campsiteType.id > b.campsiteType.id ? 1 : 0),
  );
}

/**
 * The whole refinement in spec order: tent conversion (from the category, or the party's tent: `viewCategory`),
 * filters, dropping emptied results (unless the caller shows unavailable types with their reasons), then the sort.
 */
export function refineSearchResults(
  results: readonly CampsiteLocationResult[],
  search: {
    filters?: SearchFilters;
    /** The party's own equipment: a tent and no category shows the tent view. */
    equipment?: Pick<Equipment, "type">;
    sort?: SearchSort;
    hasCoordinates: boolean;
    parks: Readonly<Record<string, ParkFacts>>;
    includeUnavailable?: boolean;
  },
): CampsiteLocationResult[] {
  const category = viewCategory(search.filters?.category, search.equipment);
  const filters = { ...search.filters, ...(category ? { category } : {}) };
  const filtered = filterResults(applyTentConversion(results, category), filters, search);
  const kept = search.includeUnavailable ? filtered : dropResultsWithoutCampsites(filtered);
  return sortResults(kept, search.sort, search.parks);
}

/** Great-circle distance in statute miles (mean Earth radius 3958.8 mi) for `distanceFromUser`. */
export function haversineMiles(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}
