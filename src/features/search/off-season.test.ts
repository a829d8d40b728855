import { describe, expect, it } from "vitest";
import { offSeasonNotice, seasonLabel } from "./off-season";

const season = { startDate: "2027-05-01", endDate: "2027-10-31" };
const closed = (start: string, end: string) => ({
  availability: "UNAVAILABLE" as const,
  closedForSeason: true,
  season,
  suggestedStay: { start, end },
});
const open = {
  availability: "AVAILABLE" as const,
  closedForSeason: false,
  season: null,
  suggestedStay: null,
};
const january = { start: "2027-01-12", end: "2027-01-14" };

describe("offSeasonNotice", () => {
  it("names the shared season and the nearest dates that work when most parks are closed", () => {
    const notice = offSeasonNotice(
      [closed("2027-05-08", "2027-05-10"), closed("2027-05-01", "2027-05-03"), open],
      january,
    );
    expect(notice).toEqual({ season: "May 1 – Oct 31", nearest: { start: "2027-05-01", end: "2027-05-03" } });
  });

  it("says nothing when half of the parks or more are open", () => {
    expect(offSeasonNotice([closed("2027-05-01", "2027-05-03"), open], january)).toBeNull();
    expect(offSeasonNotice([], january)).toBeNull();
  });

  it("leaves the season out when the closed parks keep different seasons", () => {
    const other = {
      ...closed("2027-05-15", "2027-05-17"),
      season: { startDate: "2027-05-15", endDate: "2027-10-15" },
    };
    expect(offSeasonNotice([closed("2027-05-01", "2027-05-03"), other], january)?.season).toBeNull();
  });

  it("reads a season without its years", () => {
    expect(seasonLabel(season)).toBe("May 1 – Oct 31");
  });
});
