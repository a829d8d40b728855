import { describe, expect, it } from "vitest";
import { withBannerUtm } from "./banner-link";

describe("withBannerUtm", () => {
  it("adds the three banner UTM parameters to a link on our site", () => {
    expect(withBannerUtm("/trout-town-farms")).toBe(
      "/trout-town-farms?utm_source=banner&utm_medium=banner&utm_campaign=banner",
    );
  });

  it("keeps the link's own query and fragment and replaces stale UTM values", () => {
    expect(withBannerUtm("/rewards?ref=x&utm_source=old#join")).toBe(
      "/rewards?ref=x&utm_source=banner&utm_medium=banner&utm_campaign=banner#join",
    );
  });

  it("keeps an external link absolute", () => {
    expect(withBannerUtm("https://example.org/festival")).toBe(
      "https://example.org/festival?utm_source=banner&utm_medium=banner&utm_campaign=banner",
    );
  });
});
