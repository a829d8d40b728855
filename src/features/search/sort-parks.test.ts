import { describe, expect, it } from "vitest";
import { type ParkSearchResult, sortParks } from "./search.service";

const park = (
  name: string,
  startingPrice: number | null,
  rating: ParkSearchResult["rating"],
  availability: ParkSearchResult["availability"] = "AVAILABLE",
): ParkSearchResult => ({
  id: name,
  slug: name,
  name,
  availability,
  startingPrice,
  memberStartingPrice: null,
  distanceFromUser: null,
  parkFeatures: [],
  rating,
  closedForSeason: false,
  soldOut: false,
  season: null,
  suggestedStay: null,
});

describe("sortParks by rating", () => {
  it("puts the better-rated parks first, more reviews before fewer, unrated last, available before not", () => {
    const sorted = sortParks(
      [
        park("Unrated", 9_000, null),
        park("Four from two", 5_000, { average: 4, count: 2 }),
        park("Closed", 4_000, { average: 5, count: 40 }, "UNAVAILABLE"),
        park("Five", 6_000, { average: 4.8, count: 3 }),
        park("Four from nine", 7_000, { average: 4, count: 9 }),
        park("Unrated cheap", 3_000, null),
      ],
      "RATING",
    );
    expect(sorted.map((result) => result.name)).toEqual([
      "Five",
      "Four from nine",
      "Four from two",
      "Unrated",
      "Unrated cheap",
      "Closed",
    ]);
  });

  it("is never the default: without a sort, price high to low", () => {
    const sorted = sortParks([park("Cheap", 3_000, { average: 5, count: 9 }), park("Dear", 9_000, null)]);
    expect(sorted.map((result) => result.name)).toEqual(["Dear", "Cheap"]);
  });
});
