import { describe, expect, it } from "vitest";
import { codeFromWords, freeSlug, slugFromName } from "./inventory-slug";

describe("slugFromName", () => {
  it("lower-cases the name and joins its words with dashes", () => {
    expect(slugFromName("Orchard Tent Site")).toBe("orchard-tent-site");
    expect(slugFromName("  Riverside  (50 amp) RV! ")).toBe("riverside-50-amp-rv");
  });

  it("drops accents and falls back to a word when nothing is left", () => {
    expect(slugFromName("Café Cabañas")).toBe("cafe-cabanas");
    expect(slugFromName("★★★")).toBe("type");
  });
});

describe("codeFromWords", () => {
  it("makes an amenity code of typed words, and nothing of no words", () => {
    expect(codeFromWords("Outdoor shower")).toBe("outdoor-shower");
    expect(codeFromWords(" , ")).toBe("");
  });
});

describe("freeSlug", () => {
  it("numbers a slug another type of the park already has", () => {
    expect(freeSlug("cabin", new Set())).toBe("cabin");
    expect(freeSlug("cabin", new Set(["cabin", "cabin-2"]))).toBe("cabin-3");
  });
});
