import path from "node:path";
import type { Page } from "@playwright/test";

/** The local Stripe-compatible server of the e2e run (tests/support/stripe-server.ts, started by playwright.config). */
export const STRIPE_E2E = {
  /** The fake Stripe API, and the site whose server talks to it (`STRIPE_API_BASE`). */
  apiPort: Number(process.env.E2E_PORT ?? 3100) + 90,
  sitePort: Number(process.env.E2E_PORT ?? 3100) + 91,
  secretKey: "sk_test_lantern",
  publishableKey: "pk_test_lantern",
  webhookSecret: "whsec_lantern_e2e",
  /** The Stripe site's data directory (its outbox) in the run's directory, which playwright.config.ts names. */
  get dataDir() {
    return path.join(process.env.E2E_RUN_DIR!, "server-stripe");
  },
};

/** Stripe's test cards as the fake Payment Element maps what is typed to Stripe's test payment methods. */
const PAYMENT_METHODS = { "4242424242424242": "pm_card_visa", "4000000000000002": "pm_card_chargeDeclined" };

/**
 * Stripe.js as the page uses it (`window.Stripe`, its elements, `elements.submit`, `confirmPayment`), in a few lines:
 * its Payment Element is a labelled card field in the page (the real one is Stripe's iframe), and `confirmPayment`
 * posts to `https://api.stripe.com` with the publishable key and the client secret — the request the real Stripe.js
 * makes, answered here by the local Stripe server. No card number is ever sent to Lantern.
 */
function fakeStripeJs(): string {
  return `(() => {
  const PAYMENT_METHODS = ${JSON.stringify(PAYMENT_METHODS)};
  function Stripe(key) {
    let input = null;
    const element = {
      mount(node) {
        const host = typeof node === "string" ? document.querySelector(node) : node;
        host.innerHTML = '<label style="display:block;font-weight:600">Card number (Stripe)<input inputmode="numeric" autocomplete="cc-number" style="display:block;width:100%;min-height:44px;box-sizing:border-box"></label>';
        input = host.querySelector("input");
      },
      on() { return element; }, off() { return element; }, once() { return element; },
      update() {}, destroy() { input = null; }, unmount() {}, focus() { input && input.focus(); }, blur() {}, clear() {},
      collapse() {},
    };
    const elements = {
      create() { return element; },
      getElement() { return element; },
      update() {},
      fetchUpdates: async () => ({}),
      submit: async () => {
        const digits = input ? input.value.replace(/\\D/g, "") : "";
        return digits.length < 12 ? { error: { type: "validation_error", message: "Your card number is incomplete." } } : {};
      },
    };
    return {
      _registerWrapper() {}, registerAppInfo() {},
      createToken() {}, createPaymentMethod() {}, confirmCardPayment() {},
      elements() { return elements; },
      async confirmPayment({ clientSecret }) {
        const digits = input ? input.value.replace(/\\D/g, "") : "";
        const id = clientSecret.split("_secret_")[0];
        const body = new URLSearchParams({
          key,
          client_secret: clientSecret,
          payment_method: PAYMENT_METHODS[digits] || "pm_card_chargeDeclined",
        });
        const response = await fetch("https://api.stripe.com/v1/payment_intents/" + id + "/confirm", { method: "POST", body });
        const answer = await response.json();
        return response.ok ? { paymentIntent: answer } : { error: answer.error };
      },
    };
  }
  Stripe.version = "endive";
  window.Stripe = Stripe;
})();`;
}

/**
 * Serves the fake Stripe.js for `https://js.stripe.com` and forwards the browser's `https://api.stripe.com` calls to
 * the local Stripe server, as the network would reach Stripe's own.
 */
export async function routeStripe(page: Page): Promise<void> {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({ contentType: "application/javascript", body: fakeStripeJs() }),
  );
  await page.route("https://api.stripe.com/**", async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({
      url: `http://127.0.0.1:${STRIPE_E2E.apiPort}${url.pathname}${url.search}`,
    });
    await route.fulfill({
      response,
      headers: { ...response.headers(), "access-control-allow-origin": "*" },
    });
  });
}
