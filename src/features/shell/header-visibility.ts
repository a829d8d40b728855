import { HEADER_HIDE_AFTER_PX, HEADER_SHOW_AFTER_SCROLL_UP_PX } from "./shell-constants";

export type HeaderScrollState = { hidden: boolean; lastY: number; peakY: number };

export const INITIAL_HEADER_SCROLL: HeaderScrollState = { hidden: false, lastY: 0, peakY: 0 };

/**
 * Spec §2: the header hides when the user scrolls down past 190 px and comes back when they scroll up by more
 * than 20 px (measured from the lowest point reached since they turned).
 */
export function nextHeaderScroll(state: HeaderScrollState, y: number): HeaderScrollState {
  if (y <= 0) return { hidden: false, lastY: 0, peakY: 0 };
  if (y > state.lastY) {
    return { hidden: state.hidden || y > HEADER_HIDE_AFTER_PX, lastY: y, peakY: y };
  }
  const scrolledUp = state.peakY - y;
  return {
    hidden: state.hidden && scrolledUp <= HEADER_SHOW_AFTER_SCROLL_UP_PX,
    lastY: y,
    peakY: state.peakY,
  };
}
