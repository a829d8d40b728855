import { describe, expect, it } from "vitest";
import { bannerOffer, codeWordsIn, type NamedCode } from "./banner-offer";

const TODAY = "2026-11-21";

const code = (overrides: Partial<NamedCode> = {}): NamedCode => ({
  code: "TROUT15",
  active: true,
  bookableFrom: null,
  bookableUntil: null,
  stayFrom: null,
  stayUntil: null,
  minNights: null,
  usageLimit: null,
  timesUsed: 0,
  ...overrides,
});

describe("the promo codes a banner names", () => {
  it("are its upper-case words that could be codes", () => {
    expect(codeWordsIn("Early-bird fall: 15% off nights at Trout Town Farms with code TROUT15.")).toEqual([
      "TROUT15",
    ]);
    expect(codeWordsIn("Use CAMP5 or SUMMER_26 in 2027 (RV sites)")).toEqual(["CAMP5", "SUMMER_26"]);
    expect(codeWordsIn("No code here")).toEqual([]);
  });
});

describe("a banner's offer", () => {
  it("shows with the nights its code is for, so the camper knows the months it works", () => {
    expect(bannerOffer([code({ stayFrom: "2027-09-08", stayUntil: "2027-10-31" })], TODAY)).toEqual({
      usable: true,
      terms: "Valid for nights Sep 8 – Oct 31, 2027.",
      hiddenBecause: null,
    });
  });

  it("says the last booking day and the shortest stay when the code has them", () => {
    const offer = bannerOffer([code({ bookableUntil: "2026-12-31", minNights: 2 })], TODAY);
    expect(offer.terms).toBe("Valid for stays of 2 nights or more. Book by Dec 31, 2026.");
  });

  it("adds nothing for a code without terms, or a banner that names none", () => {
    expect(bannerOffer([code()], TODAY)).toEqual({ usable: true, terms: null, hiddenBecause: null });
    expect(bannerOffer([], TODAY)).toEqual({ usable: true, terms: null, hiddenBecause: null });
  });

  it("is hidden while its code cannot be used for a booking made today", () => {
    expect(bannerOffer([code({ stayUntil: "2026-10-31" })], TODAY)).toMatchObject({
      usable: false,
      hiddenBecause: "Hidden: its code TROUT15 can no longer be used.",
    });
    expect(bannerOffer([code({ bookableFrom: "2027-01-01" })], TODAY).usable).toBe(false);
    expect(bannerOffer([code({ active: false })], TODAY).usable).toBe(false);
    expect(bannerOffer([code({ usageLimit: 10, timesUsed: 10 })], TODAY).usable).toBe(false);
  });

  it("names each code's terms when the banner names several", () => {
    const offer = bannerOffer(
      [code({ stayFrom: "2027-09-08", stayUntil: "2027-10-31" }), code({ code: "CAMP5", minNights: 2 })],
      TODAY,
    );
    expect(offer.terms).toBe(
      "TROUT15: Valid for nights Sep 8 – Oct 31, 2027. CAMP5: Valid for stays of 2 nights or more.",
    );
  });
});
