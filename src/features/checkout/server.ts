import "server-only";

// The server-only services of this feature that routes and other features call (decision 0020).
export { handleStripeWebhook, type WebhookContext } from "./stripe-webhook.service";
