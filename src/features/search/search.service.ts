import "server-only";
import { avg, eq } from "drizzle-orm";
import type {
  CampsiteLocationResult,
  Coordinates,
  ParkFacts,
  SearchFilters,
  SearchSort,
} from "@/features/availability/server";
import {
  clockStableUntil,
  DATE_BOUND_FAILURES,
  evaluateCampsiteType,
  loadSearchData,
  nearbyStays,
  type OpenPeriod,
  onlyTaken,
  openPeriods,
  openSearchSnapshot,
  type ParkSearchData,
  SEASON_OPENING_SEARCH_DAYS,
  type SearchSnapshot,
  type StaySearch,
  SUGGESTION_EXTRA_NIGHTS,
  SUGGESTION_SHIFT_DAYS,
  staysFromOpening,
} from "@/features/availability/server";
import { type MemberDiscountEvent, memberDiscountBpForPark } from "@/features/membership/server";
import { parkRatings } from "@/features/reviews/server";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { questionKey, RememberedAnswers } from "./remembered-answers";
import {
  comparableNightlyPrice,
  dropResultsWithoutCampsites,
  haversineMiles,
  refineSearchResults,
} from "./search-filters";

export type SearchRequest = StaySearch & {
  location?: Coordinates & { name: string };
  filters?: SearchFilters;
  sort?: SearchSort;
  /** Set for an active member: results carry the member's price (Rewards, or the member event's discount). */
  member?: { event: MemberDiscountEvent } | null;
};

/** The request as one park sees it: with the member's discount there, and accessible sites only when asked. */
function atPark(request: SearchRequest, parkId: string): SearchRequest {
  return {
    ...request,
    memberDiscountBp: request.member ? memberDiscountBpForPark(parkId, request.member.event) : null,
    accessible: request.filters?.accessible === true,
  };
}

function parkFacts(data: Pick<ParkSearchData, "park">, location: Coordinates | undefined): ParkFacts {
  return {
    distanceFromUser: location ? Math.round(haversineMiles(location, data.park) * 10) / 10 : null,
    parkFeatures: data.park.features,
  };
}

/** Every campsite type of a park, evaluated for the stay, then filtered and sorted (spec §4). */
function resultsForPark(
  data: ParkSearchData,
  request: SearchRequest,
  facts: ParkFacts,
  includeUnavailable: boolean,
) {
  const sitesByType = new Map<string, typeof data.sites>();
  for (const site of data.sites) {
    const group = sitesByType.get(site.campsiteTypeId);
    if (group) group.push(site);
    else sitesByType.set(site.campsiteTypeId, [site]);
  }
  const evaluated = data.types.map((type) =>
    evaluateCampsiteType(data, type, sitesByType.get(type.id) ?? [], request),
  );
  return refineSearchResults(evaluated, {
    filters: request.filters,
    equipment: request.equipment,
    sort: request.sort,
    hasCoordinates: request.location !== undefined,
    parks: { [data.park.id]: facts },
    includeUnavailable,
  });
}

/** The nearest stay of {@link nearbyStays} for which the type has no failure, or null. */
function suggestStay(
  data: ParkSearchData,
  result: CampsiteLocationResult,
  request: SearchRequest,
): { start: string; end: string } | null {
  if (result.failureReasons.length === 0) return null;
  if (result.failureReasons.some((reason) => !DATE_BOUND_FAILURES.has(reason.id))) return null;
  const type = data.types.find((candidate) => candidate.id === result.campsiteType.id);
  if (!type) return null;
  const sites = data.sites.filter((site) => site.campsiteTypeId === type.id);
  return (
    nearbyStays(request.dates).find(
      (dates) => evaluateCampsiteType(data, type, sites, { ...request, dates }).failureReasons.length === 0,
    ) ?? null
  );
}

/** `booking.search.searchCampsites`: one park's campsite types for the stay (with reasons when asked). */
export async function searchCampsites(
  db: Db,
  request: SearchRequest & { parkId: string; includeUnavailable?: boolean },
): Promise<{ results: CampsiteLocationResult[] }> {
  const includeUnavailable = request.includeUnavailable ?? false;
  // With reasons asked for, read the days around the stay too, so a suggestion costs no extra query.
  const window = includeUnavailable
    ? {
        start: addDays(request.dates.start, -SUGGESTION_SHIFT_DAYS),
        end: addDays(request.dates.end, SUGGESTION_SHIFT_DAYS + SUGGESTION_EXTRA_NIGHTS),
      }
    : request.dates;
  const [data] = await loadSearchData(db, { ...window, now: request.now }, [request.parkId], {
    cached: true,
  });
  if (!data) throw new AppError("NOT_FOUND", "This park does not exist or is not open for booking.");
  const parkRequest = atPark(request, data.park.id);
  const results = resultsForPark(data, parkRequest, parkFacts(data, request.location), includeUnavailable);
  return {
    results: includeUnavailable
      ? results.map((result) => ({ ...result, suggestedStay: suggestStay(data, result, parkRequest) }))
      : results,
  };
}

export type ParkSearchResult = {
  id: string;
  slug: string;
  name: string;
  availability: "AVAILABLE" | "UNAVAILABLE" | "PENDING";
  startingPrice: number | null;
  /** The member's lowest average nightly price (sorting still uses `startingPrice`, without discounts). */
  memberStartingPrice: number | null;
  distanceFromUser: number | null;
  parkFeatures: { name: string }[];
  /** The guests' rating from the park's published reviews (decision 0068), or null without any. */
  rating: { average: number; count: number } | null;
  /** Every type of the park is closed on some searched night (off-season), with the season that opens next. */
  closedForSeason: boolean;
  /** Nothing free, and some type only because its sites are taken: an alert for the park can be served. */
  soldOut: boolean;
  season: OpenPeriod | null;
  /** For an unavailable park: the nearest stay that works for this party and these filters, or null. */
  suggestedStay: { start: string; end: string } | null;
};

/**
 * Parks ordered as asked; available parks first, a park without a price, distance or rating after those with one.
 * By rating: the higher average first, then the more reviews, then price high to low.
 */
export function sortParks(
  parks: ParkSearchResult[],
  sort: SearchSort = "PRICE_HIGH_TO_LOW",
): ParkSearchResult[] {
  const key = (park: ParkSearchResult) => (sort === "DISTANCE" ? park.distanceFromUser : park.startingPrice);
  const byRating = (a: ParkSearchResult, b: ParkSearchResult) => {
    if (!a.rating || !b.rating) return a.rating === b.rating ? 0 : a.rating ? -1 : 1;
    return b.rating.average - a.rating.average || b.rating.count - a.rating.count;
  };
  return [...parks].sort((a, b) => {
    if (a.availability !== b.availability) return a.availability === "AVAILABLE" ? -1 : 1;
    if (sort === "RATING") {
      const rated = byRating(a, b);
      if (rated !== 0) return rated;
      return sortParks([a, b], "PRICE_HIGH_TO_LOW")[0] === a ? -1 : 1;
    }
    const [ka, kb] = [key(a), key(b)];
    if (ka === null || kb === null) return ka === kb ? a.name.localeCompare(b.name) : ka === null ? 1 : -1;
    const order = sort === "PRICE_HIGH_TO_LOW" ? kb - ka : ka - kb;
    return order !== 0 ? order : a.name.localeCompare(b.name);
  });
}

/** The first day after `after` on which one of the park's types opens for a season, with that open period. */
function nextOpening(data: ParkSearchData, after: string): OpenPeriod | null {
  let next: OpenPeriod | null = null;
  for (const type of data.types) {
    const period = openPeriods(data.calendar.seasons, type).find((open) => open.startDate > after);
    if (period && (!next || period.startDate < next.startDate)) next = period;
  }
  return next;
}

/** The first of `stays` at which the park has a type that works for the party and the filters. */
function firstWorkingStay(
  data: ParkSearchData,
  request: SearchRequest,
  stays: readonly { start: string; end: string }[],
): { start: string; end: string } | null {
  const facts = parkFacts(data, request.location);
  return stays.find((dates) => resultsForPark(data, { ...request, dates }, facts, false).length > 0) ?? null;
}

/**
 * The nearest stay that works at each unavailable park, in two set-based reads whatever the number of parks: the
 * days around the asked stay (shifted or lengthened, as on a park page), then, for a park closed for the season
 * (`opening` set), the first two weeks after its opening day.
 */
async function suggestParkStays(
  snapshot: SearchSnapshot,
  request: SearchRequest,
  parks: readonly { id: string; opening: OpenPeriod | null }[],
): Promise<Map<string, { start: string; end: string }>> {
  const suggestions = new Map<string, { start: string; end: string }>();
  if (parks.length === 0) return suggestions;
  const { start, end } = request.dates;
  const near = await snapshot.load(
    { ...nearWindow(request.dates), now: request.now },
    parks.map((park) => park.id),
  );
  const nearby = nearbyStays(request.dates);
  for (const data of near) {
    const found = firstWorkingStay(data, request, nearby);
    if (found) suggestions.set(data.park.id, found);
  }
  const later = parks.filter((park) => park.opening && !suggestions.has(park.id));
  if (later.length === 0) return suggestions;
  const openings = later.map((park) => park.opening!.startDate).sort();
  const nights = nightsBetween(start, end);
  const seasonData = await snapshot.load(
    {
      start: openings[0]!,
      end: addDays(openings.at(-1)!, SEASON_OPENING_SEARCH_DAYS + nights + SUGGESTION_EXTRA_NIGHTS),
      now: request.now,
    },
    later.map((park) => park.id),
  );
  const openingOf = new Map(later.map((park) => [park.id, park.opening!.startDate]));
  for (const data of seasonData) {
    const opening = openingOf.get(data.park.id);
    const found = opening ? firstWorkingStay(data, request, staysFromOpening(opening, nights)) : null;
    if (found) suggestions.set(data.park.id, found);
  }
  return suggestions;
}

/** The days a suggestion near the stay may use: shifted either way, and lengthened. */
function nearWindow(dates: { start: string; end: string }) {
  return {
    start: addDays(dates.start, -SUGGESTION_SHIFT_DAYS),
    end: addDays(dates.end, SUGGESTION_SHIFT_DAYS + SUGGESTION_EXTRA_NIGHTS),
  };
}

/** A park's card without what depends on where the guest is (the distance). */
type ParkAnswer = Omit<ParkSearchResult, "distanceFromUser" | "rating">;

/** The answer of one park for the question (`request` without location or distance filter). */
function answerOf(park: ParkSearchData, request: SearchRequest): ParkAnswer {
  const facts = parkFacts(park, undefined);
  const evaluated = resultsForPark(park, atPark(request, park.park.id), facts, true);
  const available = dropResultsWithoutCampsites(evaluated);
  const prices = available.map(comparableNightlyPrice);
  const memberPrices = available.flatMap((result) =>
    result.memberPricing ? [result.memberPricing.averagePricePerNight] : [],
  );
  const closedForSeason =
    available.length === 0 &&
    evaluated.length > 0 &&
    evaluated.every((result) => result.failureReasons.some((reason) => reason.id === "RESORT_CLOSED"));
  return {
    id: park.park.id,
    slug: park.park.slug,
    name: park.park.name,
    availability: available.length > 0 ? "AVAILABLE" : "UNAVAILABLE",
    startingPrice: prices.length > 0 ? Math.min(...prices) : null,
    memberStartingPrice: memberPrices.length > 0 ? Math.min(...memberPrices) : null,
    parkFeatures: park.park.features.map((name) => ({ name })),
    closedForSeason,
    soldOut: available.length === 0 && evaluated.some((result) => onlyTaken(result.failureReasons)),
    season: closedForSeason ? nextOpening(park, request.dates.start) : null,
    suggestedStay: null,
  };
}

/** The answers kept per application database handle (tests open many databases in one process). */
const rememberedByDb = new WeakMap<Db, RememberedAnswers<ParkAnswer>>();

/**
 * `booking.search.searchParks`: every park with its availability and starting all-in nightly price; a park with
 * nothing for the stay says whether it is closed for the season and the nearest stay that works. A park's answer
 * is computed again only when its token moved since the same question was last asked (decision 0022).
 */
export async function searchParks(db: Db, request: SearchRequest): Promise<{ results: ParkSearchResult[] }> {
  const snapshot = await openSearchSnapshot(db, request.now, [nearWindow(request.dates)]);
  let remembered = rememberedByDb.get(db);
  if (!remembered) {
    remembered = new RememberedAnswers<ParkAnswer>();
    rememberedByDb.set(db, remembered);
  }
  // The question every park answers: park-level filters on distance are applied here, to whole parks.
  const { distanceMin, distanceMax, ...parkFilters } = request.filters ?? {};
  const question: SearchRequest = { ...request, location: undefined, filters: parkFilters };
  const key = questionKey(question);
  const earliestArrival = nearWindow(request.dates).start;
  const answers = new Map<string, ParkAnswer>();
  const stale: { id: string; token: string | null; memberDiscountBp: number | null; validUntil: number }[] =
    [];
  const distanceOf = new Map<string, number | null>();
  for (const park of snapshot.parks) {
    const distance = parkFacts(park, request.location).distanceFromUser;
    if (distance !== null) {
      if (distanceMin !== undefined && distance < distanceMin) continue;
      if (distanceMax !== undefined && distance > distanceMax) continue;
    }
    if (!(parkFilters.parkFeatures ?? []).every((feature) => park.park.features.includes(feature))) continue;
    distanceOf.set(park.park.id, distance);
    const at = {
      token: snapshot.parkToken(park.park.id),
      memberDiscountBp: atPark(question, park.park.id).memberDiscountBp ?? null,
      now: request.now,
    };
    const kept = remembered.recall(key, park.park.id, at);
    if (kept) answers.set(park.park.id, kept);
    else
      stale.push({
        id: park.park.id,
        token: at.token,
        memberDiscountBp: at.memberDiscountBp,
        validUntil: clockStableUntil(park.calendar, earliestArrival, request.now),
      });
  }
  if (stale.length > 0) {
    const data = await snapshot.load(
      { ...request.dates, now: request.now },
      stale.map((park) => park.id),
      "nearest",
    );
    const fresh = data.map((park) => answerOf(park, question));
    const unavailable = fresh.filter((park) => park.availability === "UNAVAILABLE");
    const suggestions = await suggestParkStays(
      snapshot,
      question,
      unavailable.map((park) => ({ id: park.id, opening: park.season })),
    );
    for (const park of unavailable) park.suggestedStay = suggestions.get(park.id) ?? null;
    const staleOf = new Map(stale.map((park) => [park.id, park]));
    for (const answer of fresh) {
      answers.set(answer.id, answer);
      const park = staleOf.get(answer.id)!;
      remembered.remember(key, answer.id, { ...park, answer }, request.now);
    }
  }
  // Ratings move with reviews, not with inventory: read for every call, in one grouped query.
  const ratings = await parkRatings(db, [...distanceOf.keys()], request.now);
  const results = [...distanceOf].flatMap(([id, distanceFromUser]): ParkSearchResult[] => {
    const answer = answers.get(id);
    return answer ? [{ ...answer, distanceFromUser, rating: ratings.get(id) ?? null }] : [];
  });
  return { results: sortParks(results, request.sort) };
}

/** Per database: a process serves one, a test worker opens one per file and must not read another file's parks. */
const centres = new WeakMap<Db, { value: Coordinates | null; until: number }>();

/**
 * The middle of the active parks (for ranking place names near them), or null without parks. Asked on every
 * keystroke of the place field, so it is kept for five minutes: parks do not move.
 */
export async function parksCentre(db: Db): Promise<Coordinates | null> {
  const kept = centres.get(db);
  if (kept && kept.until > Date.now()) return kept.value;
  const value = await readParksCentre(db);
  centres.set(db, { value, until: Date.now() + 5 * 60_000 });
  return value;
}

async function readParksCentre(db: Db): Promise<Coordinates | null> {
  const [row] = await db
    .select({ latitude: avg(parks.latitude), longitude: avg(parks.longitude) })
    .from(parks)
    .where(eq(parks.active, true));
  if (!row?.latitude || !row.longitude) return null;
  return { latitude: Number(row.latitude), longitude: Number(row.longitude) };
}
