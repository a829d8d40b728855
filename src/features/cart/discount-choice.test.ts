import { describe, expect, it } from "vitest";
import { percentOf, promoCodeOutcome } from "./discount-choice";

const member = { label: "Rewards Discount", discountBp: 1_000, amount: 1_280 };

describe("promoCodeOutcome", () => {
  it("says nothing without a code", () => {
    expect(
      promoCodeOutcome({
        promoCode: null,
        promoCodeProblem: null,
        discount: { label: "Rewards Discount", amount: 1_280, source: "member" },
        discountOffers: { promo: null, member },
      }),
    ).toBeNull();
  });

  it("says a visitor's code applies and what it takes off", () => {
    expect(
      promoCodeOutcome({
        promoCode: "CAMP5",
        promoCodeProblem: null,
        discount: { label: "Promo code CAMP5", amount: 500, source: "promo" },
        discountOffers: { promo: { code: "CAMP5", amount: 500 }, member: null },
      }),
    ).toBe("Code CAMP5 applied ($5.00 off)");
  });

  it("tells a member their larger Rewards discount applies instead of the code", () => {
    expect(
      promoCodeOutcome({
        promoCode: "CAMP5",
        promoCodeProblem: null,
        discount: { label: "Rewards Discount", amount: 1_280, source: "member" },
        discountOffers: { promo: { code: "CAMP5", amount: 500 }, member },
      }),
    ).toBe(
      "Your Rewards discount (10 %, $12.80 off) is larger than code CAMP5 ($5.00 off), so it applies instead. Discounts are not combined.",
    );
  });

  it("tells a member a larger code applies instead of their Rewards discount", () => {
    expect(
      promoCodeOutcome({
        promoCode: "SUMMER20",
        promoCodeProblem: null,
        discount: { label: "Promo code SUMMER20", amount: 2_560, source: "promo" },
        discountOffers: { promo: { code: "SUMMER20", amount: 2_560 }, member },
      }),
    ).toBe(
      "Code SUMMER20 ($25.60 off) is larger than your Rewards discount (10 %, $12.80 off), so the code applies instead. Discounts are not combined.",
    );
  });

  it("gives a tie to the Rewards discount and says so", () => {
    expect(
      promoCodeOutcome({
        promoCode: "TEN",
        promoCodeProblem: null,
        discount: { label: "Rewards Discount", amount: 1_280, source: "member" },
        discountOffers: { promo: { code: "TEN", amount: 1_280 }, member },
      }),
    ).toMatch(
      /^Your Rewards discount \(10 %, \$12\.80 off\) saves as much as code TEN, so it applies instead\./,
    );
  });

  it("says why a stored code no longer applies", () => {
    expect(
      promoCodeOutcome({
        promoCode: "SPRING24",
        promoCodeProblem: "This code expired on Apr 30, 2024.",
        discount: null,
        discountOffers: { promo: null, member: null },
      }),
    ).toBe("Code SPRING24 does not apply: This code expired on Apr 30, 2024.");
  });
});

describe("percentOf", () => {
  it("writes basis points as a percentage", () => {
    expect(percentOf(1_000)).toBe("10 %");
    expect(percentOf(1_250)).toBe("12.5 %");
  });
});
