import { describe, expect, it } from "vitest";
import { fromDateTimeInput, momentWindowWords, toDateTimeInput } from "./content-datetime";

describe("datetime-local values", () => {
  it("shows an instant in local time and reads it back to the same instant", () => {
    const moment = new Date(2026, 10, 21, 9, 30);
    expect(toDateTimeInput(moment)).toBe("2026-11-21T09:30");
    expect(fromDateTimeInput("2026-11-21T09:30")?.getTime()).toBe(moment.getTime());
  });

  it("reads empty or malformed values as no moment", () => {
    expect(toDateTimeInput(null)).toBe("");
    expect(fromDateTimeInput("")).toBeNull();
    expect(fromDateTimeInput("2026-13-45T99:99")).toBeNull();
    expect(fromDateTimeInput("tomorrow")).toBeNull();
  });

  it("says a window with open ends in words", () => {
    expect(momentWindowWords(null, null)).toBe("Always");
    expect(momentWindowWords(new Date(2026, 10, 21, 9, 30), null)).toMatch(/^From Nov 21, 2026/);
    expect(momentWindowWords(null, new Date(2026, 11, 1))).toMatch(/^Until Dec 1, 2026/);
  });
});
