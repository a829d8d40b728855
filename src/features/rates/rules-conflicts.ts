/**
 * Stay rules that contradict each other once they fall through: a type in a season that needs more nights than it
 * allows (a 3-night holiday minimum from the park under a type's 2-night maximum) can never be booked for such a
 * stay. Pure; the engine's own `resolveStayRules` decides which row's field applies.
 */
import type { StayRuleRow } from "@/features/availability/engine-types";
import { resolveStayRules } from "@/features/availability/stay-calendar";

export const MINIMUM_FIELDS = ["minNights", "weekendMinNights", "holidayMinNights"] as const;
export type MinimumField = (typeof MINIMUM_FIELDS)[number];

export type StayRuleConflict = {
  campsiteTypeId: string;
  seasonId: string;
  field: MinimumField;
  minimum: number;
  maximum: number;
};

/** Every (type, season, minimum) whose effective minimum is longer than its effective maximum. */
export function stayRuleConflicts(
  rows: readonly StayRuleRow[],
  campsiteTypeIds: readonly string[],
  seasonIds: readonly string[],
): StayRuleConflict[] {
  const conflicts: StayRuleConflict[] = [];
  for (const campsiteTypeId of campsiteTypeIds) {
    // Nights outside every season are closed whatever the rules say, so only seasons can conflict.
    for (const seasonId of seasonIds) {
      const rules = resolveStayRules(rows, campsiteTypeId, seasonId);
      const maximum = rules.maxNights;
      if (maximum === null) continue;
      for (const field of MINIMUM_FIELDS) {
        const minimum = rules[field];
        if (minimum !== null && minimum > maximum) {
          conflicts.push({ campsiteTypeId, seasonId, field, minimum, maximum });
        }
      }
    }
  }
  return conflicts;
}

/**
 * The conflicts a change would bring in: those after it that were not there before. A conflict the park already
 * had is not the change's fault, so it does not block an unrelated edit.
 */
export function newStayRuleConflicts(
  before: readonly StayRuleRow[],
  after: readonly StayRuleRow[],
  campsiteTypeIds: readonly string[],
  seasonIds: readonly string[],
): StayRuleConflict[] {
  const key = (conflict: StayRuleConflict) =>
    `${conflict.campsiteTypeId}|${conflict.seasonId}|${conflict.field}`;
  const existing = new Set(stayRuleConflicts(before, campsiteTypeIds, seasonIds).map(key));
  return stayRuleConflicts(after, campsiteTypeIds, seasonIds).filter(
    (conflict) => !existing.has(key(conflict)),
  );
}

const STAY_WORDS: Record<MinimumField, string> = {
  minNights: "a stay",
  weekendMinNights: "a stay with a Friday or Saturday night",
  holidayMinNights: "a stay over a holiday",
};

/** "With the other rules, Deluxe Cabin in Peak would need 3 nights for a stay over a holiday but allow at most 2." */
export function conflictMessage(conflict: StayRuleConflict, typeName: string, seasonName: string): string {
  return `With the other rules, ${typeName} in ${seasonName} would need ${conflict.minimum} nights for ${STAY_WORDS[conflict.field]} but allow at most ${conflict.maximum}. Change the minimum or the maximum so guests can book.`;
}

/** The field of the edited row to show a conflict at: the one it names if the row sets it, else its maximum. */
export function conflictField(
  conflict: StayRuleConflict,
  row: Pick<StayRuleRow, MinimumField | "maxNights">,
): MinimumField | "maxNights" {
  if (row[conflict.field] !== null) return conflict.field;
  if (row.maxNights !== null) return "maxNights";
  return MINIMUM_FIELDS.find((field) => row[field] !== null) ?? "maxNights";
}
