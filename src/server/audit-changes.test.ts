import { describe, expect, it } from "vitest";
import { changedFields } from "./audit-changes";

describe("changedFields", () => {
  it("keeps only the keys whose value changed, on both sides", () => {
    expect(
      changedFields(
        { name: "Trout Town Farms", checkInTime: "15:00", checkOutTime: "11:00" },
        { name: "Trout Town Farms", checkInTime: "14:00", checkOutTime: "11:00" },
      ),
    ).toEqual({ before: { checkInTime: "15:00" }, after: { checkInTime: "14:00" } });
  });

  it("sees a change inside a list or an object", () => {
    const terms = { fullRefundDaysBefore: 7, lateCancellationFeeBp: 5000 };
    expect(
      changedFields(
        { amenities: ["Fire ring"], terms },
        { amenities: ["Fire ring", "Picnic table"], terms: { ...terms } },
      ),
    ).toEqual({
      before: { amenities: ["Fire ring"] },
      after: { amenities: ["Fire ring", "Picnic table"] },
    });
  });

  it("reads the same object with its keys in another order as unchanged", () => {
    expect(
      changedFields(
        { terms: { summary: "Full refund", fullRefundDaysBefore: 7 } },
        { terms: { fullRefundDaysBefore: 7, summary: "Full refund" } },
      ),
    ).toBeNull();
  });

  it("answers null when nothing changed, missing and null alike", () => {
    expect(changedFields({ mapX: null, name: "B1" }, { mapX: undefined, name: "B1" })).toBeNull();
  });
});
