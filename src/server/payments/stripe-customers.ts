import "server-only";
import type Stripe from "stripe";

/** One Stripe customer per guest e-mail: the cards saved for balances and the Rewards subscription live under it. */
export async function stripeCustomerFor(stripe: Stripe, email: string): Promise<string> {
  const normalized = email.trim().toLowerCase();
  const found = await stripe.customers.list({ email: normalized, limit: 1 });
  if (found.data[0]) return found.data[0].id;
  const customer = await stripe.customers.create(
    { email: normalized },
    { idempotencyKey: `customer:${normalized}` },
  );
  return customer.id;
}
