/** Spec §9 constants of the site shell. */
export const HEADER_HIDE_AFTER_PX = 190;
export const HEADER_SHOW_AFTER_SCROLL_UP_PX = 20;
/** Spec §2: notifications at top centre, at most 3, closing after 4000 ms. */
export const NOTIFICATION_LIMIT = 3;
export const NOTIFICATION_AUTO_CLOSE_MS = 4000;
export const COPYRIGHT_YEAR = 2025;

/** Spec §9 monitoring: replay 10 % of sessions and every session with an error. */
export const REPLAY_SESSION_SAMPLE_RATE = 0.1;
export const REPLAY_ON_ERROR_SAMPLE_RATE = 1.0;
/** Spec §7: the error-reporting tunnel path (query parameters o and p). */
export const MONITORING_TUNNEL_PATH = "/monitoring";
