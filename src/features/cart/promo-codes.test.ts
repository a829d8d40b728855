import { describe, expect, it } from "vitest";
import { normalizePromoCode, type PromoContext, type PromoTerms, promoCodeProblem } from "./promo-codes";

const promo: PromoTerms = {
  code: "TROUT15",
  parkId: "trout",
  active: true,
  bookableFrom: "2026-09-01",
  bookableUntil: "2027-03-31",
  stayFrom: "2027-05-01",
  stayUntil: "2027-10-31",
  minNights: 2,
  usageLimit: 100,
  timesUsed: 3,
};
const context: PromoContext = {
  parkId: "trout",
  parkName: "Trout Town Farms",
  today: "2026-11-22",
  stays: [{ start: "2027-07-09", end: "2027-07-11" }],
};

describe("promoCodeProblem", () => {
  it("accepts a code whose every term is met", () => {
    expect(promoCodeProblem(promo, context)).toBeNull();
  });

  it.each<[string, Partial<PromoTerms> | null, Partial<PromoContext>, string]>([
    ["an unknown code", null, {}, "We don't recognise this code, or it has ended."],
    ["an inactive code", { active: false }, {}, "We don't recognise this code, or it has ended."],
    ["another park's code", { parkId: "beaverkill" }, {}, "This code is not valid at Trout Town Farms."],
    ["a used-up code", { timesUsed: 100 }, {}, "This code has been used up."],
    ["a code not yet bookable", {}, { today: "2026-08-31" }, "This code can be used from Sep 1, 2026."],
    ["an expired code", {}, { today: "2027-04-01" }, "This code expired on Mar 31, 2027."],
    [
      "a park cart without sites",
      {},
      { stays: [] },
      "Add a site at Trout Town Farms before using a code there.",
    ],
    [
      "a stay starting before the stay window",
      {},
      { stays: [{ start: "2027-04-30", end: "2027-05-02" }] },
      "This code is for nights from May 1, 2027 to Oct 31, 2027.",
    ],
    [
      "a stay running past the last night",
      {},
      { stays: [{ start: "2027-10-31", end: "2027-11-02" }] },
      "This code is for nights from May 1, 2027 to Oct 31, 2027.",
    ],
    [
      "one night when two are needed",
      {},
      { stays: [{ start: "2027-07-09", end: "2027-07-10" }] },
      "This code needs stays of at least 2 nights.",
    ],
  ])("refuses %s", (_case, terms, change, message) => {
    const code = terms === null ? null : { ...promo, ...terms };
    expect(promoCodeProblem(code, { ...context, ...change })).toBe(message);
  });

  it("covers the last night of the stay window (departing the morning after)", () => {
    expect(
      promoCodeProblem(promo, { ...context, stays: [{ start: "2027-10-30", end: "2027-11-01" }] }),
    ).toBeNull();
  });

  it("accepts a group-wide code at any park and a code without limits", () => {
    const open: PromoTerms = {
      ...promo,
      parkId: null,
      bookableFrom: null,
      bookableUntil: null,
      stayFrom: null,
      stayUntil: null,
      minNights: null,
      usageLimit: null,
    };
    expect(
      promoCodeProblem(open, { ...context, parkId: "beaverkill", parkName: "Beaverkill Bend" }),
    ).toBeNull();
  });
});

describe("normalizePromoCode", () => {
  it("reads any case with stray spaces as the stored upper-case code", () => {
    expect(normalizePromoCode("  trout15 ")).toBe("TROUT15");
  });
});
