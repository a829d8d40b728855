import { describe, expect, it } from "vitest";
import { discountBpOf, priceStay } from "./stay-pricing";

describe("a booked stay's price, pure", () => {
  it("prices a stay as the cart does and carries a discount rate over", () => {
    expect(discountBpOf([5000, 5000], 1000)).toBe(1000);
    expect(discountBpOf([5000], 0)).toBe(0);
    const price = priceStay({
      nightlyPricesCents: [5000, 5000],
      lockFeeCents: 1000,
      addons: [
        { id: "fee", kind: "daily_rate", name: "Pet fee", quantity: 1, unitPriceCents: 500, mandatory: true },
        {
          id: "wood",
          kind: "online_store",
          name: "Firewood",
          quantity: 2,
          unitPriceCents: 800,
          mandatory: false,
        },
      ],
      discountBp: 1000,
      taxRatesBp: [800],
    });
    // 10,000 nights + 1,000 pet fee + 1,600 firewood + 1,000 lock = 13,600; 10 % off the nights; 8 % tax.
    expect(price).toEqual({
      subtotalCents: 13_600,
      feesCents: 2_000,
      discountCents: 1_000,
      taxesCents: 1_008,
      totalCents: 13_608,
      addonTotalsCents: { fee: 1_000, wood: 1_600 },
    });
  });
});
