import type { Page } from "@playwright/test";
import { expectNoSideScroll } from "./support/layout";
import { expect, test } from "./support/test";

/**
 * The pages' Content-Security-Policy (src/proxy.ts): a fresh nonce per response, no inline script without it,
 * and nothing the site itself runs is refused — Next's scripts, Mantine's color-scheme script, the tag
 * manager's bootstrap and script (GTM is configured in the e2e server), the park page's JSON-LD.
 */

async function watchViolations(page: Page) {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to (execute|load|apply|connect)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      const store = window as unknown as { __csp?: string[] };
      store.__csp = store.__csp ?? [];
      store.__csp.push(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber} ${event.sample}`,
      );
    });
  });
  // Stands in for the tag manager's script (no internet): it must be allowed to run.
  await page.route(/^https:\/\/www\.googletagmanager\.com\//, (route) =>
    route.fulfill({ contentType: "text/javascript", body: "window.__gtmRan = true;" }),
  );
  return async () => [
    ...violations,
    ...((await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp)) ?? []),
  ];
}

function scriptSrc(policy: string | undefined): string {
  return (policy ?? "").split(";").find((directive) => directive.trim().startsWith("script-src")) ?? "";
}

for (const width of [1440, 390]) {
  test(`pages carry a nonce-based CSP and load, hydrate and run their scripts without a violation at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const violations = await watchViolations(page);
    const nonces = new Set<string>();

    for (const path of ["/", "/trout-town-farms", "/cart"]) {
      const response = await page.goto(path);
      const policy = response?.headers()["content-security-policy"];
      const scripts = scriptSrc(policy);
      expect(scripts, path).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
      expect(scripts, path).toContain("'strict-dynamic'");
      expect(scripts, path).not.toContain("'unsafe-inline'");
      nonces.add(/'nonce-([^']+)'/.exec(scripts)![1]!);
      // Served over plain http here: no HSTS.
      expect(response?.headers()["strict-transport-security"]).toBeUndefined();

      // The tag manager's bootstrap (inline, nonced) and its script (loaded by a nonced script) both ran.
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { __gtmRan?: boolean }).__gtmRan))
        .toBe(true);
      expect(
        await page.evaluate(() => Array.isArray((window as unknown as { dataLayer?: unknown[] }).dataLayer)),
      ).toBe(true);
      if (path === "/trout-town-farms") {
        const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
        expect(JSON.parse(jsonLd ?? "null")).toMatchObject({ "@context": "https://schema.org" });
      }

      await expectNoSideScroll(page);
      // Hydrated: a control only JavaScript drives works (the burger menu on a phone, the sign-in dialog on a desktop).
      if (width < 1230) {
        await page.getByTestId("burger").click();
        await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
      } else {
        await page.getByTestId("desktop-right").getByTestId("account-link").click();
        await expect(page.getByRole("dialog", { name: "Sign in to Lantern Parks" })).toBeVisible();
        await page.keyboard.press("Escape");
      }
      expect(await violations(), path).toEqual([]);
    }
    expect(nonces.size).toBe(3);
  });
}
