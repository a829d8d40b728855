import { describe, expect, it } from "vitest";
import { breakdownProblems, sumLines } from "@/lib/price-breakdown";
import { mulberry32 } from "@/lib/seeded-random";
import type { Cart } from "./cart.schemas";
import { cartBreakdown } from "./cart-breakdown";
import { type PricingParkCart, priceParkCart, sumCartTotals } from "./cart-pricing";

/** A deterministic generator, so a failing cart can be replayed from its seed. */
function random(seed: number) {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { int, pick: <T>(items: readonly T[]) => items[int(0, items.length - 1)]! };
}

function generatedParkCart(rng: ReturnType<typeof random>, index: number): PricingParkCart {
  return {
    parkId: `park-${index}`,
    taxRatesBp: Array.from({ length: rng.int(0, 3) }, () => rng.int(0, 1_250)),
    promo: rng.pick([
      null,
      { code: "PCT", discountType: "PERCENTAGE" as const, value: rng.int(1, 5_000) },
      { code: "FIX", discountType: "FIXED" as const, value: rng.int(1, 50_000) },
    ]),
    memberDiscountBp: rng.pick([null, 1_000, rng.int(1, 3_000)]),
    items: Array.from({ length: rng.int(1, 4) }, (_, item) => {
      const nights = rng.int(1, 14);
      return {
        id: `item-${index}-${item}`,
        nightlyPricesCents: Array.from({ length: nights }, () => rng.int(1_000, 60_000)),
        lockFeeCents: rng.pick([0, 0, rng.int(100, 2_500)]),
        dailyRateAddons: Array.from({ length: rng.int(0, 3) }, (_, addon) => ({
          id: `daily-${addon}`,
          name: `Daily ${addon}`,
          quantity: rng.int(1, 3),
          unitPriceCents: rng.int(0, 2_000),
          mandatory: rng.pick([true, false]),
        })),
        onlineStoreAddons: Array.from({ length: rng.int(0, 3) }, (_, addon) => ({
          id: `store-${addon}`,
          name: `Store ${addon}`,
          quantity: rng.int(1, 6),
          unitPriceCents: rng.int(0, 5_000),
          mandatory: false,
        })),
      };
    }),
  };
}

/** The park cart as `getCart` shows it (the fields the breakdown reads), from the same pricing. */
function parkView(input: PricingParkCart, priced: ReturnType<typeof priceParkCart>) {
  return {
    parkId: input.parkId,
    parkName: input.parkId,
    discount: priced.discount
      ? { label: priced.discount.label, amount: priced.discount.amountCents, source: priced.discount.source }
      : null,
    taxes: priced.taxesCents,
    total: priced.totalCents,
    shoppingCartItems: input.items.map((item, index) => ({
      reservationDetailId: item.id,
      nights: item.nightlyPricesCents.length,
      siteLocked: item.lockFeeCents > 0,
      campsite: { id: item.id, name: "B14" },
      pricing: { nights: priced.items[index]!.nightsCents, lockFee: item.lockFeeCents },
      dailyRateAddons: item.dailyRateAddons.map((addon) => ({
        id: addon.id,
        name: addon.name,
        quantity: addon.quantity,
        mandatory: addon.mandatory,
        pricing: {
          unitPrice: addon.unitPriceCents,
          tripTotalBeforeTaxesFeesAndDiscounts: priced.items[index]!.dailyRateAddonTotals[addon.id] ?? 0,
        },
      })),
      onlineStoreAddons: item.onlineStoreAddons.map((addon) => ({
        id: addon.id,
        name: addon.name,
        quantity: addon.quantity,
        pricing: { unitPrice: addon.unitPriceCents },
      })),
    })),
  } as unknown as Cart["parkShoppingCartsArray"][number];
}

describe("cartBreakdown", () => {
  it("gives lines that always add up to the total shown, for a thousand generated carts", () => {
    for (let seed = 1; seed <= 1_000; seed += 1) {
      const rng = random(seed);
      const inputs = Array.from({ length: rng.int(1, 3) }, (_, index) => generatedParkCart(rng, index));
      const priced = inputs.map(priceParkCart);
      const breakdown = cartBreakdown({
        parkShoppingCartsArray: inputs.map((input, index) => parkView(input, priced[index]!)),
      });
      expect(breakdownProblems(breakdown), `seed ${seed}`).toEqual([]);
      // The total shown is the one charged, and every line a guest reads sums to it.
      expect(breakdown.total, `seed ${seed}`).toBe(sumCartTotals(priced).total);
      const everyLine = breakdown.parks.flatMap((park) => [
        ...park.stays.flatMap((stay) => stay.lines),
        ...park.summary.filter((line) => line.kind !== "subtotal"),
      ]);
      expect(sumLines(everyLine), `seed ${seed}`).toBe(breakdown.total);
    }
  });

  it("reads a stay as nights (average × n), the included mandatory fees, the site lock, then the add-ons", () => {
    const input: PricingParkCart = {
      parkId: "trout",
      taxRatesBp: [900],
      promo: null,
      memberDiscountBp: 1_000,
      items: [
        {
          id: "stay",
          nightlyPricesCents: [9_000, 10_000],
          lockFeeCents: 1_000,
          dailyRateAddons: [
            { id: "pet", name: "Pet Fee", quantity: 1, unitPriceCents: 500, mandatory: true },
            { id: "car", name: "Extra Vehicle", quantity: 1, unitPriceCents: 1_000, mandatory: false },
          ],
          onlineStoreAddons: [
            { id: "wood", name: "Firewood Bundle", quantity: 2, unitPriceCents: 899, mandatory: false },
          ],
        },
      ],
    };
    const breakdown = cartBreakdown({ parkShoppingCartsArray: [parkView(input, priceParkCart(input))] });
    const park = breakdown.parks[0]!;
    expect(park.stays[0]!.lines.map((line) => [line.kind, line.label, line.amount, line.included])).toEqual([
      ["nights", "2 nights × $95.00 (avg.)", 19_000, false],
      ["fee", "Pet Fee", 1_000, true],
      ["lock", "Site lock: B14", 1_000, false],
      ["addon", "Extra Vehicle", 2_000, false],
      ["addon", "Firewood Bundle", 1_798, false],
    ]);
    expect(park.summary.map((line) => [line.label, line.amount])).toEqual([
      ["Subtotal", 24_798],
      ["Rewards Discount", -1_900],
      ["Taxes", 2_061],
    ]);
    expect(park.total).toBe(24_798 - 1_900 + 2_061);
  });
});
