import { describe, expect, it } from "vitest";
import { crossSiteFailure, isOwnOrigin } from "./request-preflight";

const post = (origin?: string) =>
  new Request("http://app.internal/api/trpc/x", { method: "POST", headers: origin ? { origin } : {} });

describe("the site's own origin", () => {
  it("is APP_URL's origin, scheme and port included", () => {
    expect(isOwnOrigin("https://book.example.com", "https://book.example.com/")).toBe(true);
    expect(isOwnOrigin("http://book.example.com", "https://book.example.com")).toBe(false);
    expect(isOwnOrigin("https://book.example.com.evil.example", "https://book.example.com")).toBe(false);
    expect(isOwnOrigin("null", "https://book.example.com")).toBe(false);
  });

  it("includes the loopback's other names on the same port when APP_URL is local", () => {
    expect(isOwnOrigin("http://127.0.0.1:3000", "http://localhost:3000")).toBe(true);
    expect(isOwnOrigin("http://127.0.0.1:3001", "http://localhost:3000")).toBe(false);
    expect(isOwnOrigin("http://127.0.0.1:3000", "https://book.example.com")).toBe(false);
  });
});

describe("a cross-site request", () => {
  it("is a POST whose Origin is not the site's own", () => {
    expect(crossSiteFailure(post("https://evil.example"), "https://book.example.com")?.code).toBe(
      "FORBIDDEN",
    );
    expect(crossSiteFailure(post("https://book.example.com"), "https://book.example.com")).toBeNull();
    expect(crossSiteFailure(post(), "https://book.example.com")).toBeNull();
    const get = new Request("http://app.internal/api/trpc/x", {
      headers: { origin: "https://evil.example" },
    });
    expect(crossSiteFailure(get, "https://book.example.com")).toBeNull();
  });
});
