import "server-only";
import { getServerCaller } from "@/server/api/server-caller";
import { arrangeParkStayResults, parkPageFilters } from "./park-stay-results";
import { searchProblem } from "./search-problem";
import { type SearchState, toSearchInput } from "./search-state";

/**
 * A park page's campsite types for the searched stay, with the reasons and a nearby stay for the ones that do
 * not work (`searchCampsites` with `includeUnavailable`), narrowed by the search's site filters and in its sort
 * (default price high to low, spec §4); types that work first. Null before the camper has chosen dates.
 */
export async function loadParkStay(parkId: string, state: SearchState) {
  const input = toSearchInput(state);
  if (!input) return null;
  const caller = await getServerCaller();
  try {
    const { results } = await caller.booking.search.searchCampsites({
      ...input,
      filters: parkPageFilters(state.filters),
      parkId,
      includeUnavailable: true,
    });
    return { ...arrangeParkStayResults(results), problem: null };
  } catch (error) {
    return { results: [], hiddenByFilters: 0, problem: searchProblem(error) };
  }
}

export type ParkStay = NonNullable<Awaited<ReturnType<typeof loadParkStay>>>;
export type StayTypeResult = ParkStay["results"][number];
