import { describe, expect, it } from "vitest";
import { addedNights, keptNightPrices, staffSettlement } from "./stay-change";

describe("a staff re-price's money", () => {
  it("leaves a higher price owed at the park and keeps an unchanged one", () => {
    expect(staffSettlement(4_000, 0)).toEqual({ kind: "owed", cents: 4_000 });
    expect(staffSettlement(0, -500)).toEqual({ kind: "kept" });
  });

  it("refunds of a lower price only what was paid beyond the order's new cost", () => {
    // Paid in full: the order is overpaid by the whole difference.
    expect(staffSettlement(-3_000, -3_000)).toEqual({ kind: "refunded", cents: 3_000 });
    // Part paid: 1,000 more than the new cost came in.
    expect(staffSettlement(-3_000, -1_000)).toEqual({ kind: "refunded", cents: 1_000 });
    // Not paid that far: the stay simply owes less.
    expect(staffSettlement(-3_000, 2_000)).toEqual({ kind: "reduced", cents: 3_000 });
  });
});

describe("pricing a change by its nights (NIGHTS)", () => {
  const was = {
    arrival: "2027-06-04",
    departure: "2027-06-06",
    nightlyPricesCents: [9_000, 9_500],
    campsiteTypeId: "orchard",
  };
  const today = (nights: number) => Array.from({ length: nights }, () => 12_000);

  it("keeps what the booked nights cost and prices the added ones at today's rates", () => {
    const later = { start: "2027-06-04", end: "2027-06-08" };
    expect(keptNightPrices(was, { dates: later, campsiteTypeId: "orchard" }, today(4))).toEqual([
      9_000, 9_500, 12_000, 12_000,
    ]);
    const earlier = { start: "2027-06-03", end: "2027-06-06" };
    expect(keptNightPrices(was, { dates: earlier, campsiteTypeId: "orchard" }, today(3))).toEqual([
      12_000, 9_000, 9_500,
    ]);
    expect(addedNights(was, later)).toBe(2);
    expect(addedNights(was, earlier)).toBe(1);
  });

  it("drops the nights given up, and prices every night today on another site type", () => {
    const shorter = { start: "2027-06-05", end: "2027-06-06" };
    expect(keptNightPrices(was, { dates: shorter, campsiteTypeId: "orchard" }, today(1))).toEqual([9_500]);
    expect(addedNights(was, shorter)).toBe(0);
    // Two nights a week later: other nights, none added (KEEP gives nothing free).
    expect(addedNights(was, { start: "2027-06-11", end: "2027-06-13" })).toBe(0);
    const sameNights = { start: "2027-06-04", end: "2027-06-06" };
    expect(keptNightPrices(was, { dates: sameNights, campsiteTypeId: "riverside" }, today(2))).toEqual([
      12_000, 12_000,
    ]);
  });
});
