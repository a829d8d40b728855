import { describe, expect, it } from "vitest";
import { nightsBetween } from "@/lib/stay-dates";
import {
  nearbyStays,
  SUGGESTION_EXTRA_NIGHTS,
  SUGGESTION_SHIFT_DAYS,
  staysFromOpening,
} from "./stay-suggestions";

describe("nearbyStays", () => {
  const friday = { start: "2027-07-09", end: "2027-07-10" };
  const first = nearbyStays(friday).slice(0, 4);

  it("first offers one more night keeping the asked night (Friday to Sunday)", () => {
    expect(first[0]).toEqual({ start: "2027-07-09", end: "2027-07-11" });
  });

  it("then moves by a day, later before earlier, before adding a second change", () => {
    expect(first.slice(1)).toEqual([
      { start: "2027-07-10", end: "2027-07-11" },
      { start: "2027-07-08", end: "2027-07-09" },
      { start: "2027-07-08", end: "2027-07-10" },
    ]);
  });

  it("never offers the asked stay itself and covers every shift and length once", () => {
    const stays = nearbyStays(friday);
    expect(stays).not.toContainEqual(friday);
    const expected = (2 * SUGGESTION_SHIFT_DAYS + 1) * (SUGGESTION_EXTRA_NIGHTS + 1) - 1;
    expect(new Set(stays.map((stay) => `${stay.start}/${stay.end}`)).size).toBe(expected);
  });

  it("never suggests a stay longer than a search accepts", () => {
    const long = nearbyStays({ start: "2027-06-01", end: "2027-07-31" });
    expect(long.length).toBeGreaterThan(0);
    expect(long.every((stay) => nightsBetween(stay.start, stay.end) === 60)).toBe(true);
  });

  it("crosses month and year ends on calendar dates", () => {
    expect(nearbyStays({ start: "2027-12-31", end: "2028-01-02" })).toContainEqual({
      start: "2028-01-01",
      end: "2028-01-03",
    });
  });
});

describe("staysFromOpening", () => {
  it("starts on the opening day with the asked nights, then longer stays, then later arrivals", () => {
    expect(staysFromOpening("2027-05-01", 2).slice(0, 4)).toEqual([
      { start: "2027-05-01", end: "2027-05-03" },
      { start: "2027-05-01", end: "2027-05-04" },
      { start: "2027-05-01", end: "2027-05-05" },
      { start: "2027-05-02", end: "2027-05-04" },
    ]);
  });

  it("never arrives later than two weeks after the opening", () => {
    const stays = staysFromOpening("2027-05-01", 2);
    expect(stays.at(-1)?.start).toBe("2027-05-15");
  });
});
