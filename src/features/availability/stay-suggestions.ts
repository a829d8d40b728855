import { addDays, nightsBetween } from "@/lib/stay-dates";
import type { FailureReasonId } from "./engine-types";

/** How far a suggested stay may move from the one asked for, and how many nights it may add. */
export const SUGGESTION_SHIFT_DAYS = 7;
export const SUGGESTION_EXTRA_NIGHTS = 2;
/** A suggestion is a stay the search accepts (search-state `MAX_STAY_NIGHTS`). */
const MAX_SUGGESTED_NIGHTS = 60;

/** Failures that other dates can cure; the party, pets or an offline-only type stay the same on any date. */
export const DATE_BOUND_FAILURES = new Set<FailureReasonId>([
  "BEST_OR_PREFERRED_FIT",
  "RESERVATION_MINIMUM",
  "RESORT_CLOSED",
  "BOOKING_IN_ADVANCE_LIMITS",
  "ARRIVAL_DEPARTURE",
  "GAP",
]);

/**
 * Stays near the asked one, cheapest change first: moving by a day costs one, so does each extra night. At equal
 * cost a stay that keeps every asked night wins (Friday → Sunday before Thursday → Friday for a Friday night),
 * then the shorter one, then the later one.
 */
export function nearbyStays(stay: { start: string; end: string }): { start: string; end: string }[] {
  const nights = nightsBetween(stay.start, stay.end);
  const candidates: {
    start: string;
    end: string;
    cost: number;
    extra: number;
    shift: number;
    keepsNights: boolean;
  }[] = [];
  for (let extra = 0; extra <= SUGGESTION_EXTRA_NIGHTS; extra += 1) {
    for (let shift = -SUGGESTION_SHIFT_DAYS; shift <= SUGGESTION_SHIFT_DAYS; shift += 1) {
      if (extra === 0 && shift === 0) continue;
      const start = addDays(stay.start, shift);
      if (nights + extra > MAX_SUGGESTED_NIGHTS) continue;
      candidates.push({
        start,
        end: addDays(start, nights + extra),
        cost: Math.abs(shift) + extra,
        extra,
        shift,
        keepsNights: shift <= 0 && shift + extra >= 0,
      });
    }
  }
  return candidates
    .sort(
      (a, b) =>
        a.cost - b.cost ||
        Number(b.keepsNights) - Number(a.keepsNights) ||
        a.extra - b.extra ||
        b.shift - a.shift,
    )
    .map(({ start, end }) => ({ start, end }));
}

/** How many days after a park's opening day a stay may start when the searched dates fall out of season. */
export const SEASON_OPENING_SEARCH_DAYS = 14;

/**
 * Stays of the asked length (or up to {@link SUGGESTION_EXTRA_NIGHTS} longer, for a minimum stay) from a park's
 * opening day on, earliest arrival first and, on one arrival, the shortest first.
 */
export function staysFromOpening(opening: string, nights: number): { start: string; end: string }[] {
  const stays: { start: string; end: string }[] = [];
  for (let shift = 0; shift <= SEASON_OPENING_SEARCH_DAYS; shift += 1) {
    for (let extra = 0; extra <= SUGGESTION_EXTRA_NIGHTS; extra += 1) {
      if (nights + extra > MAX_SUGGESTED_NIGHTS) continue;
      const start = addDays(opening, shift);
      stays.push({ start, end: addDays(start, nights + extra) });
    }
  }
  return stays;
}
