import { describe, expect, it } from "vitest";
import { cancellationText, splitOrders, stayDatesText } from "./account-orders";

describe("splitOrders", () => {
  it("keeps orders with a stay still to come apart from those that are over, in the given order", () => {
    const orders = [
      { id: "a", past: false },
      { id: "b", past: true },
      { id: "c", past: false },
    ];
    expect(splitOrders(orders)).toEqual({
      upcoming: [orders[0], orders[2]],
      past: [orders[1]],
    });
  });
});

describe("stayDatesText", () => {
  it("names the year once for a stay inside one year", () => {
    expect(stayDatesText({ start: "2026-07-14", end: "2026-07-16" })).toBe("Tue, Jul 14 – Thu, Jul 16, 2026");
  });

  it("names both years for a stay over New Year", () => {
    expect(stayDatesText({ start: "2026-12-30", end: "2027-01-02" })).toBe(
      "Wed, Dec 30, 2026 – Sat, Jan 2, 2027",
    );
  });
});

describe("cancellationText", () => {
  it("promises a full refund while the policy gives one", () => {
    expect(cancellationText({ refund: 24_500, fee: 0, fullRefundUntil: "2026-07-07" })).toBe(
      "You get a full refund of $245.00.",
    );
  });

  it("states the fee and the refund once full refunds have ended", () => {
    expect(cancellationText({ refund: 20_000, fee: 4_500, fullRefundUntil: "2026-07-07" })).toBe(
      "Full refunds ended on Tue, Jul 7, so the park keeps a cancellation fee of $45.00. You get $200.00 back.",
    );
  });

  it("says plainly when nothing comes back", () => {
    expect(cancellationText({ refund: 0, fee: 24_500, fullRefundUntil: "2026-07-07" })).toBe(
      "This stay can no longer be refunded: the park keeps the full $245.00.",
    );
  });
});
