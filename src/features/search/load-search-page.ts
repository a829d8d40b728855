import "server-only";
import { getServerCaller } from "@/server/api/server-caller";
import type { ParkSearchResult } from "./search.service";
import { haversineMiles } from "./search-filters";
import { searchProblem } from "./search-problem";
import { type SearchState, toSearchInput } from "./search-state";

/** A park's search result as its card shows it: the result, with the park's place and picture. */
export type ParkCardData = ParkSearchResult & {
  city: string;
  state: string;
  heroImage: string;
  latitude: number;
  longitude: number;
  parentName: string | null;
};

export type SearchPageData = {
  cards: ParkCardData[];
  /** Every park feature any park has, for the filter modal. */
  featureOptions: string[];
  /** The park a Book Now link scoped the search to. */
  scopedPark: { slug: string; name: string } | null;
  /** A message instead of results (rate limited). */
  problem: string | null;
};

/**
 * The booking home's results: every park as a card, with availability and the starting all-in price once the
 * search has dates (`booking.search.searchParks`), or as PENDING before — distance whenever a place is known.
 */
export async function loadSearchPage(state: SearchState): Promise<SearchPageData> {
  const caller = await getServerCaller();
  const parks = await caller.booking.parks.list();
  const featureOptions = [...new Set(parks.flatMap((park) => park.parkFeatures.map((f) => f.name)))].sort();
  const scoped = state.park ? parks.find((park) => park.slug === state.park) : undefined;
  const scopedPark = scoped ? { slug: scoped.slug, name: scoped.displayName } : null;
  const input = toSearchInput(state);
  let problem: string | null = null;
  let results: Awaited<ReturnType<typeof caller.booking.search.searchParks>>["results"] | null = null;
  if (input) {
    try {
      results = (await caller.booking.search.searchParks(input)).results;
    } catch (error) {
      problem = searchProblem(error);
    }
  }
  const byId = new Map(parks.map((park) => [park.id, park]));
  const card = (park: (typeof parks)[number]) => ({
    id: park.id,
    slug: park.slug,
    name: park.displayName,
    city: park.city,
    state: park.state,
    heroImage: park.heroImage,
    latitude: park.latitude,
    longitude: park.longitude,
    parentName: park.parentParkId ? (byId.get(park.parentParkId)?.displayName ?? null) : null,
  });
  const cards: ParkCardData[] = results
    ? results.flatMap((result) => {
        const park = byId.get(result.id);
        return park ? [{ ...card(park), ...result, name: park.displayName }] : [];
      })
    : parks.map((park) => ({
        ...card(park),
        availability: "PENDING" as const,
        startingPrice: null,
        memberStartingPrice: null,
        distanceFromUser: state.location ? Math.round(haversineMiles(state.location, park) * 10) / 10 : null,
        parkFeatures: park.parkFeatures,
        rating: null,
        closedForSeason: false,
        soldOut: false,
        season: null,
        suggestedStay: null,
      }));
  // Before dates, the park-level filters still apply: every selected feature, and distance with a place.
  const { parkFeatures = [], distanceMin, distanceMax } = state.filters;
  const shown = results
    ? cards
    : cards.filter(
        (entry) =>
          parkFeatures.every((name) => entry.parkFeatures.some((feature) => feature.name === name)) &&
          (entry.distanceFromUser === null ||
            ((distanceMin === undefined || entry.distanceFromUser >= distanceMin) &&
              (distanceMax === undefined || entry.distanceFromUser <= distanceMax))),
      );
  if (!results && state.sort === "DISTANCE" && state.location) {
    shown.sort((a, b) => (a.distanceFromUser ?? 0) - (b.distanceFromUser ?? 0));
  }
  return {
    cards: scopedPark ? shown.filter((entry) => entry.slug === scopedPark.slug) : shown,
    featureOptions,
    scopedPark,
    problem,
  };
}
