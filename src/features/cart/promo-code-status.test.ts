import { describe, expect, it } from "vitest";
import { promoCodeStatus } from "./promo-code-status";

const open = {
  active: true,
  bookableFrom: null,
  bookableUntil: null,
  stayUntil: null,
  usageLimit: null,
  timesUsed: 0,
};
const TODAY = "2026-11-21";

describe("promoCodeStatus", () => {
  it("calls a code without limits active", () => {
    expect(promoCodeStatus(open, TODAY)).toBe("active");
  });

  it("calls an inactive code archived, whatever its windows say", () => {
    expect(promoCodeStatus({ ...open, active: false, bookableUntil: "2020-01-01" }, TODAY)).toBe("archived");
  });

  it("calls a code used as often as its limit allows used up", () => {
    expect(promoCodeStatus({ ...open, usageLimit: 3, timesUsed: 3 }, TODAY)).toBe("used_up");
    expect(promoCodeStatus({ ...open, usageLimit: 3, timesUsed: 2 }, TODAY)).toBe("active");
  });

  it("keeps a code active on the last day of its booking window and expired the day after", () => {
    expect(promoCodeStatus({ ...open, bookableUntil: TODAY }, TODAY)).toBe("active");
    expect(promoCodeStatus({ ...open, bookableUntil: "2026-11-20" }, TODAY)).toBe("expired");
  });

  it("calls a code whose last covered night has passed expired", () => {
    expect(promoCodeStatus({ ...open, stayUntil: "2026-11-20" }, TODAY)).toBe("expired");
    expect(promoCodeStatus({ ...open, stayUntil: TODAY }, TODAY)).toBe("active");
  });

  it("calls a code whose booking window opens later scheduled", () => {
    expect(promoCodeStatus({ ...open, bookableFrom: "2026-11-22" }, TODAY)).toBe("scheduled");
    expect(promoCodeStatus({ ...open, bookableFrom: TODAY }, TODAY)).toBe("active");
  });
});
