import "server-only";
import { getServerCaller } from "@/server/api/server-caller";
import { comparableNightlyPrice } from "./search-filters";
import { searchProblem } from "./search-problem";
import { type SearchState, toSearchInput } from "./search-state";

/**
 * A park page's campsite types for the searched stay, with the reasons and a nearby stay for the ones that do
 * not work (`searchCampsites` with `includeUnavailable`); available types first, cheapest first. Null before the
 * camper has chosen dates.
 */
export async function loadParkStay(parkId: string, state: SearchState) {
  const input = toSearchInput(state);
  if (!input) return null;
  const caller = await getServerCaller();
  try {
    const { results } = await caller.booking.search.searchCampsites({
      ...input,
      // The home page's park-level filters do not narrow one park's page.
      filters: {},
      parkId,
      includeUnavailable: true,
    });
    const sorted = [...results].sort(
      (a, b) =>
        Number(a.failureReasons.length > 0) - Number(b.failureReasons.length > 0) ||
        comparableNightlyPrice(a) - comparableNightlyPrice(b),
    );
    return { results: sorted, problem: null };
  } catch (error) {
    return { results: [], problem: searchProblem(error) };
  }
}

export type ParkStay = NonNullable<Awaited<ReturnType<typeof loadParkStay>>>;
export type StayTypeResult = ParkStay["results"][number];
