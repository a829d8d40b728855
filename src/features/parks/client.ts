// What other features may use of this one, client-safe (decision 0020, 0043: the only door; UI components are
// imported one by one from components/, so no page loads another's screens).
export { telHref } from "./park-contact";
export type { CampsiteTypeDetail, ParkDetail } from "./park-detail";
export { SITE_PATH } from "./park-image-path";
export { ZCampsiteCategory } from "./parks.schemas";
export { fieldErrorsOf } from "./parks-setup.test-support";
