import { describe, expect, it } from "vitest";
import {
  basisPointsOfWhole,
  centsPer,
  changeBp,
  nightlyRoomRevenue,
  siteNightFigures,
} from "./report-figures";

describe("report figures", () => {
  it("rounds occupancy half up to the basis point and has none without an open site-night", () => {
    expect(basisPointsOfWhole(1, 3)).toBe(3_333);
    expect(basisPointsOfWhole(2, 3)).toBe(6_667);
    expect(basisPointsOfWhole(1, 80_000)).toBe(0); // 0.125 bp
    expect(basisPointsOfWhole(1, 20_000)).toBe(1); // 0.5 bp rounds up
    expect(basisPointsOfWhole(7, 7)).toBe(10_000);
    expect(basisPointsOfWhole(0, 0)).toBeNull();
  });

  it("rounds ADR and RevPAR half up to the cent", () => {
    expect(centsPer(10_001, 2)).toBe(5_001); // 5000.5
    expect(centsPer(10_001, 3)).toBe(3_334); // 3333.67
    expect(centsPer(10_000, 3)).toBe(3_333);
    expect(centsPer(500, 0)).toBeNull();
  });

  it("gives ADR per occupied and RevPAR per available site-night", () => {
    expect(siteNightFigures({ availableNights: 40, occupiedNights: 10, roomRevenueCents: 55_000 })).toEqual({
      availableNights: 40,
      occupiedNights: 10,
      roomRevenueCents: 55_000,
      occupancyBp: 2_500,
      adrCents: 5_500,
      revparCents: 1_375,
    });
    expect(siteNightFigures({ availableNights: 0, occupiedNights: 0, roomRevenueCents: 0 })).toEqual({
      availableNights: 0,
      occupiedNights: 0,
      roomRevenueCents: 0,
      occupancyBp: null,
      adrCents: null,
      revparCents: null,
    });
  });

  it("measures the change against last year, up or down, and none from nothing", () => {
    expect(changeBp(125, 100)).toBe(2_500);
    expect(changeBp(75, 100)).toBe(-2_500);
    expect(changeBp(2, 3)).toBe(-3_333);
    expect(changeBp(5, 0)).toBeNull();
  });

  it("shares a stay's discount over its nights by price, to the cent, never below zero", () => {
    expect(nightlyRoomRevenue([5_000, 5_000], 500)).toEqual([4_750, 4_750]);
    const shared = nightlyRoomRevenue([4_000, 6_250, 6_250], 1_001);
    expect(shared.reduce((sum, cents) => sum + cents, 0)).toBe(16_500 - 1_001);
    expect(shared).toEqual([4_000 - 242, 6_250 - 379, 6_250 - 380]);
    expect(nightlyRoomRevenue([100, 0, 100], 500)).toEqual([0, 0, 0]);
    expect(nightlyRoomRevenue([3_000], 0)).toEqual([3_000]);
    expect(nightlyRoomRevenue([], 200)).toEqual([]);
  });
});
