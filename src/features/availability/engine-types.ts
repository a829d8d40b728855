/**
 * The booking engine's plain-data contract (domain.md "Availability", "Pricing"). The pure modules of this folder
 * take these shapes and return results; the search service (SQL) fills them in a fixed number of set-based
 * queries. Stay dates are `YYYY-MM-DD` in the park's time zone; a stay is the nights [start, end). Money in cents.
 */
import type { CampsiteCategory } from "@/lib/campsites/categories";

export type IsoDate = string;

export type Category = CampsiteCategory;

/** Spec §9 equipment types. */
export const EQUIPMENT_TYPES = [
  "Tent",
  "Van",
  "Truck Camper",
  "Motorhome",
  "Travel Trailer",
  "Pop-Up",
  "Fifth-Wheel",
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];

/** 0 None, 1 Driver/Passenger Sides, 2 Both Sides (spec §9). */
export type SlideOut = 0 | 1 | 2;

export type Guests = { adults: number; children: number; pets: number };
export type Equipment = { type: EquipmentType; rvLength?: number; slideOut?: SlideOut };

/** The eleven availability rules (spec §5, domain.md) in their identifiers. */
export const FAILURE_REASON_IDS = [
  "BEST_OR_PREFERRED_FIT",
  "RESERVATION_MINIMUM",
  "RESERVATION_MAXIMUM",
  "RESORT_CLOSED",
  "BOOKING_IN_ADVANCE_LIMITS",
  "CANNOT_RESERVE_ONLINE",
  "ARRIVAL_DEPARTURE",
  "MIN_MAX_AGE_GROUP",
  "MAX_PETS",
  "GAP",
  "STANDARD_AGE_GROUP",
] as const;
export type FailureReasonId = (typeof FAILURE_REASON_IDS)[number];
export type FailureReason = { id: FailureReasonId; message: string };

/** What the guest asks for. `now` is the instant of the search (injected clock). */
export type StayRequest = {
  start: IsoDate;
  end: IsoDate;
  guests: Guests;
  equipment?: Equipment;
  now: Date;
};

/** A dated part of the park's year (inclusive dates); a night outside every season is a closed night. */
export type Season = {
  id: string;
  name: string;
  startDate: IsoDate;
  endDate: IsoDate;
  /** The season's own weekend factor in basis points; absent or null: the park's (decision 0060). */
  weekendFactorBp?: number | null;
};

/** One `booking_rules` row; null fields fall through to the next less specific row (see `resolveStayRules`). */
export type StayRuleRow = {
  campsiteTypeId: string | null;
  seasonId: string | null;
  minNights: number | null;
  maxNights: number | null;
  weekendMinNights: number | null;
  holidayMinNights: number | null;
  bookingWindowDays: number | null;
  minLeadHours: number | null;
  /** 0 = Sunday … 6 = Saturday; null = any day. */
  arrivalWeekdays: number[] | null;
  departureWeekdays: number[] | null;
};

export type DemandTier = { minOccupancyBp: number; factorBp: number };

/**
 * A dated closure of the park (`campsiteTypeId` null) or of one type, nights [start, end): `closed` fails
 * RESORT_CLOSED, `phone_only` fails CANNOT_RESERVE_ONLINE, each with the message staff wrote for guests (if any).
 */
export type Closure = {
  campsiteTypeId: string | null;
  kind: "closed" | "phone_only";
  start: IsoDate;
  end: IsoDate;
  message: string | null;
};

/**
 * A base nightly rate for a date range (inclusive), optionally on some weekdays only, replacing the season's rate on
 * the open nights it covers. A type's periods come in precedence order (see `byRatePrecedence`).
 */
export type RatePeriod = {
  id?: string;
  startDate: IsoDate;
  endDate: IsoDate;
  weekdays: number[] | null;
  nightlyCents: number;
};

/** Everything about a park's calendar that the rules and prices need. */
export type ParkCalendar = {
  parkId: string;
  timeZone: string;
  /** "HH:MM" local; the minimum lead time counts to the arrival day at this time. */
  checkInTime: string;
  seasons: Season[];
  closedDates: IsoDate[];
  /** Closures staff set in the console (absent: none). */
  closures?: Closure[];
  /** Holidays of this park (and of every park). */
  holidays: IsoDate[];
  rules: StayRuleRow[];
  pricing: { weekendFactorBp: number; holidayFactorBp: number; demandTiers: DemandTier[] };
};

/** A campsite type with its occupancy limits and its base nightly rate per season id. */
export type CampsiteTypeContext = {
  id: string;
  parkId: string;
  name: string;
  category: Category;
  maxGuests: number;
  maxAdults: number;
  maxChildren: number;
  maxPets: number;
  bookableOnline: boolean;
  lockFeeCents: number;
  /** The type's own amenities (a cabin's kitchen): every site of the type has them too. */
  amenities: string[];
  /** Base nightly rate in cents by season id; a season without a rate is closed for this type. */
  ratesBySeason: Record<string, number>;
  /** Dated base rates that replace the season's on the nights they cover, in precedence order (absent: none). */
  ratePeriods?: RatePeriod[];
};

export type RvInfo = { rvTypes: string[]; rvLengthMax: number; rvSlideoutValue: SlideOut };

/** A physical site with the claims (holds, reservations, blocks) on its nights near the searched stay. */
export type SiteCandidate = {
  id: string;
  name: string;
  campsiteTypeId: string;
  amenities: string[];
  accessible: boolean;
  rvInfo: RvInfo | null;
  /** Existing allocations as stays [start, end), covering at least the stay ± the longest minimum stay. */
  allocations: { start: IsoDate; end: IsoDate }[];
};

/** A mandatory add-on of a park: its fee is part of every price shown (all-in). */
export type MandatoryFee = {
  name: string;
  kind: "daily_rate" | "online_store";
  priceCents: number;
  mandatory: boolean;
  categories: string[];
  chargedPer: "site" | "pet" | "vehicle";
};

/** Everything the rules and prices need about one park for one stay (filled by the loader). */
export type ParkSearchData = {
  park: { id: string; slug: string; name: string; latitude: number; longitude: number; features: string[] };
  /** Mandatory add-ons: their nightly fees are part of every price shown (all-in). */
  mandatoryAddons: MandatoryFee[];
  calendar: ParkCalendar;
  types: CampsiteTypeContext[];
  sites: SiteCandidate[];
};

/** Share of a type's active sites taken on each night of the stay, for smart pricing. */
export type OccupancyByNight = Record<IsoDate, { occupied: number; total: number }>;

export type PricedStay = {
  nights: { date: IsoDate; priceCents: number }[];
  tripTotalCents: number;
  averagePricePerNightCents: number;
};

/* The search results of api.md (`booking.search`) and their filters and sorts. */

export type FilterCategory = Category | "all";

/** api.md `Filters`; prices in cents, distances in miles. */
export type SearchFilters = {
  category?: FilterCategory;
  priceMin?: number;
  priceMax?: number;
  distanceMin?: number;
  distanceMax?: number;
  parkFeatures?: string[];
  equipmentTypes?: EquipmentType[];
  rvLength?: number;
  rvSlideout?: SlideOut;
  rvTypes?: string[];
  siteAmenities?: string[];
  /** Only accessible sites (28 CFR 36.302(e)). */
  accessible?: boolean;
};

/** Spec §4's three sorts, and the guests' rating (decision 0068: parks by their published reviews, never the default). */
export const SEARCH_SORTS = ["PRICE_HIGH_TO_LOW", "PRICE_LOW_TO_HIGH", "DISTANCE", "RATING"] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const DEFAULT_SEARCH_SORT: SearchSort = "PRICE_HIGH_TO_LOW";

export type ResultCampsite = {
  id: string;
  name: string;
  availability: "AVAILABLE";
  amenities: string[];
  rvInfo: RvInfo | null;
  accessible: boolean;
};

/** api.md `CampsiteLocationResult`. */
export type CampsiteLocationResult = {
  campsiteType: {
    id: string;
    parkId: string;
    name: string;
    campsiteCategoryCode: Category;
    lowestBaselinePrice: number;
    /** The type's amenities, which each of its sites has besides its own (for the site-amenity filter). */
    amenities: string[];
  };
  campsiteCategoryCode: Category;
  averagePricePerNightWithoutDiscounts: number | null;
  lowestBaselinePrice: number;
  smartPricing: { averagePricePerNightBeforeTaxesFeesAndDiscounts: number; tripTotal: number } | null;
  /** Added: the mandatory nightly fees inside the prices above, for this party (e.g. "Pet Fee × 1"). */
  mandatoryFees: { name: string; quantity: number; nightlyCents: number }[];
  /** Added: a member's price of the stay (discount on nights only), or null for a visitor. */
  memberPricing: { discountBp: number; averagePricePerNight: number; tripTotal: number } | null;
  failureReasons: FailureReason[];
  campsites: ResultCampsite[];
  maxAvailableRvLength: number | null;
  rvToTentEquipmentConversion: boolean;
  /** For an unavailable type shown with its reasons: the nearest stay that works (shifted or lengthened). */
  suggestedStay?: { start: IsoDate; end: IsoDate } | null;
};

/** What the park-level filters and the distance sort know about a result's park (by park id). */
export type ParkFacts = { distanceFromUser: number | null; parkFeatures: string[] };
export type Coordinates = { latitude: number; longitude: number };
