import { describe, expect, it } from "vitest";
import { sumCents } from "@/lib/money";
import {
  changeQuoteWords,
  folioActorWords,
  folioAmountWords,
  folioLineWords,
  reservationPriceLines,
  reservationStatus,
  settlementWords,
} from "./reservation-lines";

const amount = (lines: ReturnType<typeof reservationPriceLines>, key: string) =>
  lines.find((line) => line.key === key)?.amountCents;

/** The parts above the subtotal add up to it; subtotal, discount and taxes add up to the total. */
function expectAddsUp(lines: ReturnType<typeof reservationPriceLines>) {
  const subtotalAt = lines.findIndex((line) => line.kind === "subtotal");
  const parts = lines.slice(0, subtotalAt);
  expect(sumCents(parts.map((line) => line.amountCents))).toBe(lines[subtotalAt]!.amountCents);
  const summary = lines.filter((line) => ["subtotal", "discount", "taxes"].includes(line.kind));
  expect(sumCents(summary.map((line) => line.amountCents))).toBe(lines.at(-1)!.amountCents);
}

describe("reservationPriceLines", () => {
  it("lists nights, the lock fee, add-ons, then subtotal, discount, taxes and total that add up", () => {
    const lines = reservationPriceLines(
      {
        nightlyPricesCents: [4500, 4500],
        lockFeeCents: 1000,
        subtotalCents: 4500 * 2 + 1000 + 1798 + 500,
        discountCents: 450,
        taxesCents: 870,
        totalCents: 4500 * 2 + 1000 + 1798 + 500 - 450 + 870,
      },
      [
        { name: "Firewood Bundle", kind: "online_store", quantity: 2, totalCents: 1798, mandatory: false },
        { name: "Resort fee", kind: "daily_rate", quantity: 1, totalCents: 500, mandatory: true },
      ],
    );
    expect(lines.map((line) => line.label)).toEqual([
      "Nights",
      "Site lock fee",
      "Firewood Bundle",
      "Resort fee",
      "Subtotal",
      "Discount",
      "Taxes",
      "Total",
    ]);
    expect(lines[0]!.detail).toBe("2 nights × $45.00");
    expect(lines[2]!.detail).toBe("2 ×");
    expect(lines[3]!.detail).toBe("Included fee, per night");
    expect(amount(lines, "discount")).toBe(-450);
    expectAddsUp(lines);
  });

  it("shows each night's price when they differ and leaves out a lock fee or discount of nothing", () => {
    const lines = reservationPriceLines(
      {
        nightlyPricesCents: [4000, 5500],
        lockFeeCents: 0,
        subtotalCents: 9500,
        discountCents: 0,
        taxesCents: 760,
        totalCents: 10260,
      },
      [],
    );
    expect(lines.map((line) => line.kind)).toEqual(["nights", "subtotal", "taxes", "total"]);
    expect(lines[0]!.detail).toBe("2 nights: $40.00 + $55.00");
    const long = reservationPriceLines(
      {
        nightlyPricesCents: [...Array(9).fill(4000), 5000],
        lockFeeCents: 0,
        subtotalCents: 41000,
        discountCents: 0,
        taxesCents: 0,
        totalCents: 41000,
      },
      [],
    );
    expect(long[0]!.detail).toBe("10 nights, $41.00 a night on average");
    expectAddsUp(lines);
  });

  it("shows a stored subtotal that its parts do not make as another line, so the lines still add up", () => {
    const lines = reservationPriceLines(
      {
        nightlyPricesCents: [4000],
        lockFeeCents: 0,
        subtotalCents: 4300,
        discountCents: 0,
        taxesCents: 0,
        totalCents: 4300,
      },
      [],
    );
    expect(amount(lines, "other")).toBe(300);
    expectAddsUp(lines);
  });
});

describe("desk words", () => {
  it("reads a folio line as the desk does: cash tendered and change, a failed card, who wrote it", () => {
    const cash = {
      kind: "PAYMENT" as const,
      description: "Cash",
      amount: 5_000,
      method: "CASH" as const,
      status: "SUCCEEDED" as const,
      tendered: 6_000,
      change: 1_000,
      checkNumber: null,
    };
    expect(folioLineWords(cash)).toBe("Cash ($60.00 tendered, $10.00 change)");
    expect(folioAmountWords(cash)).toBe("−$50.00");
    expect(folioLineWords({ ...cash, description: "Card payment", tendered: null, status: "FAILED" })).toBe(
      "Card payment (failed)",
    );
    expect(folioAmountWords({ kind: "REFUND", amount: 2_000 })).toBe("$20.00");
    expect(folioAmountWords({ kind: "CHARGE", amount: -500 })).toBe("−$5.00");
    expect(folioActorWords({ kind: "STAFF", name: "Mara Manager" })).toBe("Mara Manager");
    expect(folioActorWords({ kind: "JOB", name: null })).toBe("Lantern");
  });

  it("says where a reservation stands, a cancellation first", () => {
    const at = new Date("2027-07-13T16:00:00Z");
    const row = { status: "confirmed" as const, checkedInAt: null, checkedOutAt: null };
    expect(reservationStatus(row).words).toBe("Confirmed");
    expect(reservationStatus({ ...row, checkedInAt: at }).words).toBe("Checked in");
    expect(reservationStatus({ ...row, checkedInAt: at, checkedOutAt: at }).words).toBe("Checked out");
    expect(reservationStatus({ ...row, status: "canceled", checkedInAt: at }).key).toBe("canceled");
  });

  it("says what became of a price difference", () => {
    expect(settlementWords({ kind: "kept" })).toBe("Price kept.");
    expect(settlementWords({ kind: "refunded", cents: 1200 })).toBe("$12.00 refunded.");
    expect(settlementWords({ kind: "owed", cents: 4500 })).toBe("$45.00 more owed at the park.");
  });

  it("says what a change will cost before it is made, and what its button adds", () => {
    expect(
      changeQuoteWords({
        oldTotalCents: 18_485,
        newTotalCents: 27_185,
        settlement: { kind: "owed", cents: 8_700 },
      }),
    ).toEqual({
      total: "New total $271.85 (was $184.85).",
      money: "$87.00 more to pay at the park.",
      button: "$87.00 more owed",
    });
    expect(
      changeQuoteWords({
        oldTotalCents: 18_485,
        newTotalCents: 9_200,
        settlement: { kind: "refunded", cents: 9_285 },
      }).button,
    ).toBe("refund $92.85");
    expect(
      changeQuoteWords({
        oldTotalCents: 18_485,
        newTotalCents: 9_200,
        settlement: { kind: "reduced", cents: 9_285 },
      }).money,
    ).toBe("$92.85 less owed at the park; nothing to refund.");
    expect(
      changeQuoteWords({ oldTotalCents: 18_485, newTotalCents: 18_485, settlement: { kind: "kept" } }),
    ).toEqual({
      total: "Total stays $184.85.",
      money: "Nothing to pay or refund.",
      button: "no charge",
    });
  });
});
