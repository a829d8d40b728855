import { roleWord, TEAM_ROLES, type TeamRole } from "@/lib/team-roles";

/** The roles the team screen gives (a guest or a plain user is not a team role to hand out). */
export const GIVEN_ROLES = ["MANAGER", "ADMIN", "OWNER"] as const satisfies readonly TeamRole[];

/** A member's parks as names: `null` is every park, an empty list no park at all. */
export function parksWords(
  parkIds: readonly string[] | null,
  parkNames: ReadonlyMap<string, string>,
): string {
  if (parkIds === null) return "Every park";
  if (parkIds.length === 0) return "No park";
  return parkIds.map((id) => parkNames.get(id) ?? "Unknown park").join(", ");
}

/** One line of an audit entry's change: `key: before → after`, or `key: value` when both sides agree. */
export type AuditChange = { key: string; before: string | null; after: string | null; changed: boolean };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A value in a few characters: text as it is, roles and park ids in words, anything nested as compact JSON. */
function valueWords(key: string, value: unknown, parkNames: ReadonlyMap<string, string>): string {
  if (value === undefined) return "—";
  if (key === "role" && typeof value === "string" && (TEAM_ROLES as readonly string[]).includes(value))
    return roleWord(value as TeamRole);
  if (typeof value === "string") return value;
  if ((key === "parkIds" || key === "parkId") && (value === null || Array.isArray(value))) {
    return parksWords(value as string[] | null, parkNames);
  }
  if (value === null || typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * An audit entry's `before` and `after` as lines a person reads: every key of either side once, in the order the
 * entry wrote them (before's keys first). A side that is not an object (a plain value) counts as one key, `value`;
 * a side that is missing (`null`: nothing before an invite, nothing after a removal) reads "—".
 */
export function auditChanges(
  before: unknown,
  after: unknown,
  parkNames: ReadonlyMap<string, string> = new Map(),
): AuditChange[] {
  const side = (value: unknown): Record<string, unknown> | null =>
    value === null || value === undefined ? null : isRecord(value) ? value : { value };
  const was = side(before);
  const is = side(after);
  const keys = [...new Set([...Object.keys(was ?? {}), ...Object.keys(is ?? {})])];
  return keys.map((key) => {
    const beforeWords = was ? valueWords(key, was[key], parkNames) : null;
    const afterWords = is ? valueWords(key, is[key], parkNames) : null;
    const both = was !== null && is !== null;
    return {
      key,
      before: beforeWords,
      after: afterWords,
      changed: !both || JSON.stringify(was[key]) !== JSON.stringify(is[key]),
    };
  });
}

/** One change as a line: `role: Manager → Admin` when it changed, `role: Admin` when it did not or one side is missing. */
export function changeLine(change: AuditChange): string {
  const value =
    change.before !== null && change.after !== null && change.changed
      ? `${change.before} → ${change.after}`
      : (change.before ?? change.after ?? "—");
  return `${change.key}: ${value}`;
}

/** Which side an entry has when it has only one (an invite has only `after`, a removal only `before`). */
export function onlySide(before: unknown, after: unknown): "before" | "after" | null {
  const missing = (value: unknown) => value === null || value === undefined;
  if (missing(before) && !missing(after)) return "after";
  if (!missing(before) && missing(after)) return "before";
  return null;
}
