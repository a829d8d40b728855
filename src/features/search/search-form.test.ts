import { describe, expect, it } from "vitest";
import { draftFromState, stateFromDraft, validateSearchDraft } from "./search-form";
import { parseSearchState } from "./search-state";

const state = parseSearchState(new URLSearchParams("start=2027-07-09&end=2027-07-11&site=s1&features=Pool"));
const draft = draftFromState(state);
const today = "2026-11-22";

describe("validateSearchDraft", () => {
  it.each([
    ["no dates", { start: null, end: null }, "Choose your arrival and departure dates"],
    ["only an arrival", { end: null }, "Choose your departure date"],
    [
      "an arrival in the past",
      { start: "2026-11-01", end: "2026-11-03" },
      "Your arrival date has passed; choose a later one",
    ],
    ["a stay of 61 nights", { start: "2027-01-01", end: "2027-03-03" }, "Stays can be 1 to 60 nights"],
  ])("%s gets a message at the dates", (_case, change, message) => {
    expect(validateSearchDraft({ ...draft, ...change }, { today, locationText: "" }).dates).toBe(message);
  });

  it("asks to pick a typed place from the list", () => {
    expect(validateSearchDraft(draft, { today, locationText: "Roscoe" }).location).toMatch(/Pick a place/);
    const picked = { ...draft, location: { name: "Roscoe, NY", latitude: 41.96, longitude: -74.93 } };
    expect(validateSearchDraft(picked, { today, locationText: "Roscoe, NY" })).toEqual({});
  });

  it("checks an RV length only for an RV", () => {
    expect(
      validateSearchDraft({ ...draft, equipmentType: "Motorhome", rvLength: 0 }, { today, locationText: "" }),
    ).toEqual({ rvLength: "Enter your RV's length in feet, 1 to 100" });
    expect(
      validateSearchDraft({ ...draft, equipmentType: "Tent", rvLength: 0 }, { today, locationText: "" }),
    ).toEqual({});
  });
});

describe("stateFromDraft", () => {
  it("keeps the filters, marks the search touched and drops a chosen site", () => {
    const next = stateFromDraft(state, { ...draft, start: "2027-08-01", end: "2027-08-03" });
    expect(next).toMatchObject({
      touched: true,
      dates: { start: "2027-08-01", end: "2027-08-03" },
      siteId: null,
      siteLocked: false,
      filters: { parkFeatures: ["Pool"] },
    });
  });

  it("forgets an RV length when the rig becomes a tent", () => {
    const next = stateFromDraft(state, { ...draft, equipmentType: "Tent", rvLength: 30, slideOutType: 1 });
    expect(next).toMatchObject({ equipmentType: "Tent", rvLength: null, slideOutType: null });
  });
});
