import { describe, expect, it } from "vitest";
import { CAMPSITE_CATEGORIES, CATEGORY_LABELS, CATEGORY_SHORT_LABELS } from "./categories";

describe("campsite categories", () => {
  it("labels the categories as the spec names them", () => {
    expect(CATEGORY_LABELS).toEqual({
      tent: "Tent Site",
      rv: "RV Site",
      lodging: "Cabin Site",
      other: "Other Site",
    });
  });

  it("shortens each label by dropping the word Site", () => {
    for (const category of CAMPSITE_CATEGORIES) {
      expect(`${CATEGORY_SHORT_LABELS[category]} Site`).toBe(CATEGORY_LABELS[category]);
    }
  });
});
