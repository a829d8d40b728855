import { describe, expect, it } from "vitest";
import { orderedUuids } from "./scale-data";

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
/** The 48-bit millisecond count at the front of a version 7 uuid. */
const millisecondOf = (id: string) => Number.parseInt(id.replace(/-/g, "").slice(0, 12), 16);

describe("orderedUuids", () => {
  it("makes version 7 uuids in increasing order, past a millisecond's 4,096 ids", () => {
    const ids = orderedUuids(Date.UTC(2026, 10, 24));
    const made = Array.from({ length: 10_000 }, (_, n) => (n % 1_000 === 0 ? ids.spaced() : ids.next()));
    for (const id of made) expect(id).toMatch(V7);
    // PostgreSQL orders uuids byte by byte, which for lower-case hex is the strings' order.
    expect(made.every((id, n) => n === 0 || id > made[n - 1]!)).toBe(true);
    expect(new Set(made).size).toBe(made.length);
  });

  it("gives each spaced id (parks, sites) a millisecond of its own, where btree_gist's penalty can see it", () => {
    const ids = orderedUuids(Date.UTC(2026, 10, 24));
    const spaced = Array.from({ length: 100 }, () => {
      ids.next();
      return ids.spaced();
    });
    const milliseconds = spaced.map(millisecondOf);
    expect(milliseconds.every((ms, n) => n === 0 || ms === milliseconds[n - 1]! + 1)).toBe(true);
  });

  it("starts at the run's clock, so a later run's ids sort after an earlier run's", () => {
    const earlier = orderedUuids(Date.UTC(2026, 10, 24, 12, 0)).next();
    const later = orderedUuids(Date.UTC(2026, 10, 24, 12, 1)).next();
    expect(millisecondOf(earlier)).toBe(Date.UTC(2026, 10, 24, 12, 0));
    expect(later > earlier).toBe(true);
  });
});
