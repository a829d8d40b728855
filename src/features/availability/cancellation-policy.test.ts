import { describe, expect, it } from "vitest";
import { todayIn } from "@/lib/stay-dates";
import {
  describeCancellationDeadline,
  describeCancellationDeadlines,
  quoteCancellation,
} from "./cancellation-policy";

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

describe("describeCancellationDeadline", () => {
  const week = { fullRefundDaysBefore: 7, lateCancellationFeeBp: 2_500 };

  it("gives the exact last free day in park time, the late fee and the arrival day", () => {
    expect(describeCancellationDeadline(week, "2027-07-14", "2027-06-01")).toEqual({
      arrival: "2027-07-14",
      fullRefundUntil: "2027-07-07",
      text: "Free cancellation until 11:59 pm on Wed, Jul 7, 2027 (park time); after that a fee of 25 % of the stay; no online cancellation from the arrival day (Wed, Jul 14, 2027).",
    });
  });

  it("still offers the free period on its last day at the park, though UTC is already on the next day", () => {
    // 03:30 UTC on Jul 8 is 11:30 pm on Jul 7 in New York.
    const today = todayIn("America/New_York", new Date("2027-07-08T03:30:00Z"));
    expect(describeCancellationDeadline(week, "2027-07-14", today).text).toMatch(
      /^Free cancellation until 11:59 pm on Wed, Jul 7, 2027 \(park time\)/,
    );
    const dayAfter = todayIn("America/New_York", new Date("2027-07-08T04:30:00Z"));
    expect(describeCancellationDeadline(week, "2027-07-14", dayAfter).text).toBe(
      "The free-cancellation period for these dates ended on Wed, Jul 7, 2027: cancelling now means a fee of 25 % of the stay; no online cancellation from the arrival day (Wed, Jul 14, 2027).",
    );
  });

  it("writes the same dates whatever the machine's time zone", () => {
    const original = process.env.TZ;
    try {
      const texts = ["Pacific/Kiritimati", "Pacific/Pago_Pago", "UTC"].map((zone) => {
        process.env.TZ = zone;
        return describeCancellationDeadline(week, "2027-01-01", "2026-12-01").text;
      });
      expect(new Set(texts).size).toBe(1);
      expect(texts[0]).toContain("11:59 pm on Fri, Dec 25, 2026 (park time)");
      expect(texts[0]).toContain("(Fri, Jan 1, 2027)");
    } finally {
      process.env.TZ = original;
    }
  });

  it("says no refund for a fee of everything, and names the eve of arrival when there is no fee", () => {
    expect(
      describeCancellationDeadline(
        { fullRefundDaysBefore: 30, lateCancellationFeeBp: 10_000 },
        "2027-07-14",
        "2027-05-01",
      ).text,
    ).toContain("(park time); after that no refund;");
    expect(
      describeCancellationDeadline(
        { fullRefundDaysBefore: 0, lateCancellationFeeBp: 0 },
        "2027-07-14",
        "2027-05-01",
      ).text,
    ).toBe(
      "Free cancellation until 11:59 pm on Tue, Jul 13, 2027 (park time); no online cancellation from the arrival day (Wed, Jul 14, 2027).",
    );
  });

  it("lists one deadline per distinct arrival, earliest first", () => {
    const deadlines = describeCancellationDeadlines(
      week,
      ["2027-07-20", "2027-07-14", "2027-07-20"],
      "2027-06-01",
    );
    expect(deadlines.map((deadline) => deadline.fullRefundUntil)).toEqual(["2027-07-07", "2027-07-13"]);
  });
});
