import { describe, expect, it } from "vitest";
import { stayKind, stayKindText } from "./stay-kind";

describe("stayKind", () => {
  it("names an RV site held for a tent a tent site, marked as converted", () => {
    const kind = stayKind("rv", "Tent");
    expect(kind).toEqual({ label: "Tent Site", note: "RV site that takes tents", converted: true });
    expect(stayKindText(kind)).toBe("Tent Site · RV site that takes tents");
  });

  it("keeps an RV site held for a rig, or without equipment, an RV site", () => {
    expect(stayKindText(stayKind("rv", "Motorhome"))).toBe("RV Site");
    expect(stayKindText(stayKind("rv", null))).toBe("RV Site");
  });

  it("leaves other categories as they are, whatever the party brings", () => {
    expect(stayKindText(stayKind("tent", "Tent"))).toBe("Tent Site");
    expect(stayKindText(stayKind("lodging", "Tent"))).toBe("Cabin Site");
    expect(stayKind("other", undefined).converted).toBe(false);
  });
});
