/**
 * Taps made before the page has hydrated (decision 0038: its scripts start once the main content has painted, or
 * at the first tap) reach buttons with no handler yet and are lost. The search's own buttons that matter first —
 * Dates, Guests, Sort and the phone's search launcher — carry `data-early-click="<name>"`; a small inline script
 * ({@link EARLY_CLICK_SCRIPT}, rendered by the server with the page's nonce) notes a click on one of them until
 * React has taken the page over, and each control, once hydrated, takes its own note and does what the tap asked.
 */

type EarlyClicks = Record<string, true>;

declare global {
  interface Window {
    __lanternEarlyClicks?: EarlyClicks;
  }
}

/** The names of the controls whose first tap is kept. */
export type EarlyClickName = "dates" | "guests" | "sort" | "search-launcher";

/**
 * Kept a string (no build step adds helpers to it). It ignores clicks once `<html data-hydrated>` is set: from
 * then on React handles them.
 */
export const EARLY_CLICK_SCRIPT = `(function () {
  var w = window, d = document;
  if (w.__lanternEarlyClicks) return;
  w.__lanternEarlyClicks = {};
  d.addEventListener("click", function (event) {
    if (d.documentElement.getAttribute("data-hydrated") === "true") return;
    var target = event.target, control = target && target.closest ? target.closest("[data-early-click]") : null;
    if (control) w.__lanternEarlyClicks[control.getAttribute("data-early-click")] = true;
  }, true);
})();`;

/** The attribute that lets the inline script keep a control's early click. */
export const earlyClickProps = (name: EarlyClickName) => ({ "data-early-click": name });

/** Whether the control was clicked before the page hydrated; the note is taken, so it answers true once. */
export function takeEarlyClick(
  name: EarlyClickName,
  from: Pick<Window, "__lanternEarlyClicks"> = window,
): boolean {
  const clicks = from.__lanternEarlyClicks;
  if (!clicks?.[name]) return false;
  delete clicks[name];
  return true;
}
