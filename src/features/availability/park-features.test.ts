import { describe, expect, it } from "vitest";
import { displayFeatureName } from "./park-features";

describe("displayFeatureName", () => {
  it.each([
    ["Bathrooms", "Bathhouse"],
    ["Garbage", "On-site Dumpster"],
    ["Waterpark", "Waterslide"],
    ["Camp Store", "Camp Store"],
  ])("shows the feature %s as %s", (name, shown) => {
    expect(displayFeatureName(name)).toBe(shown);
  });
});
