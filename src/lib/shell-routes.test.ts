import { describe, expect, it } from "vitest";
import { footerVisibleOn, headerVariantFor, loginHref } from "./shell-routes";

describe("shell routes", () => {
  it.each([
    ["/", "default"],
    ["/checkout", "checkout"],
    ["/checkout/confirmation/abc", "checkout"],
    ["/legal/waivers/general", "waiver"],
    ["/legal/waivers", "waiver"],
    ["/legal/waiversx", "default"],
  ] as const)("gives %s the %s header", (path, variant) => {
    expect(headerVariantFor(path)).toBe(variant);
  });

  it.each([
    ["/", true],
    ["/cart", false],
    ["/checkout", false],
    ["/faqs", true],
  ] as const)("shows the footer on %s: %s", (path, visible) => {
    expect(footerVisibleOn(path)).toBe(visible);
  });

  it("sends a visitor's Account click to the same page with the login dialog and the redirect", () => {
    expect(loginHref("/trout-town-farms", "")).toBe(
      "/trout-town-farms?redirect=%2Fprofile%2Faccount&auth=login",
    );
    expect(loginHref("/", "?adults=2")).toBe("/?adults=2&redirect=%2Fprofile%2Faccount&auth=login");
  });
});
