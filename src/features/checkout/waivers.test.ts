import { describe, expect, it } from "vitest";
import { type CheckoutWaiver, waiverKeysOf, waiverStaysOfCart, waiversFor } from "./waivers";

const TROUT = "11111111-1111-4111-8111-111111111111";
const BEAVERKILL = "22222222-2222-4222-8222-222222222222";

const general: CheckoutWaiver = { key: "waivers/general", title: "General release", scope: null };
const watercraft: CheckoutWaiver = {
  key: "waivers/watercraft",
  title: "Watercraft rental waiver",
  scope: { addonNames: ["Kayak Rental (half day)"] },
};
const troutPond: CheckoutWaiver = {
  key: "waivers/trout-pond",
  title: "Pond waiver",
  scope: { parkIds: [TROUT] },
};
const rvHookups: CheckoutWaiver = { key: "waivers/rv", title: "RV hookups", scope: { categories: ["rv"] } };
const all = [general, watercraft, troutPond, rvHookups];

describe("the waivers a cart needs", () => {
  it("asks only the general release for a tent stay without rentals elsewhere", () => {
    expect(
      waiversFor(all, [{ parkId: BEAVERKILL, category: "tent", addonNames: ["Firewood Bundle"] }]),
    ).toEqual([general]);
  });

  it("asks the watercraft waiver when a stay has the kayak rental, whatever the letter case", () => {
    const stays = [{ parkId: BEAVERKILL, category: "tent", addonNames: ["kayak rental (HALF DAY)"] }];
    expect(waiversFor(all, stays).map((waiver) => waiver.key)).toEqual([
      "waivers/general",
      "waivers/watercraft",
    ]);
  });

  it("asks a park's waiver for that park's stays only, and a category's for that category", () => {
    expect(waiversFor(all, [{ parkId: TROUT, category: "rv", addonNames: [] }])).toEqual([
      general,
      troutPond,
      rvHookups,
    ]);
    expect(
      waiversFor([watercraft, troutPond], [{ parkId: BEAVERKILL, category: "lodging", addonNames: [] }]),
    ).toEqual([]);
  });

  it("needs every list of a scope to match one and the same stay", () => {
    const kayakAtTrout: CheckoutWaiver = {
      key: "waivers/trout-kayak",
      title: "Trout pond kayaks",
      scope: { parkIds: [TROUT], addonNames: ["Kayak Rental (half day)"] },
    };
    const stays = [
      { parkId: TROUT, category: "tent", addonNames: [] },
      { parkId: BEAVERKILL, category: "tent", addonNames: ["Kayak Rental (half day)"] },
    ];
    expect(waiversFor([kayakAtTrout], stays)).toEqual([]);
  });

  it("asks nothing of an empty cart", () => {
    expect(waiversFor(all, [])).toEqual([]);
  });

  it("reads the stays of a cart view, leaving out add-ons with no quantity", () => {
    const item = (addons: { name: string; quantity: number }[]) => ({
      campsiteType: { campsiteCategoryCode: "tent" as const },
      dailyRateAddons: [],
      onlineStoreAddons: addons,
    });
    const cart = {
      parkShoppingCartsArray: [
        { parkId: TROUT, shoppingCartItems: [item([{ name: "Kayak Rental (half day)", quantity: 0 }])] },
      ],
    } as unknown as Parameters<typeof waiverStaysOfCart>[0];
    expect(waiverStaysOfCart(cart)).toEqual([{ parkId: TROUT, category: "tent", addonNames: [] }]);
  });

  it("compares ticked lists by their keys, in any order", () => {
    expect(waiverKeysOf([watercraft, general])).toBe(waiverKeysOf([general, watercraft]));
    expect(waiverKeysOf([general])).not.toBe(waiverKeysOf([general, watercraft]));
  });
});
