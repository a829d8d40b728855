import { handleStripeWebhook } from "@/features/checkout/server";
import { getDatabase } from "@/server/db/database";
import { getEnv } from "@/server/env";
import { getPaymentGateway, stripeApiClient } from "@/server/payments/payment-gateways";

export const dynamic = "force-dynamic";

/** Stripe's events (api.md): verified on the raw body, each handled once. 404 while Stripe is not configured. */
export async function POST(request: Request): Promise<Response> {
  const env = getEnv();
  const stripe = stripeApiClient();
  if (!stripe || !env.STRIPE_WEBHOOK_SECRET) return new Response(null, { status: 404 });
  const database = await getDatabase();
  const answer = await handleStripeWebhook(
    {
      db: database.db,
      gateway: getPaymentGateway(),
      stripe,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      appUrl: env.APP_URL,
      now: new Date(),
    },
    { body: await request.text(), signature: request.headers.get("stripe-signature") },
  );
  return Response.json(answer.body, { status: answer.status, headers: { "cache-control": "no-store" } });
}
