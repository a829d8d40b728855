import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps a path on this site with its query and fragment", () => {
    expect(safeRedirectPath("/profile/account")).toBe("/profile/account");
    expect(safeRedirectPath("/?adults=2&start=2026-07-14")).toBe("/?adults=2&start=2026-07-14");
    expect(safeRedirectPath("/trout-town-farms#stay")).toBe("/trout-town-farms#stay");
  });

  it("refuses nothing at all", () => {
    expect(safeRedirectPath(null)).toBeNull();
    expect(safeRedirectPath(undefined)).toBeNull();
    expect(safeRedirectPath("")).toBeNull();
  });

  it("refuses absolute URLs and relative paths", () => {
    expect(safeRedirectPath("https://evil.example/profile")).toBeNull();
    expect(safeRedirectPath("javascript:alert(1)")).toBeNull();
    expect(safeRedirectPath("profile/account")).toBeNull();
  });

  it("refuses protocol-relative and backslash tricks that browsers read as another host", () => {
    expect(safeRedirectPath("//evil.example")).toBeNull();
    expect(safeRedirectPath("/\\evil.example")).toBeNull();
    expect(safeRedirectPath("/\t/evil.example")).toBeNull();
  });
});
