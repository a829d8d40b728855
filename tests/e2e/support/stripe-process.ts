/**
 * The local Stripe-compatible server for the e2e run's Stripe site (playwright.config.ts): the site's server talks
 * to it through the official SDK (`STRIPE_API_BASE`), the browser's fake Stripe.js through `routeStripe`.
 */
import { startStripeServer } from "../../support/stripe-server";
import { STRIPE_E2E } from "./fake-stripe";

const stripe = await startStripeServer({ port: STRIPE_E2E.apiPort, webhookSecret: STRIPE_E2E.webhookSecret });
process.stdout.write(`Stripe-compatible server on ${stripe.url}\n`);
