import { describe, expect, it } from "vitest";
import {
  addonChoices,
  addonLinesTotal,
  addonUnitText,
  chosenAddonLines,
  optionalAddonsFor,
  type ParkAddonOffer,
  stayTotals,
} from "./chosen-addons";

const addon = (id: string, overrides: Partial<ParkAddonOffer> = {}): ParkAddonOffer => ({
  id,
  kind: "online_store",
  name: id,
  description: "",
  priceCents: 700,
  maxQuantity: 5,
  categories: [],
  mandatory: false,
  ...overrides,
});

const firewood = addon("Firewood Bundle", { priceCents: 900, maxQuantity: 6 });
const amp50 = addon("50-Amp Electric Upgrade", {
  kind: "daily_rate",
  priceCents: 800,
  maxQuantity: 1,
  categories: ["rv"],
});
const petFee = addon("Pet Fee", { kind: "daily_rate", priceCents: 500, mandatory: true });
const vehicle = addon("Extra Vehicle", { kind: "daily_rate", priceCents: 1_000, maxQuantity: 2 });

describe("optionalAddonsFor", () => {
  it("offers a site the optional add-ons of its category, never a mandatory fee", () => {
    const all = [firewood, amp50, petFee, vehicle];
    expect(optionalAddonsFor(all, "rv").map((entry) => entry.id)).toEqual([
      "Firewood Bundle",
      "50-Amp Electric Upgrade",
      "Extra Vehicle",
    ]);
    expect(optionalAddonsFor(all, "tent").map((entry) => entry.id)).toEqual([
      "Firewood Bundle",
      "Extra Vehicle",
    ]);
  });
});

describe("chosenAddonLines", () => {
  it("prices a nightly add-on per night and a store add-on per unit, as the cart does", () => {
    const lines = chosenAddonLines(
      [firewood, amp50, vehicle],
      { "Firewood Bundle": 2, "50-Amp Electric Upgrade": 1 },
      3,
    );
    expect(lines).toEqual([
      {
        id: "Firewood Bundle",
        name: "Firewood Bundle",
        quantity: 2,
        detail: "2 × $9.00 each",
        totalCents: 1_800,
      },
      {
        id: "50-Amp Electric Upgrade",
        name: "50-Amp Electric Upgrade",
        quantity: 1,
        detail: "1 × $8.00 a night × 3 nights",
        totalCents: 2_400,
      },
    ]);
    expect(addonLinesTotal(lines)).toBe(4_200);
  });

  it("never counts more than an add-on's most per site, nor less than none", () => {
    const lines = chosenAddonLines(
      [amp50, firewood],
      { "50-Amp Electric Upgrade": 4, "Firewood Bundle": -2 },
      1,
    );
    expect(lines.map((line) => [line.id, line.quantity, line.detail])).toEqual([
      ["50-Amp Electric Upgrade", 1, "1 × $8.00 a night × 1 night"],
    ]);
  });
});

describe("addonChoices", () => {
  it("splits the picks into the cart's nightly and store lists, leaving out what was set back to 0", () => {
    expect(
      addonChoices([firewood, amp50, vehicle], {
        "Firewood Bundle": 2,
        "50-Amp Electric Upgrade": 1,
        "Extra Vehicle": 0,
      }),
    ).toEqual({
      dailyRateAddons: [{ addonId: "50-Amp Electric Upgrade", quantity: 1 }],
      onlineStoreAddons: [{ addonId: "Firewood Bundle", quantity: 2 }],
    });
  });
});

describe("addonUnitText", () => {
  it("says how an add-on is charged", () => {
    expect(addonUnitText(amp50)).toBe("$8.00 a night");
    expect(addonUnitText(firewood)).toBe("$9.00 each");
  });
});

describe("stayTotals", () => {
  it("adds the add-ons to the stay's total, and at full price to a member's", () => {
    const lines = chosenAddonLines([firewood], { "Firewood Bundle": 2 }, 2);
    expect(stayTotals({ totalBeforeTaxesCents: 14_000, memberTotalBeforeTaxesCents: null }, lines)).toEqual({
      totalCents: 15_800,
      memberTotalCents: null,
    });
    expect(stayTotals({ totalBeforeTaxesCents: 14_000, memberTotalBeforeTaxesCents: 12_600 }, lines)).toEqual(
      {
        totalCents: 15_800,
        memberTotalCents: 14_400,
      },
    );
  });
});
