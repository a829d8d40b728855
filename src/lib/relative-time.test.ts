import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = new Date("2026-11-21T12:00:00Z");
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe("relativeTime", () => {
  it.each([
    [0, "just now"],
    [59, "just now"],
    [60, "1 minute ago"],
    [5 * 60, "5 minutes ago"],
    [2 * 3600, "2 hours ago"],
    [3 * 86_400, "3 days ago"],
    [45 * 86_400, "1 month ago"],
    [2 * 365 * 86_400, "2 years ago"],
  ])("describes %i seconds ago as %s", (seconds, text) => {
    expect(relativeTime(ago(seconds), now)).toBe(text);
  });

  it("treats a time slightly in the future as just now", () => {
    expect(relativeTime(new Date(now.getTime() + 5_000), now)).toBe("just now");
  });
});
