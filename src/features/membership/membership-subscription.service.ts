import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { memberships, payments, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import type { GatewaySubscription, SubscriptionBilling } from "@/server/payments/payment-gateway";
import { MEMBERSHIP_PRICE_CENTS } from "./member-discount";
import { lockMembershipOf, resumeMembership, writeNewMembership } from "./membership-billing.service";
import { renderMembershipMail } from "./membership-mail";
import { membershipMailOfChange, membershipStatusOfSubscription } from "./membership-subscription-state";

/** What `startSubscription` gives the browser: the payment to confirm, as checkout's `startPayment` does. */
export type StartedSubscription = {
  gateway: "stripe";
  paymentIntentId: string | null;
  clientSecret: string | null;
  amount: number;
};

const NOTHING_TO_PAY = { gateway: "stripe", paymentIntentId: null, clientSecret: null, amount: 0 } as const;

/** Stripe's client secret of a PaymentIntent is its id, then `_secret_`. */
const intentOfSecret = (clientSecret: string) => clientSecret.split("_secret_")[0] ?? null;

/**
 * `booking.membership.startSubscription` with Stripe on (decision 0055): the yearly subscription, its first invoice
 * waiting for the Payment Element. A second press before paying answers the same subscription; a member who
 * cancelled inside the paid year resumes at Stripe instead (nothing to pay).
 */
export async function startSubscription(
  db: Db,
  billing: SubscriptionBilling,
  input: { userId: string },
  now: Date,
): Promise<StartedSubscription> {
  return db.transaction(async (tx) => {
    await lockMembershipOf(tx, input.userId);
    const [current] = await tx.select().from(memberships).where(eq(memberships.userId, input.userId));
    if (current?.status === "active") {
      if (!current.cancelAtPeriodEnd) throw new AppError("CONFLICT", "You are already a Rewards member.");
      if (current.stripeSubscriptionId) await billing.resume(current.stripeSubscriptionId);
      await resumeMembership(tx, current.id, now);
      return NOTHING_TO_PAY;
    }
    if (current?.stripeSubscriptionId && ["pending", "incomplete"].includes(current.status)) {
      const open = await billing.retrieve(current.stripeSubscriptionId);
      if (open.status === "incomplete" && open.clientSecret) return startedOf(open.clientSecret);
    }
    if (current?.stripeSubscriptionId && ["past_due", "unpaid"].includes(current.status)) {
      // A renewal Stripe could not charge: the old subscription ends, and the member pays for a new year.
      await billing.cancelNow(current.stripeSubscriptionId, { reason: "OTHER", comment: "Joined again" });
    }
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, input.userId));
    const subscription = await billing.start({
      customerEmail: user!.email,
      yearlyPriceCents: MEMBERSHIP_PRICE_CENTS,
      idempotencyKey: `rewards:${input.userId}:${randomUUID()}`,
      metadata: { purpose: "rewards", userId: input.userId },
    });
    await writeNewMembership(
      tx,
      input.userId,
      {
        status: "pending",
        currentPeriodStart: subscription.currentPeriodStart,
        currentPeriodEnd: subscription.currentPeriodEnd,
        paymentMethodReference: null,
        stripeSubscriptionId: subscription.id,
        stripeCustomerId: subscription.customerId,
      },
      now,
    );
    return subscription.clientSecret ? startedOf(subscription.clientSecret) : NOTHING_TO_PAY;
  });
}

const startedOf = (clientSecret: string): StartedSubscription => ({
  gateway: "stripe",
  paymentIntentId: intentOfSecret(clientSecret),
  clientSecret,
  amount: MEMBERSHIP_PRICE_CENTS,
});

/**
 * `booking.membership.purchase` with Stripe on: the browser paid (or had nothing to pay); the membership takes the
 * subscription's state from Stripe itself, exactly as the webhooks do, whichever comes first.
 */
export async function finishSubscription(db: Db, billing: SubscriptionBilling, userId: string, now: Date) {
  const [current] = await db
    .select({ subscriptionId: memberships.stripeSubscriptionId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  if (!current?.subscriptionId) {
    throw new AppError("PRECONDITION_FAILED", "Your sign-up has not started yet. Please press Join again.");
  }
  await syncRewardsSubscription(db, billing, { subscriptionId: current.subscriptionId }, now);
}

export type SubscriptionEvent = {
  subscriptionId: string;
  /** An invoice of the subscription that Stripe reports paid or failed (`invoice.paid`, `invoice.payment_failed`). */
  invoice?: { id: string; paid: boolean; amountCents: number; first: boolean };
};

/**
 * A Stripe event about a Rewards subscription (`customer.subscription.*`, `invoice.*`) or the browser's return:
 * the subscription is read from Stripe (so events in any order end in Stripe's latest state) and written to the
 * membership under its row lock; the e-mail its change calls for is sent once; a paid invoice is recorded once.
 * A subscription of ours whose row is not written yet answers "retry" (the webhook answers 500; Stripe sends it
 * again).
 */
export async function syncRewardsSubscription(
  db: Db,
  billing: SubscriptionBilling,
  event: SubscriptionEvent,
  now: Date,
): Promise<"settled" | "ignored" | "retry"> {
  const subscription = await billing.retrieve(event.subscriptionId);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(memberships)
      .where(eq(memberships.stripeSubscriptionId, subscription.id))
      .for("update");
    if (!row) return unknownSubscription(tx, subscription);
    const status = membershipStatusOfSubscription(subscription.status, row.status, {
      firstPaymentFailed: event.invoice?.first === true && !event.invoice.paid,
    });
    const after = {
      status,
      currentPeriodStart: subscription.currentPeriodStart,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: status === "active" && subscription.cancelAtPeriodEnd,
    };
    await tx
      .update(memberships)
      .set({ ...after, stripeCustomerId: subscription.customerId, updatedAt: now })
      .where(eq(memberships.id, row.id));
    if (event.invoice?.paid) {
      await tx
        .insert(payments)
        .values({
          membershipId: row.id,
          gateway: "stripe",
          gatewayReference: event.invoice.id,
          idempotencyKey: `stripe-invoice:${event.invoice.id}`,
          status: "captured",
          amountCents: event.invoice.amountCents,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing();
    }
    const mail = membershipMailOfChange(row, after);
    if (mail) {
      const [user] = await tx
        .select({ email: users.email, firstName: users.firstName })
        .from(users)
        .where(eq(users.id, row.userId));
      await enqueueMail(tx, renderMembershipMail(mail, { ...user!, periodEnd: after.currentPeriodEnd }), now);
    }
    return "settled";
  });
}

/**
 * No membership holds this subscription: one of ours whose member's row does not name it yet is early (retry);
 * one the member has since replaced, or not a Rewards subscription at all, is ignored.
 */
async function unknownSubscription(db: Db, subscription: GatewaySubscription) {
  const userId = subscription.metadata.purpose === "rewards" ? subscription.metadata.userId : undefined;
  if (!userId) return "ignored" as const;
  const [member] = await db
    .select({ subscriptionId: memberships.stripeSubscriptionId })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return member?.subscriptionId ? ("ignored" as const) : ("retry" as const);
}
