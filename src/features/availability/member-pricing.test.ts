import { describe, expect, it } from "vitest";
import { priceParkCart } from "@/features/cart/cart-pricing";
import { memberPricing } from "./member-pricing";

describe("memberPricing", () => {
  it("takes the member discount off the nights only, never off the mandatory fees", () => {
    // Two nights of $90 and $100 plus a $5 pet fee per night: $200 all-in.
    const price = memberPricing({
      nightsCents: 19_000,
      tripTotalCents: 20_000,
      nights: 2,
      discountBp: 1_000,
    });
    expect(price).toEqual({ discountBp: 1_000, tripTotal: 18_100, averagePricePerNight: 9_050 });
  });

  it("is what the cart charges a member for the same stay before taxes", () => {
    for (const [nights, fee, bp] of [
      [[9_999, 10_001, 12_345], 500, 1_000],
      [[4_567], 0, 1_500],
      [[3_333, 3_333, 3_334, 3_333], 800, 1_000],
    ] as const) {
      const nightsCents = nights.reduce((sum, night) => sum + night, 0);
      const feeTotal = fee * nights.length;
      const cart = priceParkCart({
        parkId: "p",
        taxRatesBp: [],
        promo: null,
        memberDiscountBp: bp,
        items: [
          {
            id: "i",
            nightlyPricesCents: nights,
            lockFeeCents: 0,
            dailyRateAddons: [
              { id: "pet", name: "Pet Fee", quantity: 1, unitPriceCents: fee, mandatory: true },
            ],
            onlineStoreAddons: [],
          },
        ],
      });
      const shown = memberPricing({
        nightsCents,
        tripTotalCents: nightsCents + feeTotal,
        nights: nights.length,
        discountBp: bp,
      });
      expect(shown?.tripTotal).toBe(cart.totalCents);
    }
  });

  it("shows nothing to a visitor", () => {
    expect(
      memberPricing({ nightsCents: 10_000, tripTotalCents: 10_000, nights: 1, discountBp: null }),
    ).toBeNull();
  });
});
