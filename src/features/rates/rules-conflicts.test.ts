import { describe, expect, it } from "vitest";
import { stayRuleRow as row } from "../../../tests/support/stay-rules";
import { conflictField, conflictMessage, newStayRuleConflicts, stayRuleConflicts } from "./rules-conflicts";

const park = row({ minNights: 1, maxNights: 14, weekendMinNights: 2, holidayMinNights: 3 });
const types = ["cabin", "tent"];
const seasons = ["spring", "peak"];

describe("stay rules that contradict each other", () => {
  it("finds none in a park whose minimums all fit under its maximum", () => {
    expect(stayRuleConflicts([park], types, seasons)).toEqual([]);
  });

  it("finds a type whose maximum falls under the park's holiday minimum, in every season", () => {
    const conflicts = stayRuleConflicts(
      [park, row({ campsiteTypeId: "tent", maxNights: 2 })],
      types,
      seasons,
    );
    expect(conflicts).toEqual([
      { campsiteTypeId: "tent", seasonId: "spring", field: "holidayMinNights", minimum: 3, maximum: 2 },
      { campsiteTypeId: "tent", seasonId: "peak", field: "holidayMinNights", minimum: 3, maximum: 2 },
    ]);
  });

  it("lets a more specific row settle it: the type's own holiday minimum in the peak season", () => {
    const rows = [
      park,
      row({ campsiteTypeId: "tent", maxNights: 2 }),
      row({ campsiteTypeId: "tent", seasonId: "peak", holidayMinNights: 2 }),
    ];
    expect(stayRuleConflicts(rows, types, seasons).map((conflict) => conflict.seasonId)).toEqual(["spring"]);
  });

  it("blames a change only for the conflicts it brings in", () => {
    const before = [park, row({ campsiteTypeId: "tent", maxNights: 2 })];
    const after = [...before, row({ campsiteTypeId: "cabin", seasonId: "peak", minNights: 20 })];
    expect(newStayRuleConflicts(before, after, types, seasons)).toEqual([
      { campsiteTypeId: "cabin", seasonId: "peak", field: "minNights", minimum: 20, maximum: 14 },
    ]);
    expect(newStayRuleConflicts(before, before, types, seasons)).toEqual([]);
  });

  it("shows the conflict at the field of the edited row that caused it, in words", () => {
    const conflict = {
      campsiteTypeId: "tent",
      seasonId: "peak",
      field: "holidayMinNights" as const,
      minimum: 3,
      maximum: 2,
    };
    expect(conflictField(conflict, row({ maxNights: 2 }))).toBe("maxNights");
    expect(conflictField(conflict, row({ maxNights: 2, holidayMinNights: 3 }))).toBe("holidayMinNights");
    expect(conflictField(conflict, row({ minNights: 4 }))).toBe("minNights");
    expect(conflictMessage(conflict, "Orchard Tent Site", "Peak")).toBe(
      "With the other rules, Orchard Tent Site in Peak would need 3 nights for a stay over a holiday but allow at most 2. Change the minimum or the maximum so guests can book.",
    );
  });
});
