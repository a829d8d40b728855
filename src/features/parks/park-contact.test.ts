import { describe, expect, it } from "vitest";
import { formatBasisPoints, formatClockTime, telHref } from "./park-contact";

describe("park contact formatting", () => {
  it.each([
    ["607-555-0142", "tel:+16075550142"],
    ["(607) 555 0142", "tel:+16075550142"],
    ["1 607 555 0142", "tel:+16075550142"],
  ])("dials %s as %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each([
    ["15:00", "3:00 PM"],
    ["11:00", "11:00 AM"],
    ["12:30", "12:30 PM"],
    ["00:15", "12:15 AM"],
  ])("writes the wall-clock time %s as %s", (time, shown) => {
    expect(formatClockTime(time)).toBe(shown);
  });

  it("writes tax rates as percentages without trailing zeros", () => {
    expect(formatBasisPoints(400)).toBe("4%");
    expect(formatBasisPoints(875)).toBe("8.75%");
  });
});
