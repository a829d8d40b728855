import { describe, expect, it } from "vitest";
import { DEFAULT_REWARDS_DISCOUNT_BP, memberDiscountBpForPark } from "./member-discount";

describe("memberDiscountBpForPark", () => {
  const event = { discountBp: 1_500, eligibleParkIds: new Set(["trout"]) };

  it("gives members 10 % when no member event runs", () => {
    expect(memberDiscountBpForPark("trout", null)).toBe(DEFAULT_REWARDS_DISCOUNT_BP);
    expect(DEFAULT_REWARDS_DISCOUNT_BP).toBe(1_000);
  });

  it("gives the event's discount at its eligible parks only", () => {
    expect(memberDiscountBpForPark("trout", event)).toBe(1_500);
    expect(memberDiscountBpForPark("beaverkill", event)).toBe(1_000);
  });
});
