import { describe, expect, it } from "vitest";
import { formatBasisPoints, telHref } from "./park-contact";

describe("park contact formatting", () => {
  it.each([
    ["607-555-0142", "tel:+16075550142"],
    ["(607) 555 0142", "tel:+16075550142"],
    ["1 607 555 0142", "tel:+16075550142"],
  ])("dials %s as %s", (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it("writes tax rates as percentages without trailing zeros", () => {
    expect(formatBasisPoints(400)).toBe("4%");
    expect(formatBasisPoints(875)).toBe("8.75%");
  });
});
