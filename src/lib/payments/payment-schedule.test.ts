import { describe, expect, it } from "vitest";
import {
  type PaymentPolicy,
  paymentPolicySummary,
  stayPaymentSchedule,
  sumSchedules,
} from "./payment-schedule";

const stay = { arrival: "2027-07-09", totalCents: 40_000, nightlyPricesCents: [10_000, 10_000, 15_000] };
const deposit = (value: Extract<PaymentPolicy, { kind: "DEPOSIT" }>["deposit"]): PaymentPolicy => ({
  kind: "DEPOSIT",
  deposit: value,
  balanceDueDays: 14,
});

describe("a park's payment schedule", () => {
  it("charges everything at booking under a FULL policy", () => {
    expect(stayPaymentSchedule({ kind: "FULL", balanceDueDays: 14 }, stay, "2027-01-10")).toEqual({
      dueNowCents: 40_000,
      balanceCents: 0,
      balanceDueOn: null,
    });
  });

  it("takes a percentage, the first nights' share or a fixed amount now, and the rest N days before arrival", () => {
    expect(stayPaymentSchedule(deposit({ percent: 25 }), stay, "2027-01-10")).toEqual({
      dueNowCents: 10_000,
      balanceCents: 30_000,
      balanceDueOn: "2027-06-25",
    });
    // The first night is 10,000 of 35,000 in nightly prices: its share of the 40,000 total.
    expect(stayPaymentSchedule(deposit({ nights: 1 }), stay, "2027-01-10").dueNowCents).toBe(11_429);
    expect(stayPaymentSchedule(deposit({ amount: 5_000 }), stay, "2027-01-10").dueNowCents).toBe(5_000);
  });

  it("charges in full a stay booked on or after its balance date, and a deposit as large as the stay", () => {
    expect(stayPaymentSchedule(deposit({ percent: 25 }), stay, "2027-06-25").dueNowCents).toBe(40_000);
    expect(stayPaymentSchedule(deposit({ percent: 25 }), stay, "2027-06-24").dueNowCents).toBe(10_000);
    expect(stayPaymentSchedule(deposit({ amount: 50_000 }), stay, "2027-01-10")).toMatchObject({
      dueNowCents: 40_000,
      balanceDueOn: null,
    });
  });

  it("adds several stays' schedules, with the first balance date", () => {
    expect(
      sumSchedules([
        { dueNowCents: 100, balanceCents: 300, balanceDueOn: "2027-07-01" },
        { dueNowCents: 500, balanceCents: 0, balanceDueOn: null },
        { dueNowCents: 50, balanceCents: 150, balanceDueOn: "2027-06-20" },
      ]),
    ).toEqual({ dueNowCents: 650, balanceCents: 450, balanceDueOn: "2027-06-20" });
  });

  it("says the policy as guests read it", () => {
    expect(paymentPolicySummary({ kind: "FULL", balanceDueDays: 14 })).toBe("Paid in full when you book.");
    expect(paymentPolicySummary(deposit({ percent: 25 }))).toBe(
      "A deposit of 25 % of each stay when you book; the balance is charged to the same card 14 days before arrival. Stays that begin sooner are paid in full.",
    );
    expect(paymentPolicySummary(deposit({ nights: 1 }))).toContain("the first night of each stay");
    expect(paymentPolicySummary(deposit({ amount: 5_000 }))).toContain("$50.00 a stay");
  });
});
