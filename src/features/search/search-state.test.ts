import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  DEFAULT_GUESTS,
  parseSearchState,
  searchStateQuery,
  toSearchInput,
  validStay,
} from "./search-state";

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe("parseSearchState", () => {
  it("an empty URL is an untouched search for one adult, sorted by price high to low", () => {
    const state = parse("");
    expect(state).toMatchObject({
      touched: false,
      dates: null,
      guests: DEFAULT_GUESTS,
      location: null,
      siteLocked: false,
      filters: {},
      sort: "PRICE_HIGH_TO_LOW",
    });
  });

  it("a URL with a stay is a touched search", () => {
    expect(parse("start=2027-07-09&end=2027-07-11")).toMatchObject({
      touched: true,
      dates: { start: "2027-07-09", end: "2027-07-11" },
    });
  });

  it.each([
    ["a departure before the arrival", "start=2027-07-11&end=2027-07-09"],
    ["a zero-night stay", "start=2027-07-09&end=2027-07-09"],
    ["a date that does not exist", "start=2027-02-30&end=2027-03-02"],
    ["a stay over sixty nights", "start=2027-01-01&end=2027-04-01"],
    ["only an arrival", "start=2027-07-09"],
    ["a stay in the year 9999", "start=9999-12-25&end=9999-12-31"],
    ["a stay in the year 1999", "start=1999-12-25&end=1999-12-27"],
    ["a stay departing in 2101", "start=2100-12-31&end=2101-01-01"],
  ])("%s is dropped rather than searched", (_case, query) => {
    expect(parse(query).dates).toBeNull();
  });

  it.each([
    ["zero adults", "adults=0", DEFAULT_GUESTS],
    ["a negative child count", "children=-1", DEFAULT_GUESTS],
    ["words instead of numbers", "adults=two&pets=many", DEFAULT_GUESTS],
    ["a valid party", "adults=2&children=3&pets=1", { adults: 2, children: 3, pets: 1 }],
  ])("guests: %s gives %o", (_case, query, guests) => {
    expect(parse(query).guests).toEqual(guests);
  });

  it("a location needs both coordinates", () => {
    expect(parse("lat=41.9&loc=Roscoe").location).toBeNull();
    expect(parse("lat=41.9&lng=-74.9&loc=Roscoe, NY").location).toEqual({
      latitude: 41.9,
      longitude: -74.9,
      name: "Roscoe, NY",
    });
  });

  it("a tent keeps no RV length or slide-out, an RV keeps both", () => {
    expect(parse("equipment=Tent&rvLength=30&slideOut=1")).toMatchObject({
      equipmentType: "Tent",
      rvLength: null,
      slideOutType: null,
    });
    expect(parse("equipment=Motorhome&rvLength=30&slideOut=1")).toMatchObject({
      equipmentType: "Motorhome",
      rvLength: 30,
      slideOutType: 1,
    });
  });

  it("an RV filter in the URL forces the RV category even when another was asked", () => {
    expect(parse("category=tent&minRvLength=35").filters).toEqual({ category: "rv", rvLength: 35 });
  });

  it("prices are whole dollars in the URL and cents in the state", () => {
    expect(parse("minPrice=40&maxPrice=120").filters).toEqual({ priceMin: 4_000, priceMax: 12_000 });
  });

  it("unknown rigs, sorts and categories are ignored", () => {
    const state = parse("rigs=Spaceship,Van&sort=RANDOM&category=castle");
    expect(state.filters).toEqual({ equipmentTypes: ["Van"] });
    expect(state.sort).toBe("PRICE_HIGH_TO_LOW");
  });

  it("a chosen site means the site is locked", () => {
    expect(parse("type=t1&site=s1")).toMatchObject({ siteLocationId: "t1", siteId: "s1", siteLocked: true });
  });

  it("reads Next.js search params objects as well as URLSearchParams", () => {
    const state = parseSearchState({ start: "2027-07-09", end: ["2027-07-11", "2027-07-12"], adults: "2" });
    expect(state.dates).toEqual({ start: "2027-07-09", end: "2027-07-11" });
    expect(state.guests.adults).toBe(2);
  });
});

describe("searchStateQuery", () => {
  it("round-trips every part of a full search", () => {
    const query =
      "start=2027-07-09&end=2027-07-11&adults=2&children=1&pets=1&loc=Roscoe%2C+NY&lat=41.9609&lng=-74.9346" +
      "&equipment=Motorhome&rvLength=32&slideOut=2&park=trout-town-farms&category=rv&minPrice=40&maxPrice=120" +
      "&minDistance=1&maxDistance=50&features=Bathhouse%2CPool&rigs=Motorhome&minRvLength=30&rvSlideOut=1" +
      "&rvTypes=Motorhome&amenities=sewer&sort=DISTANCE&type=t1&site=s1";
    const state = parse(query);
    expect(parse(searchStateQuery(state))).toEqual(state);
    expect(searchStateQuery(state)).toBe(query);
  });

  it("leaves defaults out so a plain search has a short link", () => {
    expect(searchStateQuery(parse("start=2027-07-09&end=2027-07-11&adults=1&sort=PRICE_HIGH_TO_LOW"))).toBe(
      "start=2027-07-09&end=2027-07-11",
    );
  });

  it("a park page link carries the stay without the home page's filters or sort", () => {
    const state = parse("start=2027-07-09&end=2027-07-11&pets=1&features=Pool&sort=DISTANCE&park=x");
    expect(searchStateQuery(state, ["stay"])).toBe("start=2027-07-09&end=2027-07-11&pets=1");
  });
});

describe("toSearchInput", () => {
  it("is null until the camper has chosen dates", () => {
    expect(toSearchInput(parse("adults=2"))).toBeNull();
  });

  it("sends the equipment only when a rig was chosen, with its length and slide-out", () => {
    expect(toSearchInput(parse("start=2027-07-09&end=2027-07-11"))).not.toHaveProperty("equipment");
    expect(
      toSearchInput(parse("start=2027-07-09&end=2027-07-11&equipment=Van&rvLength=20"))?.equipment,
    ).toEqual({ type: "Van", rvLength: 20 });
  });
});

describe("validStay", () => {
  it.each([
    ["2027-07-09", "2027-07-10", true],
    ["2027-07-09", "2027-09-07", true],
    ["2027-07-09", "2027-09-08", false],
    ["2027-07-10", "2027-07-09", false],
  ])("%s to %s is valid: %s", (start, end, valid) => {
    expect(validStay(start, end) !== null).toBe(valid);
  });
});

describe("activeFilterCount", () => {
  it("counts a price range or a distance range once, and ignores the category all", () => {
    expect(
      activeFilterCount({
        category: "all",
        priceMin: 1,
        priceMax: 2,
        distanceMax: 10,
        parkFeatures: ["Pool"],
      }),
    ).toBe(3);
  });
});
