import { describe, expect, it } from "vitest";
import { bannerShowingAt, eventRunningAt } from "./content-showing";

const NOW = new Date("2026-11-21T15:00:00Z");
const day = (offset: number) => new Date(NOW.getTime() + offset * 86_400_000);
const banner = (id: string, overrides: Partial<Parameters<typeof bannerShowingAt>[0][number]> = {}) => ({
  id,
  active: true,
  startsAt: null,
  endsAt: null,
  createdAt: day(-10),
  ...overrides,
});

describe("bannerShowingAt", () => {
  it("shows the newest active banner", () => {
    expect(bannerShowingAt([banner("old"), banner("new", { createdAt: day(-1) })], NOW)).toBe("new");
  });

  it("skips inactive banners and those outside their window", () => {
    const rows = [
      banner("inactive", { active: false, createdAt: day(-1) }),
      banner("later", { startsAt: day(1), createdAt: day(-2) }),
      banner("over", { endsAt: NOW, createdAt: day(-3) }),
      banner("shown", { startsAt: NOW, endsAt: day(1) }),
    ];
    expect(bannerShowingAt(rows, NOW)).toBe("shown");
  });

  it("shows none when no banner is active", () => {
    expect(bannerShowingAt([banner("off", { active: false })], NOW)).toBeNull();
  });
});

describe("eventRunningAt", () => {
  it("picks the most recently started running event, never one that ended or has not begun", () => {
    const events = [
      { id: "long", startsAt: day(-20), endsAt: day(20) },
      { id: "recent", startsAt: day(-2), endsAt: day(2) },
      { id: "ended", startsAt: day(-1), endsAt: NOW },
      { id: "soon", startsAt: day(1), endsAt: day(5) },
    ];
    expect(eventRunningAt(events, NOW)).toBe("recent");
    expect(eventRunningAt(events.slice(2), NOW)).toBeNull();
  });
});
