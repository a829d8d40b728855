/** JSON with every object's keys sorted: the database's jsonb keeps its own key order, the form another. */
function canonical(value: unknown): string {
  return JSON.stringify(value ?? null, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

/**
 * The fields of a park, a site type or a site that an edit changed, as an audit entry's `before` and `after`
 * (only those keys, so the log reads "checkInTime: 15:00 → 14:00"). Values compare by their JSON (keys in any order), so a list or an
 * object (policies, amenities, the cancellation terms) counts as changed when any part of it did. `null` when
 * nothing changed: the edit writes nothing.
 */
export function changedFields<Row extends Record<string, unknown>>(
  before: Row,
  after: Row,
): { before: Partial<Row>; after: Partial<Row> } | null {
  const was: Partial<Row> = {};
  const is: Partial<Row> = {};
  for (const key of Object.keys(after) as (keyof Row)[]) {
    if (canonical(before[key]) === canonical(after[key])) continue;
    was[key] = before[key];
    is[key] = after[key];
  }
  return Object.keys(is).length === 0 ? null : { before: was, after: is };
}
