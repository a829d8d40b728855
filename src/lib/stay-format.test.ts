import { describe, expect, it } from "vitest";
import { guestsSummary, nightsLabel } from "./stay-format";

describe("nightsLabel", () => {
  it.each([
    [1, "1 night"],
    [3, "3 nights"],
  ])("%i reads %s", (nights, text) => {
    expect(nightsLabel(nights)).toBe(text);
  });
});

describe("guestsSummary", () => {
  it.each([
    [{ adults: 1, children: 0, pets: 0 }, "1 adult"],
    [{ adults: 2, children: 1, pets: 2 }, "2 adults, 1 child, 2 pets"],
  ])("%o reads %s", (guests, text) => {
    expect(guestsSummary(guests)).toBe(text);
  });
});
