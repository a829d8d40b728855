import { describe, expect, it } from "vitest";
import { canonical } from "./canonical";

describe("canonical", () => {
  it("orders keys at every depth and drops undefined entries", () => {
    const a = { b: 1, a: { d: [{ y: 2, x: 1 }], c: undefined } };
    const b = { a: { d: [{ x: 1, y: 2 }] }, b: 1 };
    expect(JSON.stringify(canonical(a))).toBe(JSON.stringify(canonical(b)));
    expect(JSON.stringify(canonical(a))).toBe('{"a":{"d":[{"x":1,"y":2}]},"b":1}');
  });

  it("keeps array order and plain values", () => {
    expect(canonical([3, 1, 2])).toEqual([3, 1, 2]);
    expect(canonical("text")).toBe("text");
    expect(canonical(null)).toBeNull();
  });
});
