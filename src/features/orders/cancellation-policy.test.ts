import { describe, expect, it } from "vitest";
import { quoteCancellation } from "./cancellation-policy";

const terms = { fullRefundDaysBefore: 7, lateCancellationFeeBp: 5_000 };
const stay = { arrival: "2027-07-09", totalCents: 31_337 };

describe("quoteCancellation", () => {
  it.each([
    ["refunds everything well before arrival", "2027-06-01", { refund: 31_337, fee: 0 }],
    ["refunds everything on the last full-refund day", "2027-07-02", { refund: 31_337, fee: 0 }],
    ["keeps half, rounded half-up to the cent, the day after", "2027-07-03", { refund: 15_668, fee: 15_669 }],
    ["keeps half on the eve of arrival", "2027-07-08", { refund: 15_668, fee: 15_669 }],
  ])("%s", (_name, today, expected) => {
    expect(quoteCancellation(terms, stay, today)).toEqual({ ...expected, fullRefundUntil: "2027-07-02" });
  });

  it("offers no online cancellation from the arrival day on", () => {
    expect(quoteCancellation(terms, stay, "2027-07-09")).toBeNull();
    expect(quoteCancellation(terms, stay, "2027-07-10")).toBeNull();
  });

  it("never keeps more than the total with a fee of everything", () => {
    expect(
      quoteCancellation({ fullRefundDaysBefore: 30, lateCancellationFeeBp: 10_000 }, stay, "2027-07-08"),
    ).toEqual({ refund: 0, fee: 31_337, fullRefundUntil: "2027-06-09" });
  });
});
