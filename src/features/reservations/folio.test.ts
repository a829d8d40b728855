import { describe, expect, it } from "vitest";
import {
  type ChargeItem,
  chargeChanges,
  chargeItemsOf,
  folioTotals,
  type LedgerLine,
  refundOfPaid,
} from "./folio";

const booked = chargeItemsOf({
  nights: 2,
  subtotalCents: 12_000,
  lockFeeCents: 1_000,
  discountCents: 500,
  taxesCents: 800,
  discountLabel: "Rewards Discount",
  addons: [{ name: "Firewood", quantity: 2, totalCents: 1_600 }],
});
const asLines = (items: readonly ChargeItem[]): LedgerLine[] =>
  items.map((item) => ({ kind: "charge", status: "succeeded", ...item }));

describe("a stay's folio", () => {
  it("itemizes a stay's stored price into charges that sum to its total", () => {
    expect(booked).toEqual([
      { item: "nights", description: "2 nights", amountCents: 9_400 },
      { item: "lock_fee", description: "Site lock fee", amountCents: 1_000 },
      { item: "addon:Firewood", description: "Firewood × 2", amountCents: 1_600 },
      { item: "discount", description: "Rewards Discount", amountCents: -500 },
      { item: "taxes", description: "Taxes", amountCents: 800 },
    ]);
    expect(booked.reduce((sum, item) => sum + item.amountCents, 0)).toBe(12_000 - 500 + 800);
  });

  it("posts only what changed, names what it was, and nothing when the price is the same", () => {
    const lines = asLines(booked);
    expect(chargeChanges(lines, booked, { cancelled: false })).toEqual([]);
    const longer = booked.map((item) =>
      item.item === "nights" ? { ...item, description: "3 nights", amountCents: 14_100 } : item,
    );
    expect(chargeChanges(lines, longer, { cancelled: false })).toEqual([
      { item: "nights", description: "3 nights (was 2 nights)", amountCents: 4_700 },
    ]);
    const withoutFirewood = booked.filter((item) => item.item !== "addon:Firewood");
    expect(chargeChanges(lines, withoutFirewood, { cancelled: false })).toEqual([
      { item: "addon:Firewood", description: "Removed: Firewood × 2", amountCents: -1_600 },
    ]);
  });

  it("reverses every stay charge on a cancellation and leaves a kept fee or a store item alone", () => {
    const lines = [
      ...asLines(booked),
      { kind: "charge", item: "store", description: "Ice", amountCents: 500, status: "succeeded" } as const,
    ];
    const changes = chargeChanges(lines, [], { cancelled: true });
    expect(changes.map((change) => change.description)).toEqual([
      "Cancelled: 2 nights",
      "Cancelled: Site lock fee",
      "Cancelled: Firewood × 2",
      "Cancelled: Rewards Discount",
      "Cancelled: Taxes",
    ]);
    expect(changes.reduce((sum, change) => sum + change.amountCents, 0)).toBe(-12_300);
  });

  it("reads charges less payments plus refunds, failed lines aside", () => {
    const lines: LedgerLine[] = [
      ...asLines(booked),
      { kind: "payment", item: null, description: "Card", amountCents: 12_300, status: "succeeded" },
      { kind: "payment", item: null, description: "Card", amountCents: 999, status: "failed" },
      { kind: "refund", item: null, description: "Refund", amountCents: 300, status: "pending" },
      { kind: "adjustment", item: null, description: "Goodwill", amountCents: -1_000, status: "succeeded" },
    ];
    expect(folioTotals(lines)).toEqual({ chargesCents: 11_300, paidCents: 12_000, balanceCents: -700 });
  });
});

describe("a cancellation's refund of what was paid", () => {
  it("refunds what the terms refund when the stay was paid in full", () => {
    expect(refundOfPaid({ refund: 7_500 }, { totalCents: 10_000, paidCents: 10_000 })).toEqual({
      refund: 7_500,
      fee: 2_500,
    });
  });

  it("takes the fee from a deposit, never more than it, and refunds a deposit in full inside the free period", () => {
    expect(refundOfPaid({ refund: 7_500 }, { totalCents: 10_000, paidCents: 4_000 })).toEqual({
      refund: 1_500,
      fee: 2_500,
    });
    expect(refundOfPaid({ refund: 5_000 }, { totalCents: 10_000, paidCents: 2_500 })).toEqual({
      refund: 0,
      fee: 2_500,
    });
    expect(refundOfPaid({ refund: 10_000 }, { totalCents: 10_000, paidCents: 2_500 })).toEqual({
      refund: 2_500,
      fee: 0,
    });
  });
});
