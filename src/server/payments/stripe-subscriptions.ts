import "server-only";
import type Stripe from "stripe";
import type { GatewaySubscription, SubscriptionBilling, SubscriptionFeedback } from "./payment-gateway";
import { stripeCustomerFor } from "./stripe-customers";

/** The Rewards price at Stripe, found by its lookup key (created once, the first time a member joins). */
export const REWARDS_PRICE_LOOKUP_KEY = "lantern_rewards_yearly";

/** What the spec's cancellation reasons are in Stripe's own feedback words (the dashboard's churn reports). */
const FEEDBACK: Record<string, Stripe.SubscriptionUpdateParams.CancellationDetails.Feedback> = {
  TOO_INFREQUENT: "unused",
  TOO_EXPENSIVE: "too_expensive",
  NO_COMMITMENT: "other",
  NOT_ENOUGH_BENEFITS: "missing_features",
  OTHER: "other",
};

const EXPAND = ["latest_invoice.confirmation_secret"];

/** Stripe's subscription in the gateway's terms; the period is its item's (the API keeps it there). */
function subscriptionOf(subscription: Stripe.Subscription): GatewaySubscription {
  const item = subscription.items.data[0];
  const invoice = typeof subscription.latest_invoice === "object" ? subscription.latest_invoice : null;
  const awaitingPayment = subscription.status === "incomplete" && invoice?.status === "open";
  return {
    id: subscription.id,
    customerId: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
    status: subscription.status,
    currentPeriodStart: new Date((item?.current_period_start ?? subscription.start_date) * 1000),
    currentPeriodEnd: new Date((item?.current_period_end ?? subscription.start_date) * 1000),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    metadata: subscription.metadata ?? {},
    clientSecret: awaitingPayment ? (invoice?.confirmation_secret?.client_secret ?? null) : null,
  };
}

/**
 * Rewards on Stripe Billing (decision 0055): a yearly price of $19.99 found by its lookup key, one subscription
 * per member under the customer of their e-mail, created `default_incomplete` so the browser pays its first
 * invoice with the Payment Element and the card is saved for the renewals Stripe makes itself.
 */
export class StripeSubscriptions implements SubscriptionBilling {
  private readonly priceIds = new Map<number, Promise<string>>();

  constructor(private readonly stripe: Stripe) {}

  async start(request: {
    customerEmail: string;
    yearlyPriceCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<GatewaySubscription> {
    const [customer, price] = await Promise.all([
      stripeCustomerFor(this.stripe, request.customerEmail),
      this.yearlyPrice(request.yearlyPriceCents),
    ]);
    const subscription = await this.stripe.subscriptions.create(
      {
        customer,
        items: [{ price }],
        payment_behavior: "default_incomplete",
        payment_settings: {
          payment_method_types: ["card"],
          save_default_payment_method: "on_subscription",
        },
        metadata: request.metadata,
        expand: EXPAND,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return subscriptionOf(subscription);
  }

  async retrieve(id: string): Promise<GatewaySubscription> {
    return subscriptionOf(await this.stripe.subscriptions.retrieve(id, { expand: EXPAND }));
  }

  async cancelAtPeriodEnd(id: string, feedback: SubscriptionFeedback): Promise<GatewaySubscription> {
    return subscriptionOf(
      await this.stripe.subscriptions.update(id, {
        cancel_at_period_end: true,
        cancellation_details: { feedback: FEEDBACK[feedback.reason] ?? "other", comment: feedback.comment },
        expand: EXPAND,
      }),
    );
  }

  async cancelNow(id: string, feedback: SubscriptionFeedback): Promise<GatewaySubscription> {
    return subscriptionOf(
      await this.stripe.subscriptions.cancel(id, {
        cancellation_details: { feedback: FEEDBACK[feedback.reason] ?? "other", comment: feedback.comment },
        expand: EXPAND,
      }),
    );
  }

  async resume(id: string): Promise<GatewaySubscription> {
    return subscriptionOf(
      await this.stripe.subscriptions.update(id, {
        cancel_at_period_end: false,
        cancellation_details: { feedback: "", comment: "" },
        expand: EXPAND,
      }),
    );
  }

  /**
   * The yearly price, looked up once per process by its lookup key. Where none exists, or it charges another
   * amount, a price for this amount is created (once, by its idempotency key) and takes the lookup key over.
   */
  private yearlyPrice(cents: number): Promise<string> {
    let price = this.priceIds.get(cents);
    if (!price) {
      price = (async () => {
        const found = await this.stripe.prices.list({
          lookup_keys: [REWARDS_PRICE_LOOKUP_KEY],
          active: true,
          limit: 1,
        });
        const current = found.data[0];
        if (current?.unit_amount === cents && current.recurring?.interval === "year") return current.id;
        const created = await this.stripe.prices.create(
          {
            currency: "usd",
            unit_amount: cents,
            recurring: { interval: "year" },
            lookup_key: REWARDS_PRICE_LOOKUP_KEY,
            transfer_lookup_key: true,
            product_data: { name: "Lantern Rewards" },
          },
          { idempotencyKey: `price:${REWARDS_PRICE_LOOKUP_KEY}:${cents}` },
        );
        return created.id;
      })();
      price.catch(() => this.priceIds.delete(cents));
      this.priceIds.set(cents, price);
    }
    return price;
  }
}
