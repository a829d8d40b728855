import {
  DEFAULT_SEARCH_SORT,
  EQUIPMENT_TYPES,
  type EquipmentType,
  type FilterCategory,
  type Guests,
  SEARCH_SORTS,
  type SearchFilters,
  type SearchSort,
  type SlideOut,
} from "@/features/availability/engine-types";
import { CAMPSITE_CATEGORIES } from "@/lib/campsites/categories";
import { isInDateRange, isIsoDate, nightsBetween } from "@/lib/stay-dates";

/**
 * The search state of spec §3, kept in the URL so a search can be shared and the back button works. Parsing is
 * forgiving (a bad parameter is dropped, never an error page); the server validates again with Zod.
 */
export type SearchState = {
  /** True once the camper has run a search (the URL carries dates). */
  touched: boolean;
  dates: { start: string; end: string } | null;
  guests: Guests;
  location: { latitude: number; longitude: number; name: string } | null;
  /** The park a "Book Now" link scoped the search to (its slug). */
  park: string | null;
  /** The campsite type ("site location") chosen on a park page, and its name once resolved. */
  siteLocationId: string | null;
  siteLocationName: string | null;
  equipmentType: EquipmentType | null;
  rvLength: number | null;
  slideOutType: SlideOut | null;
  /** A specific campsite chosen (site lock); null = any site of the type, best fit. */
  siteId: string | null;
  siteLocked: boolean;
  filters: SearchFilters;
  sort: SearchSort;
};

export const DEFAULT_GUESTS: Guests = { adults: 1, children: 0, pets: 0 };
export const MAX_STAY_NIGHTS = 60;
export const RV_EQUIPMENT: readonly EquipmentType[] = EQUIPMENT_TYPES.filter((type) => type !== "Tent");

/** URL parameter names; short and readable, since campers share these links. */
const P = {
  start: "start",
  end: "end",
  adults: "adults",
  children: "children",
  pets: "pets",
  locationName: "loc",
  latitude: "lat",
  longitude: "lng",
  park: "park",
  siteLocationId: "type",
  siteId: "site",
  equipmentType: "equipment",
  rvLength: "rvLength",
  slideOut: "slideOut",
  category: "category",
  priceMin: "minPrice",
  priceMax: "maxPrice",
  distanceMin: "minDistance",
  distanceMax: "maxDistance",
  parkFeatures: "features",
  equipmentTypes: "rigs",
  rvFilterLength: "minRvLength",
  rvSlideout: "rvSlideOut",
  rvTypes: "rvTypes",
  siteAmenities: "amenities",
  accessible: "accessible",
  sort: "sort",
} as const;

type ParamSource = URLSearchParams | Record<string, string | string[] | undefined>;

function reader(source: ParamSource): (key: string) => string | null {
  if (source instanceof URLSearchParams) return (key) => source.get(key);
  return (key) => {
    const value = source[key];
    return (Array.isArray(value) ? value[0] : value) ?? null;
  };
}

function intIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
}

function decimalIn(raw: string | null, min: number, max: number): number | undefined {
  if (raw === null || raw.trim() === "") return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= min && value <= max ? value : undefined;
}

function oneOf<T extends string>(raw: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((value) => value === raw);
}

function list(raw: string | null, max = 50): string[] {
  if (!raw) return [];
  return [...new Set(raw.split(",").map((item) => item.trim()))]
    .filter((item) => item.length > 0 && item.length <= 100)
    .slice(0, max);
}

function slideOut(raw: string | null): SlideOut | undefined {
  const value = intIn(raw, 0, 2);
  return value as SlideOut | undefined;
}

/** A stay the search accepts: real dates, departure after arrival, at most {@link MAX_STAY_NIGHTS} nights. */
export function validStay(start: string | null, end: string | null): { start: string; end: string } | null {
  if (!start || !end || !isIsoDate(start) || !isIsoDate(end)) return null;
  if (!isInDateRange(start) || !isInDateRange(end)) return null;
  const nights = nightsBetween(start, end);
  return nights >= 1 && nights <= MAX_STAY_NIGHTS ? { start, end } : null;
}

function parseFilters(get: (key: string) => string | null): SearchFilters {
  const filters: SearchFilters = {};
  const category = oneOf<FilterCategory>(get(P.category), [...CAMPSITE_CATEGORIES, "all"]);
  if (category) filters.category = category;
  const dollars = (key: string) => {
    const value = intIn(get(key), 0, 100_000);
    return value === undefined ? undefined : value * 100;
  };
  const priceMin = dollars(P.priceMin);
  const priceMax = dollars(P.priceMax);
  if (priceMin !== undefined) filters.priceMin = priceMin;
  if (priceMax !== undefined) filters.priceMax = priceMax;
  const distanceMin = decimalIn(get(P.distanceMin), 0, 5_000);
  const distanceMax = decimalIn(get(P.distanceMax), 0, 5_000);
  if (distanceMin !== undefined) filters.distanceMin = distanceMin;
  if (distanceMax !== undefined) filters.distanceMax = distanceMax;
  const features = list(get(P.parkFeatures));
  if (features.length > 0) filters.parkFeatures = features;
  const rigs = list(get(P.equipmentTypes)).filter((rig): rig is EquipmentType =>
    (EQUIPMENT_TYPES as readonly string[]).includes(rig),
  );
  if (rigs.length > 0) filters.equipmentTypes = rigs;
  const amenities = list(get(P.siteAmenities));
  if (amenities.length > 0) filters.siteAmenities = amenities;
  if (get(P.accessible) === "1") filters.accessible = true;
  // RV filters only live with category "rv" (spec §4): any of them forces it.
  const rvLength = intIn(get(P.rvFilterLength), 1, 100);
  const rvSlideout = slideOut(get(P.rvSlideout));
  const rvTypes = list(get(P.rvTypes), 20);
  if (rvLength !== undefined) filters.rvLength = rvLength;
  if (rvSlideout !== undefined) filters.rvSlideout = rvSlideout;
  if (rvTypes.length > 0) filters.rvTypes = rvTypes;
  if (rvLength !== undefined || rvSlideout !== undefined || rvTypes.length > 0) filters.category = "rv";
  return filters;
}

/** The search state a URL describes; anything malformed falls back to its default. */
export function parseSearchState(source: ParamSource): SearchState {
  const get = reader(source);
  const dates = validStay(get(P.start), get(P.end));
  const latitude = decimalIn(get(P.latitude), -90, 90);
  const longitude = decimalIn(get(P.longitude), -180, 180);
  const equipmentType = oneOf(get(P.equipmentType), EQUIPMENT_TYPES) ?? null;
  const rvEquipment = equipmentType !== null && equipmentType !== "Tent";
  const siteId = get(P.siteId)?.slice(0, 64) || null;
  return {
    touched: dates !== null,
    dates,
    guests: {
      adults: intIn(get(P.adults), 1, 50) ?? DEFAULT_GUESTS.adults,
      children: intIn(get(P.children), 0, 50) ?? DEFAULT_GUESTS.children,
      pets: intIn(get(P.pets), 0, 10) ?? DEFAULT_GUESTS.pets,
    },
    location:
      latitude !== undefined && longitude !== undefined
        ? { latitude, longitude, name: get(P.locationName)?.slice(0, 200) || "Your location" }
        : null,
    park: get(P.park)?.match(/^[a-z0-9]+(-[a-z0-9]+)*$/)?.[0] ?? null,
    siteLocationId: get(P.siteLocationId)?.slice(0, 64) || null,
    siteLocationName: null,
    equipmentType,
    rvLength: rvEquipment ? (intIn(get(P.rvLength), 1, 100) ?? null) : null,
    slideOutType: rvEquipment ? (slideOut(get(P.slideOut)) ?? null) : null,
    siteId,
    siteLocked: siteId !== null,
    filters: parseFilters(get),
    sort: oneOf(get(P.sort), SEARCH_SORTS) ?? DEFAULT_SEARCH_SORT,
  };
}

/** Which parts of the state a link carries: a park page link keeps the stay but not the home's park filters. */
export type StateParts = "stay" | "filters" | "sort" | "selection";

/** The URL query of a state, defaults left out so links stay short. */
export function searchStateQuery(
  state: SearchState,
  parts: readonly StateParts[] = ["stay", "filters", "sort", "selection"],
): string {
  const params = new URLSearchParams();
  const set = (key: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== "") params.set(key, String(value));
  };
  if (parts.includes("stay")) {
    if (state.dates) {
      set(P.start, state.dates.start);
      set(P.end, state.dates.end);
    }
    if (state.guests.adults !== DEFAULT_GUESTS.adults) set(P.adults, state.guests.adults);
    if (state.guests.children !== DEFAULT_GUESTS.children) set(P.children, state.guests.children);
    if (state.guests.pets !== DEFAULT_GUESTS.pets) set(P.pets, state.guests.pets);
    if (state.location) {
      set(P.locationName, state.location.name);
      set(P.latitude, state.location.latitude.toFixed(4));
      set(P.longitude, state.location.longitude.toFixed(4));
    }
    set(P.equipmentType, state.equipmentType);
    set(P.rvLength, state.rvLength);
    set(P.slideOut, state.slideOutType);
  }
  if (parts.includes("filters")) {
    const f = state.filters;
    set(P.park, state.park);
    if (f.category && f.category !== "all") set(P.category, f.category);
    if (f.priceMin !== undefined) set(P.priceMin, Math.floor(f.priceMin / 100));
    if (f.priceMax !== undefined) set(P.priceMax, Math.ceil(f.priceMax / 100));
    set(P.distanceMin, f.distanceMin);
    set(P.distanceMax, f.distanceMax);
    if (f.parkFeatures?.length) set(P.parkFeatures, f.parkFeatures.join(","));
    if (f.equipmentTypes?.length) set(P.equipmentTypes, f.equipmentTypes.join(","));
    set(P.rvFilterLength, f.rvLength);
    set(P.rvSlideout, f.rvSlideout);
    if (f.rvTypes?.length) set(P.rvTypes, f.rvTypes.join(","));
    if (f.siteAmenities?.length) set(P.siteAmenities, f.siteAmenities.join(","));
    if (f.accessible) set(P.accessible, 1);
  }
  if (parts.includes("sort") && state.sort !== DEFAULT_SEARCH_SORT) set(P.sort, state.sort);
  if (parts.includes("selection")) {
    set(P.siteLocationId, state.siteLocationId);
    set(P.siteId, state.siteId);
  }
  return params.toString();
}

/** `path?query`, or the bare path when the query is empty. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path;
}

/** The `booking.search` input for a state with dates (api.md `SearchInput`), or null before dates are chosen. */
/** The rig a search asks about, as the engine reads it (none when the camper did not say). */
export function equipmentOf(state: SearchState) {
  if (!state.equipmentType) return undefined;
  return {
    type: state.equipmentType,
    ...(state.rvLength !== null ? { rvLength: state.rvLength } : {}),
    ...(state.slideOutType !== null ? { slideOut: state.slideOutType } : {}),
  };
}

export function toSearchInput(state: SearchState) {
  if (!state.dates) return null;
  return {
    dates: state.dates,
    guests: state.guests,
    ...(state.location ? { location: state.location } : {}),
    ...(state.equipmentType ? { equipment: equipmentOf(state) } : {}),
    filters: state.filters,
    sort: state.sort,
  };
}

/** How many filters are set, for the "Filters (3)" button. */
export function activeFilterCount(filters: SearchFilters): number {
  return [
    filters.category && filters.category !== "all",
    filters.priceMin !== undefined || filters.priceMax !== undefined,
    filters.distanceMin !== undefined || filters.distanceMax !== undefined,
    (filters.parkFeatures?.length ?? 0) > 0,
    (filters.equipmentTypes?.length ?? 0) > 0,
    filters.rvLength !== undefined,
    filters.rvSlideout !== undefined,
    (filters.rvTypes?.length ?? 0) > 0,
    (filters.siteAmenities?.length ?? 0) > 0,
    filters.accessible === true,
  ].filter(Boolean).length;
}
