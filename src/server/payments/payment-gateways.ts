import type Stripe from "stripe";
import type { PaymentFormSettings } from "@/lib/payments/payment-field-types";
import { getEnv } from "@/server/env";
import type { PaymentGateway } from "./payment-gateway";
import { StripePaymentGateway, stripeClient } from "./stripe-gateway";
import { TestPaymentGateway } from "./test-gateway";

let defaultGateway: PaymentGateway | undefined;
let defaultStripe: Stripe | null | undefined;

/**
 * The gateway of this process: Stripe when `STRIPE_SECRET_KEY` is set (decision 0053), else the built-in test
 * gateway.
 */
export function getPaymentGateway(): PaymentGateway {
  defaultGateway ??= gatewayOf(getEnv());
  return defaultGateway;
}

function gatewayOf(env: { STRIPE_SECRET_KEY?: string }): PaymentGateway {
  const stripe = env.STRIPE_SECRET_KEY ? stripeApiClient() : null;
  return stripe ? new StripePaymentGateway(stripe) : new TestPaymentGateway();
}

/**
 * Whether payments are demo payments: the built-in test gateway moves no money, so the pages may list its test
 * cards ("Demo payments: no card is charged"). With any other gateway they must not.
 */
export function isTestGateway(gateway: PaymentGateway): boolean {
  return gateway instanceof TestPaymentGateway;
}

/** `isTestGateway` of this process's gateway. */
export function isTestGatewayActive(): boolean {
  return isTestGateway(getPaymentGateway());
}

/** The Stripe SDK of this process (its webhook signature check), or null while Stripe is not configured. */
export function stripeApiClient(): Stripe | null {
  if (defaultStripe === undefined) {
    const env = getEnv();
    defaultStripe = env.STRIPE_SECRET_KEY
      ? stripeClient({ secretKey: env.STRIPE_SECRET_KEY, apiBase: env.STRIPE_API_BASE })
      : null;
  }
  return defaultStripe;
}

/** What a page's card form needs: the gateway, its test cards, and Stripe's publishable key. */
export function paymentFormSettings(): PaymentFormSettings {
  return {
    gateway: getPaymentGateway().name,
    demoPayments: isTestGatewayActive(),
    stripePublishableKey: stripePublishableKey(),
  };
}

/** What the browser needs to show Stripe's Payment Element, when Stripe is the gateway. */
export function stripePublishableKey(): string | null {
  const env = getEnv();
  return env.STRIPE_SECRET_KEY ? (env.STRIPE_PUBLISHABLE_KEY ?? null) : null;
}
