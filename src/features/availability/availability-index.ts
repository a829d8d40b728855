import { addDays, nightsBetween } from "@/lib/stay-dates";

/**
 * Pure helpers of the availability index (decision 0019): rows of one bit per night of a calendar year, and the
 * claims a window of those bits stands for.
 */

type Stay = { start: string; end: string };

/** The first night of a year, as the index counts its bits from it. */
export const firstNightOf = (year: number) => `${String(year).padStart(4, "0")}-01-01`;

/** A stay cut at the new years it crosses: each part's year, its first bit and its number of nights. */
export function yearSegments(stay: Stay): { year: number; offset: number; nights: number }[] {
  const segments: { year: number; offset: number; nights: number }[] = [];
  let start = stay.start;
  while (start < stay.end) {
    const year = Number(start.slice(0, 4));
    const nextYear = firstNightOf(year + 1);
    // biome-ignore lint/complexity/useMathMinMax: ISO dates are strings; Math.min would compare NaN.
    const end = stay.end < nextYear ? stay.end : nextYear;
    segments.push({
      year,
      offset: nightsBetween(firstNightOf(year), start),
      nights: nightsBetween(start, end),
    });
    start = end;
  }
  return segments;
}

/**
 * The claimed nights of a window as stays: each run of set bits is one stay [start, end). Back-to-back claims
 * become one run: the engine's rules read which nights are taken, never where one claim ends and the next begins.
 */
export function runsOf(windowStart: string | readonly string[], bits: string): Stay[] {
  // The window's dates, computed once per search by the caller (a search reads tens of thousands of sites).
  const dateAt =
    typeof windowStart === "string"
      ? (index: number) => addDays(windowStart, index)
      : (index: number) => windowStart[index]!;
  const runs: Stay[] = [];
  let runStart = bits.indexOf("1");
  while (runStart >= 0) {
    let runEnd = bits.indexOf("0", runStart);
    if (runEnd < 0) runEnd = bits.length;
    runs.push({ start: dateAt(runStart), end: dateAt(runEnd) });
    runStart = bits.indexOf("1", runEnd);
  }
  return runs;
}

/** The dates of a window's nights and of the morning after its last: index i is windowStart + i days. */
export function windowDates(windowStart: string, nights: number): string[] {
  return Array.from({ length: nights + 1 }, (_, index) => addDays(windowStart, index));
}

/** Places a year row's slice into a window's bits (unset where no row covers a night). */
export function placeSlice(window: string[], windowStart: string, sliceStart: string, slice: string): void {
  const offset = nightsBetween(windowStart, sliceStart);
  for (let index = 0; index < slice.length; index += 1) {
    if (slice[index] === "1" && offset + index >= 0 && offset + index < window.length) {
      window[offset + index] = "1";
    }
  }
}
