import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, servedOverHttps } from "./content-security-policy";

const directive = (policy: string, name: string) =>
  policy.split("; ").find((part) => part.startsWith(`${name} `) || part === name);

describe("the Content-Security-Policy", () => {
  const base = { nonce: "abc123==", gtm: false, https: false, dev: false };

  it("lets scripts run only with the nonce (strict-dynamic), never inline or eval in production", () => {
    const policy = contentSecurityPolicy(base);
    expect(directive(policy, "script-src")).toBe("script-src 'self' 'nonce-abc123==' 'strict-dynamic'");
    expect(directive(policy, "object-src")).toBe("object-src 'none'");
    expect(directive(policy, "style-src")).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive(policy, "upgrade-insecure-requests")).toBeUndefined();
  });

  it("opens connections to the tag manager's and the site-analytics hosts only when they are configured", () => {
    expect(directive(contentSecurityPolicy(base), "connect-src")).toBe("connect-src 'self'");
    const policy = contentSecurityPolicy({
      ...base,
      gtm: true,
      https: true,
      siteAnalyticsScriptUrl: "https://plausible.io/js/script.js",
    });
    expect(directive(policy, "connect-src")).toContain("https://*.google-analytics.com");
    expect(directive(policy, "connect-src")).toContain("https://plausible.io");
    expect(directive(policy, "upgrade-insecure-requests")).toBeDefined();
  });

  it("lets Stripe.js load, frame its card fields and reach its API only while Stripe takes the payments", () => {
    const off = contentSecurityPolicy(base);
    expect(off).not.toContain("stripe.com");
    const on = contentSecurityPolicy({ ...base, stripe: true });
    expect(directive(on, "script-src")).toContain("https://js.stripe.com");
    expect(directive(on, "frame-src")).toBe(
      "frame-src 'self' https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com",
    );
    expect(directive(on, "connect-src")).toBe("connect-src 'self' https://api.stripe.com");
  });
});

describe("https for HSTS", () => {
  it("is APP_URL's scheme, or a trusted proxy's X-Forwarded-Proto", () => {
    expect(servedOverHttps("https://book.example.com", null, 0)).toBe(true);
    expect(servedOverHttps("http://localhost:3000", "https", 1)).toBe(true);
    expect(servedOverHttps("http://localhost:3000", "https", 0)).toBe(false);
    expect(servedOverHttps("http://localhost:3000", null, 1)).toBe(false);
  });
});
