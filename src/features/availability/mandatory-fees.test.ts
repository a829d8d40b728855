import { describe, expect, it } from "vitest";
import { mandatoryNightlyFeeCents, mandatoryQuantity } from "./mandatory-fees";

const resortFee = {
  kind: "daily_rate" as const,
  priceCents: 300,
  mandatory: true,
  categories: [],
  chargedPer: "site" as const,
};
const rvOnlyFee = {
  kind: "daily_rate" as const,
  priceCents: 200,
  mandatory: true,
  categories: ["rv"],
  chargedPer: "site" as const,
};
const optionalUpgrade = {
  kind: "daily_rate" as const,
  priceCents: 800,
  mandatory: false,
  categories: [],
  chargedPer: "site" as const,
};
const firewood = {
  kind: "online_store" as const,
  priceCents: 899,
  mandatory: true,
  categories: [],
  chargedPer: "site" as const,
};
const petFee = {
  kind: "daily_rate" as const,
  priceCents: 500,
  mandatory: true,
  categories: [],
  chargedPer: "pet" as const,
};

describe("mandatoryNightlyFeeCents", () => {
  it("adds every mandatory nightly fee that applies to the category", () => {
    expect(mandatoryNightlyFeeCents([resortFee, rvOnlyFee, optionalUpgrade], "rv")).toBe(500);
    expect(mandatoryNightlyFeeCents([resortFee, rvOnlyFee, optionalUpgrade], "tent")).toBe(300);
  });

  it("ignores optional add-ons and per-unit store items", () => {
    expect(mandatoryNightlyFeeCents([optionalUpgrade, firewood], "lodging")).toBe(0);
  });

  it("charges a per-pet fee once for each pet of the party, and not at all without pets", () => {
    expect(mandatoryNightlyFeeCents([resortFee, petFee], "tent", { pets: 1 })).toBe(800);
    expect(mandatoryNightlyFeeCents([resortFee, petFee], "tent", { pets: 2 })).toBe(1_300);
    expect(mandatoryNightlyFeeCents([resortFee, petFee], "tent", { pets: 0 })).toBe(300);
    // A "From" price, before the party is known, carries the per-site fees only.
    expect(mandatoryNightlyFeeCents([resortFee, petFee], "tent")).toBe(300);
  });
});

describe("mandatoryQuantity", () => {
  it("is one per site, one per pet, or none for an optional add-on or another category", () => {
    expect(mandatoryQuantity(resortFee, "tent", { pets: 3 })).toBe(1);
    expect(mandatoryQuantity(petFee, "tent", { pets: 3 })).toBe(3);
    expect(mandatoryQuantity(optionalUpgrade, "tent", { pets: 3 })).toBe(0);
    expect(mandatoryQuantity(rvOnlyFee, "tent", { pets: 0 })).toBe(0);
  });
});
