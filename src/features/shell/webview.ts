/** The session cookie that keeps `?webview` (header and footer hidden) for every later page of the visit. */
export const WEBVIEW_COOKIE = "lantern_webview";
