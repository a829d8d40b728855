import type { PaymentInput } from "@/lib/payments/payment.schemas";

/**
 * The boundary to whoever moves the money. Checkout and membership talk only to this interface, so a real
 * gateway (Stripe) replaces the built-in test gateway without touching them. Every call carries an idempotency
 * key: the same key twice is one operation at the gateway.
 */
export type PaymentGateway = {
  readonly name: string;
  /**
   * Step one of a card payment (`booking.checkout.startPayment`, decision 0053): an intent for the amount, which
   * the browser confirms with the gateway itself. The same idempotency key answers the same intent.
   */
  createIntent(request: IntentRequest): Promise<{ id: string; clientSecret: string }>;
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  capture(request: { reference: string; amountCents: number; idempotencyKey: string }): Promise<void>;
  void(request: { reference: string; idempotencyKey: string }): Promise<void>;
  /**
   * A payment the browser made with the gateway (a Stripe intent), for `intentFor`, that Lantern could not use: it is
   * given back in full. A payment made for anything else, not taken, or refunded already is left as it is.
   */
  giveBack(request: {
    payment: PaymentInput;
    intentFor: Record<string, string>;
    idempotencyKey: string;
  }): Promise<void>;
  refund(request: { reference: string; amountCents: number; idempotencyKey: string }): Promise<RefundResult>;
  /**
   * Every refund of a payment as the gateway knows it, its own and those made elsewhere (the gateway's dashboard):
   * what the refund webhooks reconcile the folio with.
   */
  listRefunds(reference: string): Promise<GatewayRefund[]>;
  /** Charges (authorizes and captures) a card saved at an earlier authorization: yearly renewals. */
  chargeSavedMethod(request: {
    paymentMethod: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<AuthorizeResult>;
  /**
   * Yearly subscriptions billed by the gateway itself (Stripe Billing, decision 0055). Absent for the test gateway:
   * its memberships are renewed by Lantern's hourly job, which plays the same part.
   */
  readonly subscriptions?: SubscriptionBilling;
};

/** A subscription as the gateway knows it: its status in the gateway's words, its paid period. */
export type GatewaySubscription = {
  id: string;
  customerId: string;
  /** The gateway's status: active, trialing, past_due, paused, unpaid, canceled, incomplete, incomplete_expired. */
  status: string;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** What `start` was told the subscription is for (`purpose`, `userId`). */
  metadata: Record<string, string>;
  /** What the browser confirms to pay the first invoice; null when nothing is left to pay. */
  clientSecret: string | null;
};

export type SubscriptionFeedback = { reason: string; comment?: string };

export type SubscriptionBilling = {
  /** A yearly subscription for the member's e-mail, its first invoice waiting for the browser to pay it. */
  start(request: {
    customerEmail: string;
    yearlyPriceCents: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<GatewaySubscription>;
  retrieve(id: string): Promise<GatewaySubscription>;
  /** Ends with its paid period: no more renewals. */
  cancelAtPeriodEnd(id: string, feedback: SubscriptionFeedback): Promise<GatewaySubscription>;
  /** Ends now (a renewal that was never paid). */
  cancelNow(id: string, feedback: SubscriptionFeedback): Promise<GatewaySubscription>;
  /** Renews again: a cancellation at period end is taken back. */
  resume(id: string): Promise<GatewaySubscription>;
};

export type IntentRequest = {
  amountCents: number;
  idempotencyKey: string;
  description: string;
  /** The guest's e-mail: the gateway keeps one customer per e-mail, and the card saved for a balance under it. */
  customerEmail: string;
  /** Keep the card for charging the balance later (`setup_future_usage: off_session`). */
  saveCard: boolean;
  /** What the intent pays for (`purpose`: `checkout`, `pay_link`), echoed back by the gateway's events. */
  metadata: Record<string, string>;
};

/** A refund the gateway accepted: card refunds may settle later (pending → succeeded | failed, by webhook). */
export type RefundResult = { reference: string; status: "pending" | "succeeded" };

export type GatewayRefund = {
  reference: string;
  amountCents: number;
  status: "pending" | "succeeded" | "failed";
  /** Made by Lantern (a cancellation, a desk refund), so its folio line is Lantern's to write. */
  ours: boolean;
};

export type AuthorizeRequest = {
  amountCents: number;
  currency: "USD";
  idempotencyKey: string;
  description: string;
  payment: PaymentInput;
  /**
   * What an intent the browser confirmed must have been made for (its metadata, as `createIntent` set it): a
   * payment made for one checkout or stay is never accepted for another. Without it, no intent is accepted.
   */
  intentFor?: Record<string, string>;
};

export type AuthorizeResult =
  | {
      ok: true;
      reference: string;
      cardLast4: string | null;
      /** A token for charging the same card later (renewals), when the gateway saves cards. */
      paymentMethod: string | null;
      /** The money is taken already (a Stripe PaymentIntent that succeeded): nothing to capture. */
      captured?: boolean;
    }
  | { ok: false; declineCode: string; reason: string };
