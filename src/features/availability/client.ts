// What other features may use of this one, client-safe (decision 0020, 0043: the only door; UI components are
// imported one by one from components/, so no page loads another's screens).
export { clockStableUntil, FAILURE_MESSAGES, MAX_CHILDREN_PER_ADULT } from "./availability-rules";
export { describeCancellationDeadlines, quoteCancellation } from "./cancellation-policy";
export { overlaps, withoutStay } from "./claim-arithmetic";
export {
  type CampsiteLocationResult,
  type CampsiteTypeContext,
  type Coordinates,
  DEFAULT_SEARCH_SORT,
  EQUIPMENT_TYPES,
  type Equipment,
  type EquipmentType,
  FAILURE_REASON_IDS,
  type FailureReason,
  type FailureReasonId,
  type FilterCategory,
  type Guests,
  type ParkFacts,
  type ResultCampsite,
  type RvInfo,
  SEARCH_SORTS,
  type SearchFilters,
  type SearchSort,
  type SlideOut,
  type StayRuleRow,
} from "./engine-types";
export { evaluateCampsiteType, evaluateStay, type StaySearch } from "./evaluate-stay";
export { type FeeParty, mandatoryNightlyFeeCents, mandatoryQuantity } from "./mandatory-fees";
export { baseRateOn, ratePeriodOn, withRatePeriod } from "./rate-periods";
export { isRigMisfit, maxAvailableRvLength, onlyTaken, siteFitsEquipment } from "./site-fit";
export { type OpenPeriod, openPeriods, resolveStayRules, stayCalendar } from "./stay-calendar";
export { quoteStay } from "./stay-quote";
export { MAX_SEARCH_NIGHTS, ZBookingGuests, ZCategory, ZSearchInput, ZSlideOut } from "./stay-search.schemas";
export {
  DATE_BOUND_FAILURES,
  nearbyStays,
  SEASON_OPENING_SEARCH_DAYS,
  SUGGESTION_EXTRA_NIGHTS,
  SUGGESTION_SHIFT_DAYS,
  staysFromOpening,
} from "./stay-suggestions";
