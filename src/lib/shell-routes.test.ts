import { describe, expect, it } from "vitest";
import { footerVisibleOn, headerVariantFor, loginDialogAsked, loginHref } from "./shell-routes";

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

describe("loginDialogAsked", () => {
  it("opens the dialog for sign-in and for each e-mailed link, and for nothing else", () => {
    for (const auth of ["login", "reset", "verify", "link", "invite"])
      expect(loginDialogAsked(auth)).toBe(true);
    for (const auth of [null, "", "logout", "admin"]) expect(loginDialogAsked(auth)).toBe(false);
  });
});
