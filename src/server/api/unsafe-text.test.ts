import { describe, expect, it } from "vitest";
import { isUnsafeText, unsafeTextPaths } from "./unsafe-text";

describe("unsafe text", () => {
  it("flags a NUL and half a surrogate pair, not a whole pair or other Unicode", () => {
    expect(isUnsafeText("a\u0000b")).toBe(true);
    expect(isUnsafeText("a\ud83d")).toBe(true);
    expect(isUnsafeText("\udc36b")).toBe(true);
    expect(isUnsafeText("\udc36\ud83d")).toBe(true);
    expect(isUnsafeText("dogs 🐕 río Ça\t\n")).toBe(false);
  });

  it("names every unsafe string by its path, keys included", () => {
    expect(
      unsafeTextPaths({
        guest: { firstName: "Ann", address: { city: "Ros\u0000coe" } },
        tripDetails: [{ notes: "fine" }, { notes: "\ud83d" }],
        "bad\u0000key": 1,
      }).sort(),
    ).toEqual([[], ["guest", "address", "city"], ["tripDetails", "1", "notes"]]);
  });

  it("ends on cyclic references and survives very deep nesting", () => {
    const cyclic: Record<string, unknown> = { name: "\u0000" };
    cyclic.self = cyclic;
    expect(unsafeTextPaths(cyclic)).toEqual([["name"]]);
    let deep: unknown = "\u0000";
    for (let depth = 0; depth < 100_000; depth += 1) deep = [deep];
    expect(unsafeTextPaths(deep)).toHaveLength(1);
  });
});
