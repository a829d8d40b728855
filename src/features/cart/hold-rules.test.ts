import { describe, expect, it } from "vitest";
import { extendedUntil, extendOffer, HOLD_DURATION_MS, MAX_HOLD_AGE_MS } from "./hold-rules";

const T0 = Date.parse("2027-07-01T14:00:00Z");
const minutes = (n: number) => n * 60_000;
const at = (ms: number) => new Date(T0 + ms);
/** A stay first held at T0 + `heldAt` minutes whose hold now ends at T0 + `endsAt` minutes. */
const stay = (heldAt: number, endsAt: number) => ({
  holdExpiresAt: at(minutes(endsAt)),
  holdLimitAt: at(minutes(heldAt) + MAX_HOLD_AGE_MS),
});

describe("extendedUntil", () => {
  it("holds 30 minutes from now while the limit is further off", () => {
    expect(extendedUntil(at(MAX_HOLD_AGE_MS), T0 + minutes(25))).toEqual(at(minutes(25) + HOLD_DURATION_MS));
  });

  it("never holds past the limit, 2 hours after the first hold", () => {
    expect(extendedUntil(at(MAX_HOLD_AGE_MS), T0 + minutes(100))).toEqual(at(MAX_HOLD_AGE_MS));
  });
});

describe("extendOffer", () => {
  it("offers the time the cart would then be held until: 30 minutes from now", () => {
    expect(extendOffer([stay(0, 30)], T0 + minutes(25))).toEqual({
      kind: "extend",
      until: at(minutes(55)),
      last: false,
    });
  });

  it("offers the earliest end among the stays, each capped by its own limit", () => {
    // The first stay (held at T0) reaches its limit at T0+120; the second, held later, could go to now + 30.
    expect(extendOffer([stay(0, 110), stay(60, 110)], T0 + minutes(100))).toEqual({
      kind: "extend",
      until: at(minutes(120)),
      last: true,
    });
  });

  it("says the last extension is the last: it reaches the 2-hour limit", () => {
    expect(extendOffer([stay(0, 100)], T0 + minutes(95))).toEqual({
      kind: "extend",
      until: at(MAX_HOLD_AGE_MS),
      last: true,
    });
  });

  it("offers nothing more once every hold runs to its limit", () => {
    expect(extendOffer([stay(0, 120)], T0 + minutes(100))).toEqual({
      kind: "limit",
      until: at(minutes(120)),
    });
  });

  it("leaves expired stays to the Hold again button", () => {
    expect(extendOffer([stay(0, 30)], T0 + minutes(31))).toEqual({ kind: "none" });
    expect(extendOffer([stay(0, 30), stay(0, 60)], T0 + minutes(40))).toEqual({
      kind: "extend",
      until: at(minutes(70)),
      last: false,
    });
  });
});
