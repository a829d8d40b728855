import { describe, expect, it } from "vitest";
import { mandatoryNightlyFeeCents } from "./mandatory-fees";

const resortFee = { kind: "daily_rate" as const, priceCents: 300, mandatory: true, categories: [] };
const rvOnlyFee = { kind: "daily_rate" as const, priceCents: 200, mandatory: true, categories: ["rv"] };
const optionalUpgrade = { kind: "daily_rate" as const, priceCents: 800, mandatory: false, categories: [] };
const firewood = { kind: "online_store" as const, priceCents: 899, mandatory: true, categories: [] };

describe("mandatoryNightlyFeeCents", () => {
  it("adds every mandatory nightly fee that applies to the category", () => {
    expect(mandatoryNightlyFeeCents([resortFee, rvOnlyFee, optionalUpgrade], "rv")).toBe(500);
    expect(mandatoryNightlyFeeCents([resortFee, rvOnlyFee, optionalUpgrade], "tent")).toBe(300);
  });

  it("ignores optional add-ons and per-unit store items", () => {
    expect(mandatoryNightlyFeeCents([optionalUpgrade, firewood], "lodging")).toBe(0);
  });
});
