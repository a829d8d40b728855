import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export {
  loadSearchData,
  openSearchSnapshot,
  type ParkSearchData,
  type SearchSnapshot,
} from "./availability-data.service";
export { availabilityIndexDrift, rebuildAvailabilityIndex } from "./availability-index.service";
export { clockStableUntil, FAILURE_MESSAGES, MAX_CHILDREN_PER_ADULT } from "./availability-rules";
export { describeCancellationDeadlines, quoteCancellation } from "./cancellation-policy";
export { overlaps, withoutStay } from "./claim-arithmetic";
export { onClaimsReleased } from "./claims-released";
export type {
  CampsiteLocationResult,
  CampsiteTypeContext,
  Coordinates,
  Equipment,
  EquipmentType,
  FailureReason,
  Guests,
  ParkFacts,
  SearchFilters,
  SearchSort,
} from "./engine-types";
export { evaluateCampsiteType, evaluateStay, type StaySearch } from "./evaluate-stay";
export { mandatoryNightlyFeeCents } from "./mandatory-fees";
export { listMandatoryAddons } from "./mandatory-fees.service";
export { priceNight } from "./nightly-pricing";
export { featuresByPark } from "./park-features.service";
export { baseRateOn, ratePeriodOn, withRatePeriod } from "./rate-periods";
export { seasonPricing } from "./season-pricing.service";
export {
  allocateSite,
  blockSite,
  convertHoldToReservation,
  extendSiteHold,
  holdSite,
  moveReservation,
  releaseExpiredHolds,
  releaseHold,
  releaseReservation,
  removeBlock,
} from "./site-allocations.service";
export { isRigMisfit, onlyTaken } from "./site-fit";
export { type OpenPeriod, openPeriods, stayCalendar } from "./stay-calendar";
export { ZBookingGuests, ZSearchInput } from "./stay-search.schemas";
export {
  DATE_BOUND_FAILURES,
  nearbyStays,
  SEASON_OPENING_SEARCH_DAYS,
  SUGGESTION_EXTRA_NIGHTS,
  SUGGESTION_SHIFT_DAYS,
  staysFromOpening,
} from "./stay-suggestions";
export { callsInLineForType, claimedSites, claimOnTypeTurn, type TypeTurn } from "./type-line.service";
