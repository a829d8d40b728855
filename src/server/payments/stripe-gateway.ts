import "server-only";
import Stripe from "stripe";
import type { PaymentInput } from "@/lib/payments/payment.schemas";
import type {
  AuthorizeRequest,
  AuthorizeResult,
  GatewayRefund,
  IntentRequest,
  PaymentGateway,
  RefundResult,
} from "./payment-gateway";
import { stripeCustomerFor } from "./stripe-customers";
import { StripeSubscriptions } from "./stripe-subscriptions";

export type StripeSettings = {
  secretKey: string;
  /** Another host for the SDK (`STRIPE_API_BASE`): tests point it at a local Stripe-compatible server. */
  apiBase?: string;
};

/** The official SDK, aimed at Stripe or at `apiBase`. Two retries on network errors, with Stripe's own keys. */
export function stripeClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Lantern" },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === "https:" ? 443 : 80),
      protocol: base.protocol === "http:" ? "http" : "https",
    }),
  });
}

/** A saved card is its customer and payment method: an off-session charge needs both. */
const savedCardToken = (customer: string, paymentMethod: string) => `${customer}/${paymentMethod}`;
/** The id of a Stripe field that is an id or, expanded, its object. */
export const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? null);

/**
 * Card payments through Stripe (decision 0053): PaymentIntents the browser confirms with Stripe's Payment Element,
 * so no card number reaches Lantern. An intent captures when it succeeds, so `authorize` checks that it did, for
 * the amount the server priced; `capture` has nothing left to do; `void` gives the money back.
 */
export class StripePaymentGateway implements PaymentGateway {
  readonly name = "stripe";
  readonly subscriptions: StripeSubscriptions;

  constructor(private readonly stripe: Stripe) {
    this.subscriptions = new StripeSubscriptions(stripe);
  }

  async createIntent(request: IntentRequest): Promise<{ id: string; clientSecret: string }> {
    const customer = await stripeCustomerFor(this.stripe, request.customerEmail);
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amountCents,
        currency: "usd",
        customer,
        description: request.description,
        metadata: request.metadata,
        // Cards (and the wallets that carry them) settle at once and can be charged again off-session.
        allowed_payment_method_types: ["card"],
        ...(request.saveCard && { setup_future_usage: "off_session" as const }),
      },
      { idempotencyKey: request.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`Stripe answered intent ${intent.id} without a client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  /** The intent the browser confirmed, checked at Stripe: succeeded, for this amount, and nothing refunded. */
  async authorize(request: AuthorizeRequest): Promise<AuthorizeResult> {
    if (request.payment.gateway !== "stripe") {
      return {
        ok: false,
        declineCode: "card_number_refused",
        reason: "Card numbers are not accepted here: pay with the card form.",
      };
    }
    if (request.payment.paymentIntentId === null) {
      return {
        ok: false,
        declineCode: "no_payment",
        reason: "Pay with the card form: something is due now.",
      };
    }
    const intent = await this.stripe.paymentIntents.retrieve(request.payment.paymentIntentId, {
      expand: ["latest_charge"],
    });
    if (intent.status !== "succeeded") {
      return {
        ok: false,
        declineCode: intent.last_payment_error?.decline_code ?? intent.status,
        reason:
          intent.status === "processing"
            ? "Your bank is still confirming this payment. It goes through as soon as Stripe confirms it: do not pay again."
            : (intent.last_payment_error?.message ?? "Your payment did not go through. Please try again."),
      };
    }
    const madeFor = request.intentFor;
    if (!madeFor || Object.entries(madeFor).some(([name, value]) => intent.metadata?.[name] !== value)) {
      return {
        ok: false,
        declineCode: "intent_mismatch",
        reason: "This payment was made for something else. Please pay with the card form.",
      };
    }
    const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
    if (charge && charge.amount_refunded > 0) {
      return { ok: false, declineCode: "refunded", reason: "This payment was refunded. Please pay again." };
    }
    if (intent.amount !== request.amountCents || intent.currency !== "usd") {
      // Paid, but not what the order costs now: give it back rather than keep money for nothing.
      await this.void({ reference: intent.id, idempotencyKey: `mismatch:${intent.id}` });
      return {
        ok: false,
        declineCode: "amount_changed",
        reason:
          "Your total changed while you paid, so your payment was refunded. Please review it and pay again.",
      };
    }
    const customer = idOf(intent.customer);
    const paymentMethod = idOf(intent.payment_method);
    return {
      ok: true,
      reference: intent.id,
      cardLast4: charge?.payment_method_details?.card?.last4 ?? null,
      paymentMethod:
        customer && paymentMethod && intent.setup_future_usage
          ? savedCardToken(customer, paymentMethod)
          : null,
      captured: true,
    };
  }

  /** A succeeded intent is captured already. */
  async capture(): Promise<void> {}

  /** An order that could not be written gives its payment back: the intent is cancelled, or refunded if paid. */
  async void(request: { reference: string; idempotencyKey: string }): Promise<void> {
    const intent = await this.stripe.paymentIntents.retrieve(request.reference);
    if (intent.status === "succeeded") {
      await this.stripe.refunds.create(
        { payment_intent: intent.id, metadata: { lantern: "void" } },
        { idempotencyKey: request.idempotencyKey },
      );
    } else if (intent.status !== "canceled") {
      await this.stripe.paymentIntents.cancel(intent.id, {}, { idempotencyKey: request.idempotencyKey });
    }
  }

  async giveBack(request: {
    payment: PaymentInput;
    intentFor: Record<string, string>;
    idempotencyKey: string;
  }): Promise<void> {
    if (request.payment.gateway !== "stripe" || !request.payment.paymentIntentId) return;
    const intent = await this.stripe.paymentIntents.retrieve(request.payment.paymentIntentId, {
      expand: ["latest_charge"],
    });
    const madeFor = Object.entries(request.intentFor).every(
      ([name, value]) => intent.metadata?.[name] === value,
    );
    const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
    if (!madeFor || intent.status !== "succeeded" || (charge?.amount_refunded ?? 0) > 0) return;
    await this.void({ reference: intent.id, idempotencyKey: request.idempotencyKey });
  }

  async refund(request: {
    reference: string;
    amountCents: number;
    idempotencyKey: string;
  }): Promise<RefundResult> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: request.reference, amount: request.amountCents, metadata: { lantern: "refund" } },
      { idempotencyKey: request.idempotencyKey },
    );
    if (refund.status === "failed" || refund.status === "canceled") {
      throw new Error(`Stripe refused refund ${refund.id}: ${refund.failure_reason ?? refund.status}`);
    }
    return { reference: refund.id, status: refund.status === "succeeded" ? "succeeded" : "pending" };
  }

  async listRefunds(reference: string): Promise<GatewayRefund[]> {
    const refunds: GatewayRefund[] = [];
    for await (const refund of this.stripe.refunds.list({ payment_intent: reference, limit: 100 })) {
      refunds.push({
        reference: refund.id,
        amountCents: refund.amount,
        status:
          refund.status === "succeeded"
            ? "succeeded"
            : refund.status === "failed" || refund.status === "canceled"
              ? "failed"
              : "pending",
        ours: refund.metadata?.lantern === "refund",
      });
    }
    return refunds;
  }

  /** A balance charged to the card the deposit saved, with the guest away (`off_session`). */
  async chargeSavedMethod(request: {
    paymentMethod: string;
    amountCents: number;
    idempotencyKey: string;
    description: string;
  }): Promise<AuthorizeResult> {
    const [customer, paymentMethod] = request.paymentMethod.split("/");
    if (!customer?.startsWith("cus_") || !paymentMethod) {
      return {
        ok: false,
        declineCode: "unknown_payment_method",
        reason: "This saved card is not a Stripe card.",
      };
    }
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: "usd",
          customer,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { purpose: "balance" },
          expand: ["latest_charge"],
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status !== "succeeded") {
        return {
          ok: false,
          declineCode: intent.status,
          reason: "Your bank asked to confirm this payment: please pay with the link we sent.",
        };
      }
      const charge = typeof intent.latest_charge === "object" ? intent.latest_charge : null;
      return {
        ok: true,
        reference: intent.id,
        cardLast4: charge?.payment_method_details?.card?.last4 ?? null,
        paymentMethod: request.paymentMethod,
        captured: true,
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          ok: false,
          declineCode: error.decline_code ?? error.code ?? "card_declined",
          reason: error.message,
        };
      }
      throw error;
    }
  }
}
