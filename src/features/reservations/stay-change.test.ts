import { describe, expect, it } from "vitest";
import { staffSettlement } from "./stay-change";

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
