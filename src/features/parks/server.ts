import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export {
  type AffectedReservation,
  reservationsAffected,
  ZAffectedReservation,
} from "./affected-reservations.service";
export { type AdvertisedPriceType, startingNightlyPrice } from "./campsite-categories";
export {
  assertTypeOfPark,
  isUniqueViolationOf,
  keptReservationsNote,
  setupPark,
} from "./inventory-setup.service";
export { telHref } from "./park-contact";
export type { CampsiteTypeDetail, ParkDetail } from "./park-detail";
export { listParks } from "./parks.service";
export { photoSources } from "./photo-sources";
export { photoVariant } from "./uploaded-photos.service";
