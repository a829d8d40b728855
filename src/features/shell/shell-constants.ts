/** Spec §9 constants of the site shell. */
export const MOBILE_BREAKPOINT_PX = 1230;
export const HEADER_HIDE_AFTER_PX = 190;
export const HEADER_SHOW_AFTER_SCROLL_UP_PX = 20;
/** Spec §2: notifications at top centre, at most 3, closing after 4000 ms. */
export const NOTIFICATION_LIMIT = 3;
export const NOTIFICATION_AUTO_CLOSE_MS = 4000;
export const COPYRIGHT_YEAR = 2025;
