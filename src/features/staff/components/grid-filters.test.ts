import { describe, expect, it } from "vitest";
import { type Claim, claimLabel, gridNightsOf, type Site, spanOf } from "./grid-claims";
import { claimsBySiteOf, findStays, NO_FILTER, sitesShown, siteTypesOf } from "./grid-filters";

const site = (name: string, type: string, status: Site["status"] = "READY"): Site => ({
  id: `00000000-0000-4000-8000-${name.padStart(12, "0")}`,
  name,
  campsiteTypeId: `type-${type}`,
  campsiteTypeName: type,
  category: "rv",
  accessible: false,
  status,
});

const claim = (over: Partial<Claim> & Pick<Claim, "campsiteId" | "start" | "end">): Claim => ({
  id: `${over.campsiteId}-${over.start}`,
  kind: "reservation",
  locked: false,
  ...over,
});

const a1 = site("1", "Back-In RV");
const a2 = site("2", "Back-In RV", "NEEDS_CLEANING");
const c1 = site("3", "Rustic Cabin", "OUT_OF_ORDER");
const sites = [a1, a2, c1];
const window = { from: "2027-08-01", nights: 7 };
const ada = claim({
  campsiteId: a1.id,
  start: "2027-07-30",
  end: "2027-08-08",
  reservationId: "r-ada",
  guestName: "Ada Lovelace",
  orderConfirmation: "LNT-5J85WN",
  checkedIn: true,
  balanceCents: 12_000,
  pinnedNote: "Late arrival, gate code given",
});
const ben = claim({
  campsiteId: a2.id,
  start: "2027-08-02",
  end: "2027-08-04",
  reservationId: "r-ben",
  guestName: "Ben Adams",
  orderConfirmation: "LNT-ZZ9Q2A",
  balanceCents: 0,
});
const block = claim({ campsiteId: c1.id, start: "2027-08-03", end: "2027-08-05", kind: "block" });
const claims = [ada, ben, block];
const bySite = claimsBySiteOf(claims);
const shown = (filter: Parameters<typeof sitesShown>[2]) =>
  sitesShown(sites, bySite, filter, window).map((s) => s.name);

describe("the chart's filters", () => {
  it("keep every site when nothing is chosen, and one type's sites when one is", () => {
    expect(shown(NO_FILTER)).toEqual(["1", "2", "3"]);
    expect(shown({ typeId: "type-Rustic Cabin", show: "ALL" })).toEqual(["3"]);
    expect(siteTypesOf(sites).map((type) => type.name)).toEqual(["Back-In RV", "Rustic Cabin"]);
  });

  it("tell sites with a stay, with a free night and with a block apart, over the window's nights only", () => {
    expect(shown({ typeId: null, show: "STAY" })).toEqual(["1", "2"]);
    // Ada's stay covers every night of the window on site 1: no free night there.
    expect(shown({ typeId: null, show: "FREE" })).toEqual(["2", "3"]);
    expect(shown({ typeId: null, show: "BLOCK" })).toEqual(["3"]);
  });

  it("show sites by their housekeeping", () => {
    expect(shown({ typeId: null, show: "NEEDS_CLEANING" })).toEqual(["2"]);
    expect(shown({ typeId: "type-Back-In RV", show: "OUT_OF_ORDER" })).toEqual([]);
  });
});

describe("finding a stay on the chart", () => {
  it("matches a guest's name or a confirmation code whatever the case, spaces or dashes", () => {
    expect(findStays(claims, "LOVELACE").map((c) => c.guestName)).toEqual(["Ada Lovelace"]);
    expect(findStays(claims, "lnt zz9").map((c) => c.guestName)).toEqual(["Ben Adams"]);
    expect(findStays(claims, "ada").map((c) => c.guestName)).toEqual(["Ada Lovelace", "Ben Adams"]);
  });

  it("finds nothing for a blank search, nor among blocks and holds", () => {
    expect(findStays(claims, "  ")).toEqual([]);
    expect(findStays(claims, "block")).toEqual([]);
  });
});

describe("a stay's bar", () => {
  it("is named by guest, site and dates first, then checked in, what is owed, the note and the code", () => {
    expect(claimLabel(ada, a1)).toBe(
      "Ada Lovelace, site 1, Fri, Jul 30 – Sun, Aug 8, checked in, owes $120.00, note: Late arrival, gate code given, LNT-5J85WN",
    );
    expect(claimLabel(ben, a2)).toBe("Ben Adams, site 2, Mon, Aug 2 – Wed, Aug 4, LNT-ZZ9Q2A");
    expect(claimLabel(block, c1)).toBe("Block, site 3, Tue, Aug 3 – Thu, Aug 5");
  });

  it("covers the window's columns only, and none when the stay is outside it", () => {
    expect(spanOf(window.from, window.nights, ada.start, ada.end)).toEqual({ gridColumn: "2 / 9" });
    expect(spanOf(window.from, window.nights, ben.start, ben.end)).toEqual({ gridColumn: "3 / 5" });
    expect(spanOf(window.from, window.nights, "2027-08-08", "2027-08-10")).toBeNull();
  });
});

describe("the window's length", () => {
  it("is 7, 14 or 31 nights as asked, else 14", () => {
    expect(gridNightsOf("31")).toBe(31);
    expect(gridNightsOf("7")).toBe(7);
    expect(gridNightsOf("30")).toBe(14);
    expect(gridNightsOf(undefined)).toBe(14);
  });
});
