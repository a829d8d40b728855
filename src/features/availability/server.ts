import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export {
  loadSearchData,
  openSearchSnapshot,
  type ParkSearchData,
  type SearchSnapshot,
} from "./availability-data.service";
export { availabilityIndexDrift, rebuildAvailabilityIndex } from "./availability-index.service";
export { onClaimsReleased } from "./claims-released";
export { listMandatoryAddons } from "./mandatory-fees.service";
export { featuresByPark } from "./park-features.service";
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
export { callsInLineForType, claimedSites, claimOnTypeTurn, type TypeTurn } from "./type-line.service";
