import { describe, expect, it } from "vitest";
import {
  allocateProportionally,
  type PricingItem,
  type PricingParkCart,
  priceParkCart,
  REWARDS_DISCOUNT_LABEL,
  sumCartTotals,
} from "./cart-pricing";

const twoNights = (perNight: number): PricingItem => ({
  id: "item-1",
  nightlyPricesCents: [perNight, perNight],
  lockFeeCents: 0,
  dailyRateAddons: [],
  onlineStoreAddons: [],
});

const parkCart = (overrides: Partial<PricingParkCart>): PricingParkCart => ({
  parkId: "park-1",
  taxRatesBp: [],
  promo: null,
  memberDiscountBp: null,
  items: [twoNights(10_000)],
  ...overrides,
});

describe("priceParkCart", () => {
  it("prices daily-rate add-ons per night and quantity and store add-ons per unit", () => {
    const priced = priceParkCart(
      parkCart({
        items: [
          {
            ...twoNights(5_000),
            dailyRateAddons: [
              { id: "vehicle", name: "Extra Vehicle", quantity: 2, unitPriceCents: 1_000, mandatory: false },
            ],
            onlineStoreAddons: [
              { id: "wood", name: "Firewood", quantity: 3, unitPriceCents: 899, mandatory: false },
            ],
          },
        ],
      }),
    );
    expect(priced.items[0]?.dailyRateAddonTotals).toEqual({ vehicle: 4_000 });
    expect(priced.subtotalCents).toBe(10_000 + 4_000 + 2_697);
  });

  it("counts mandatory fees and the site-lock fee in the all-in subtotal and reports them as fees", () => {
    const priced = priceParkCart(
      parkCart({
        items: [
          {
            ...twoNights(5_000),
            lockFeeCents: 1_000,
            dailyRateAddons: [
              { id: "resort", name: "Resort Fee", quantity: 1, unitPriceCents: 300, mandatory: true },
            ],
          },
        ],
      }),
    );
    expect(priced.feesCents).toBe(1_600);
    expect(priced.subtotalCents).toBe(10_000 + 600 + 1_000);
  });

  it("gives a member 10 % over a $5 promo on a $200 stay", () => {
    const priced = priceParkCart(
      parkCart({
        memberDiscountBp: 1_000,
        promo: { code: "CAMP5", discountType: "FIXED", value: 500 },
        items: [twoNights(10_000)],
      }),
    );
    expect(priced.discount).toEqual({ label: REWARDS_DISCOUNT_LABEL, amountCents: 2_000, source: "member" });
    // Both offers are kept, so the cart can say which won and why.
    expect(priced.offers).toEqual({
      promo: { code: "CAMP5", amountCents: 500 },
      member: { discountBp: 1_000, amountCents: 2_000 },
    });
  });

  it("gives a member a 15 % promo over the 10 % member discount, never both", () => {
    const priced = priceParkCart(
      parkCart({
        memberDiscountBp: 1_000,
        promo: { code: "TROUT15", discountType: "PERCENTAGE", value: 1_500 },
      }),
    );
    expect(priced.discount).toEqual({ label: "Promo code TROUT15", amountCents: 3_000, source: "promo" });
    expect(priced.totalCents).toBe(20_000 - 3_000);
  });

  it("discounts nights only, never add-ons or fees", () => {
    const priced = priceParkCart(
      parkCart({
        promo: { code: "HALF", discountType: "PERCENTAGE", value: 5_000 },
        items: [
          {
            ...twoNights(10_000),
            lockFeeCents: 1_000,
            onlineStoreAddons: [
              { id: "ice", name: "Ice", quantity: 1, unitPriceCents: 400, mandatory: false },
            ],
          },
        ],
      }),
    );
    expect(priced.discount?.amountCents).toBe(10_000);
  });

  it("caps a fixed discount at the nights' total", () => {
    const priced = priceParkCart(parkCart({ promo: { code: "BIG", discountType: "FIXED", value: 50_000 } }));
    expect(priced.discount?.amountCents).toBe(20_000);
    expect(priced.totalCents).toBe(0);
  });

  it("taxes each line on its discounted amount, each tax rounded half-up", () => {
    const priced = priceParkCart(
      parkCart({
        taxRatesBp: [400, 500],
        promo: { code: "TEN", discountType: "PERCENTAGE", value: 1_000 },
        items: [twoNights(3_333)],
      }),
    );
    // nights 6,666; discount 667; taxable 5,999; 4 % = 239.96 → 240; 5 % = 299.95 → 300
    expect(priced.discount?.amountCents).toBe(667);
    expect(priced.taxesCents).toBe(540);
    expect(priced.totalCents).toBe(6_666 - 667 + 540);
  });

  it("applies no discount when neither a code nor a membership is present", () => {
    expect(priceParkCart(parkCart({})).discount).toBeNull();
  });
});

describe("allocateProportionally", () => {
  it("splits an amount by weight and keeps every cent", () => {
    expect(allocateProportionally(500, [10_000, 5_000, 5_000])).toEqual([250, 125, 125]);
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(100, [0, 0])).toEqual([0, 0]);
  });
});

describe("sumCartTotals", () => {
  it("adds the park carts of a multi-park cart", () => {
    const a = priceParkCart(parkCart({ parkId: "a", taxRatesBp: [1_000] }));
    const b = priceParkCart(parkCart({ parkId: "b", memberDiscountBp: 1_000 }));
    expect(sumCartTotals([a, b])).toEqual({
      subtotal: 40_000,
      discounts: 2_000,
      fees: 0,
      taxes: 2_000,
      total: 40_000 - 2_000 + 2_000,
    });
  });
});
