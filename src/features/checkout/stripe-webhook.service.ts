import "server-only";
import { eq } from "drizzle-orm";
import type Stripe from "stripe";
import { type SubscriptionEvent, syncRewardsSubscription } from "@/features/membership/server";
import {
  changeOfPaidIntent,
  deskPaymentOfIntent,
  reconcileGatewayRefunds,
  recordGatewayDispute,
  recordPayLinkIntent,
  type SettlementOutcome,
} from "@/features/reservations/server";
import type { Db } from "@/server/db/client";
import { checkoutPayments, stripeEvents } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { logger } from "@/server/logger";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { idOf } from "@/server/payments/stripe-gateway";
import { placeOrder } from "./place-order.service";
import { checkoutOfIntent, markCheckoutPayment } from "./start-payment.service";

/** Stripe's signature tolerance (domain.md "Money"): a signed event older than this is refused. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export type WebhookContext = {
  db: Db;
  gateway: PaymentGateway;
  /** The SDK, for its signature check. */
  stripe: Stripe;
  webhookSecret: string;
  appUrl: string;
  now: Date;
};

export type WebhookAnswer = { status: 200 | 400 | 500; body: { received: boolean; error?: string } };

/**
 * `POST /api/webhooks/stripe` (api.md, decision 0053). The signature is checked on the raw body (400 and nothing
 * changes when it fails); each event id is recorded once (a replay answers 200 and changes nothing); an event whose
 * handling fails is forgotten again and answered 500, so Stripe delivers it again. Unknown types answer 200.
 */
export async function handleStripeWebhook(
  context: WebhookContext,
  request: { body: string; signature: string | null },
): Promise<WebhookAnswer> {
  let event: Stripe.Event;
  try {
    if (!request.signature) throw new Error("no Stripe-Signature header");
    event = context.stripe.webhooks.constructEvent(
      request.body,
      request.signature,
      context.webhookSecret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      context.now.getTime(),
    );
  } catch (error) {
    logger.warn({ err: error }, "a Stripe webhook with a bad signature was refused");
    return { status: 400, body: { received: false, error: "The signature does not match." } };
  }
  const recorded = await context.db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, receivedAt: context.now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  if (recorded.length === 0) return { status: 200, body: { received: true } };
  try {
    const outcome = await handleEvent(context, event);
    if (outcome === "retry") throw new Error(`event ${event.id} arrived before its refund was written`);
    return { status: 200, body: { received: true } };
  } catch (error) {
    await context.db.delete(stripeEvents).where(eq(stripeEvents.id, event.id));
    logger.error(
      { err: error, eventId: event.id, type: event.type },
      "a Stripe webhook failed; Stripe will retry",
    );
    return { status: 500, body: { received: false } };
  }
}

async function handleEvent(
  context: WebhookContext,
  event: Stripe.Event,
): Promise<SettlementOutcome | "ignored"> {
  const { db, gateway, now } = context;
  switch (event.type) {
    case "payment_intent.succeeded": {
      const intent = event.data.object;
      if (intent.metadata?.purpose === "pay_link") return payLinkOfIntent(context, intent);
      if (intent.metadata?.purpose === "change") return changeOfIntent(context, intent);
      if (intent.metadata?.purpose === "desk") return deskPaymentOf(context, intent);
      return placeOrderOfIntent(context, intent);
    }
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      const [row] = await db
        .select({ status: checkoutPayments.status })
        .from(checkoutPayments)
        .where(eq(checkoutPayments.intentId, intent.id));
      if (!row || row.status === "placed") return "ignored";
      await markCheckoutPayment(
        db,
        intent.id,
        { status: "failed", reason: intent.last_payment_error?.message ?? "The card was declined." },
        now,
      );
      return "settled";
    }
    case "charge.refunded": {
      const paymentIntent = idOf(event.data.object.payment_intent);
      return paymentIntent ? reconcileGatewayRefunds(db, gateway, paymentIntent, now) : "ignored";
    }
    case "refund.created":
    case "refund.updated": {
      const paymentIntent = idOf(event.data.object.payment_intent);
      return paymentIntent ? reconcileGatewayRefunds(db, gateway, paymentIntent, now) : "ignored";
    }
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      const dispute = event.data.object;
      const paymentIntent = idOf(dispute.payment_intent);
      if (!paymentIntent) return "ignored";
      return recordGatewayDispute(
        db,
        {
          paymentReference: paymentIntent,
          reference: dispute.id,
          amountCents: dispute.amount,
          reason: dispute.reason,
          status: dispute.status === "won" ? "won" : dispute.status === "lost" ? "lost" : "open",
        },
        now,
      );
    }
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return rewardsSubscription(context, { subscriptionId: event.data.object.id });
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscriptionId || !invoice.id) return "ignored";
      return rewardsSubscription(context, {
        subscriptionId,
        invoice: {
          id: invoice.id,
          paid: event.type === "invoice.paid",
          amountCents: invoice.amount_paid,
          first: invoice.billing_reason === "subscription_create",
        },
      });
    }
    default:
      return "ignored";
  }
}

/** Rewards on Stripe Billing (decision 0055): the membership follows its subscription as Stripe has it now. */
function rewardsSubscription(context: WebhookContext, event: SubscriptionEvent) {
  const billing = context.gateway.subscriptions;
  return billing ? syncRewardsSubscription(context.db, billing, event, context.now) : "ignored";
}

/**
 * A pay link's intent succeeded: the payment is on the stay's folio once, whether or not the browser reported it
 * first. A payment the folio no longer wants (the desk took the money meanwhile) has been refunded: an answer.
 */
async function payLinkOfIntent(context: WebhookContext, intent: Stripe.PaymentIntent) {
  const reservationId = intent.metadata?.reservationId;
  if (!reservationId) return "ignored";
  try {
    await recordPayLinkIntent(context.db, context.gateway, { id: intent.id, reservationId }, context.now);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.warn({ intentId: intent.id, reason: error.message }, "a paid pay link could not be recorded");
  }
  return "settled";
}

/**
 * A guest's change was paid: the change is made once, whether or not the browser's return made it first. A change
 * refused now (the site was booked meanwhile) has given the money back: an answer, not a failure to retry.
 */
function changeOfIntent(context: WebhookContext, intent: Stripe.PaymentIntent) {
  return settledOrRefunded(intent, "a paid change could not be made; refunded", () =>
    changeOfPaidIntent(context.db, context.gateway, intent, { now: context.now, appUrl: context.appUrl }),
  );
}

/** A card handed over at the desk was paid: on the folio once, whether or not the console recorded it first. */
function deskPaymentOf(context: WebhookContext, intent: Stripe.PaymentIntent) {
  return settledOrRefunded(intent, "a desk card payment could not be recorded; refunded", () =>
    deskPaymentOfIntent(context.db, context.gateway, intent, { now: context.now, appUrl: context.appUrl }),
  );
}

/** A refusal of our own (an `AppError`) has given the money back: an answer, not a failure for Stripe to retry. */
async function settledOrRefunded(
  intent: Stripe.PaymentIntent,
  warning: string,
  handle: () => Promise<"settled" | "ignored">,
): Promise<"settled" | "ignored"> {
  try {
    return await handle();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.warn({ intentId: intent.id, reason: error.message }, warning);
    return "settled";
  }
}

/**
 * A checkout's intent succeeded: its order is placed, unless the browser's return placed it first (the same
 * idempotency key and body: `placeOrder` answers the order it placed). An order refused for a reason of its own
 * (a site taken meanwhile) has given the money back; that is an answer, not a failure to retry.
 */
async function placeOrderOfIntent(context: WebhookContext, intent: Stripe.PaymentIntent) {
  if (intent.metadata?.purpose !== "checkout") return "ignored";
  const stored = await checkoutOfIntent(context.db, { paymentIntentId: intent.id });
  if (!stored) return "ignored";
  try {
    await placeOrder(context.db, context.gateway, stored.input, {
      now: context.now,
      userId: stored.userId,
      isMember: stored.member,
      appUrl: context.appUrl,
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    logger.warn(
      { intentId: intent.id, reason: error.message },
      "a paid checkout could not be booked; refunded",
    );
  }
  return "settled";
}
