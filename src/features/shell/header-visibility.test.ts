import { describe, expect, it } from "vitest";
import { type HeaderScrollState, INITIAL_HEADER_SCROLL, nextHeaderScroll } from "./header-visibility";

const scrollThrough = (positions: number[], from: HeaderScrollState = INITIAL_HEADER_SCROLL) =>
  positions.reduce(nextHeaderScroll, from);

describe("header visibility on scroll", () => {
  it("stays while scrolling down to 190 px and hides past it", () => {
    expect(scrollThrough([50, 120, 190]).hidden).toBe(false);
    expect(scrollThrough([50, 120, 191]).hidden).toBe(true);
  });

  it("stays hidden after scrolling up by 20 px and shows after more than 20 px", () => {
    const hidden = scrollThrough([100, 400]);
    expect(nextHeaderScroll(hidden, 380).hidden).toBe(true);
    expect(nextHeaderScroll(hidden, 379).hidden).toBe(false);
  });

  it("measures the way back up from the lowest point, in small steps too", () => {
    expect(scrollThrough([100, 400, 395, 390, 385, 380]).hidden).toBe(true);
    expect(scrollThrough([100, 400, 395, 390, 385, 379]).hidden).toBe(false);
  });

  it("hides again when the user turns down once more", () => {
    expect(scrollThrough([100, 400, 300, 310]).hidden).toBe(true);
  });

  it("always shows at the top of the page", () => {
    expect(scrollThrough([100, 400, 0]).hidden).toBe(false);
  });
});
