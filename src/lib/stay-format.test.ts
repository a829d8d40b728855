import { describe, expect, it } from "vitest";
import { formatStayDate, guestsSummary, nightsLabel } from "./stay-format";

describe("formatStayDate", () => {
  it("names the calendar day itself, not the day in the machine's time zone", () => {
    expect(formatStayDate("2027-07-09")).toBe("Fri, Jul 9");
    expect(formatStayDate("2028-01-01")).toBe("Sat, Jan 1");
  });
});

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
