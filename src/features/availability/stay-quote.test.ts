import { describe, expect, it } from "vitest";
import { quoteStay } from "./stay-quote";

describe("quoteStay", () => {
  const stay = { tripTotalCents: 11_650, averageNightlyCents: 5_825, nights: 2, lockFeeCents: 1_000 };

  it.each([
    ["any site of the type costs the stay alone", false, 0, 11_650],
    ["a specific site adds the type's lock fee once", true, 1_000, 12_650],
  ])("%s", (_case, siteLocked, lockFeeCents, total) => {
    expect(quoteStay({ ...stay, siteLocked })).toMatchObject({ lockFeeCents, totalBeforeTaxesCents: total });
  });

  it("a type without a lock fee costs the same for a specific site", () => {
    expect(quoteStay({ ...stay, lockFeeCents: 0, siteLocked: true }).totalBeforeTaxesCents).toBe(11_650);
  });
});

describe("quoteStay for a member", () => {
  it("adds the lock fee to the member's stay too (the discount is on nights only)", () => {
    const quote = quoteStay({
      tripTotalCents: 11_650,
      averageNightlyCents: 5_825,
      nights: 2,
      lockFeeCents: 1_000,
      siteLocked: true,
      memberTripTotalCents: 10_535,
    });
    expect(quote.totalBeforeTaxesCents).toBe(12_650);
    expect(quote.memberTotalBeforeTaxesCents).toBe(11_535);
  });

  it("has no member total for a visitor", () => {
    const quote = quoteStay({
      tripTotalCents: 100,
      averageNightlyCents: 100,
      nights: 1,
      lockFeeCents: 0,
      siteLocked: false,
    });
    expect(quote.memberTotalBeforeTaxesCents).toBeNull();
  });
});
