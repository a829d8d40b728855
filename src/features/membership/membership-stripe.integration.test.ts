import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { mailOutbox, memberships, payments } from "@/server/db/schema";
import { StripePaymentGateway, stripeClient } from "@/server/payments/stripe-gateway";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { type FakeStripe, startStripeServer } from "../../../tests/support/stripe-server";
import { callerFor } from "../../../tests/support/test-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { handleStripeWebhook } from "../checkout/server";
import { MEMBERSHIP_PRICE_CENTS } from "./member-discount";
import { runMembershipLifecycle } from "./membership-billing.service";

/** Rewards on Stripe Billing (decision 0055): the real `stripe` SDK against the local Stripe-compatible server. */
let test: TestDatabase;
let stripe: FakeStripe;
let gateway: StripePaymentGateway;
const NOW = new Date("2026-11-29T15:00:00Z");

beforeAll(async () => {
  [test, stripe] = await Promise.all([createTestDatabase(), startStripeServer()]);
  gateway = new StripePaymentGateway(stripeClient({ secretKey: stripe.secretKey, apiBase: stripe.url }));
});
afterAll(async () => {
  await Promise.all([test?.close(), stripe?.close()]);
});

let address = 0;
const api = (cookie: string, now = NOW) => {
  address += 1;
  return callerFor(test.db, {
    now,
    payments: gateway,
    headers: { cookie, "x-lantern-client-ip": `100.65.0.${address % 250}` },
  }).booking;
};

const deliver = (type: string, object: unknown, now = NOW) =>
  handleStripeWebhook(
    {
      db: test.db,
      gateway,
      stripe: stripe.sdk,
      webhookSecret: stripe.webhookSecret,
      appUrl: "http://localhost:3000",
      now,
    },
    stripe.event(type, object, { timestamp: Math.floor(now.getTime() / 1000) }),
  );

const membershipOf = async (userId: string) =>
  (await test.db.select().from(memberships).where(eq(memberships.userId, userId)))[0]!;
/** The membership e-mails the member got, in alphabetical order (all are queued at the test's one instant). */
const mailsOf = async (email: string) =>
  (await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)))
    .map((mail) => mail.template)
    .filter((template) => template.startsWith("membership-"))
    .sort();
const stripePaid = { gateway: "stripe", paymentIntentId: "pi_from_the_browser" } as const;

/** A user who pressed Join: their subscription waits at Stripe for its first invoice to be paid. */
async function startedMember() {
  const user = await signUpTestUser(test.db);
  const started = await api(user.cookie).membership.startSubscription({ acceptedTerms: true });
  const subscriptionId = (await membershipOf(user.userId)).stripeSubscriptionId!;
  const subscription = stripe.subscriptions.get(subscriptionId)!;
  return { user, started, subscriptionId, invoiceId: subscription.latest_invoice };
}

/** A member whose first year Stripe has been paid for. */
async function stripeMember() {
  const joined = await startedMember();
  await stripe.payInvoiceInBrowser(joined.invoiceId);
  await api(joined.user.cookie).membership.purchase({ payment: stripePaid, acceptedTerms: true });
  return joined;
}

const subscriptionRequests = () => stripe.requests.filter((request) => request.path === "/v1/subscriptions");

describe(`Rewards on Stripe Billing on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("joins in two steps: a subscription whose first invoice the browser pays, then the membership reads it from Stripe", async () => {
    const user = await signUpTestUser(test.db);
    await expect(
      api(user.cookie).membership.startSubscription({ acceptedTerms: false }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const started = await api(user.cookie).membership.startSubscription({ acceptedTerms: true });
    expect(started).toMatchObject({ gateway: "stripe", amount: MEMBERSHIP_PRICE_CENTS });
    expect(started.clientSecret).toMatch(/^pi_\w+_secret_/);
    expect(started.paymentIntentId).toBe(started.clientSecret!.split("_secret_")[0]);
    const created = subscriptionRequests().at(-1)!;
    expect(created.params).toMatchObject({
      payment_behavior: "default_incomplete",
      payment_settings: { save_default_payment_method: "on_subscription", payment_method_types: ["card"] },
      metadata: { purpose: "rewards", userId: user.userId },
    });
    expect(created.idempotencyKey).toMatch(/^rewards:/);
    const price = [...stripe.requests].find(
      (request) => request.path === "/v1/prices" && request.method === "POST",
    );
    expect(price?.params).toMatchObject({
      unit_amount: String(MEMBERSHIP_PRICE_CENTS),
      recurring: { interval: "year" },
      lookup_key: "lantern_rewards_yearly",
    });
    expect(await membershipOf(user.userId)).toMatchObject({ status: "pending" });
    expect((await api(user.cookie).authentication.getSession())?.user.membershipStatusIsActive).toBe(false);

    // A second press before paying answers the same subscription: one sign-up, one invoice.
    const again = await api(user.cookie).membership.startSubscription({ acceptedTerms: true });
    expect(again.clientSecret).toBe(started.clientSecret);
    expect(subscriptionRequests().filter((request) => request.method === "POST")).toHaveLength(1);

    const invoiceId = stripe.subscriptions.get(
      (await membershipOf(user.userId)).stripeSubscriptionId!,
    )!.latest_invoice;
    await stripe.payInvoiceInBrowser(invoiceId);
    const membership = await api(user.cookie).membership.purchase({
      payment: stripePaid,
      acceptedTerms: true,
    });
    expect(membership).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
      price: MEMBERSHIP_PRICE_CENTS,
    });
    expect(membership.currentPeriodEnd.getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
    expect((await api(user.cookie).authentication.getSession())?.user.membershipStatusIsActive).toBe(true);

    // Stripe's own events then change nothing more: one welcome, one payment for the first invoice.
    const subscription = stripe.subscriptions.get((await membershipOf(user.userId)).stripeSubscriptionId!)!;
    const invoice = stripe.invoices.get(invoiceId)!;
    for (const [type, object] of [
      ["customer.subscription.updated", subscription],
      ["invoice.paid", invoice],
      ["invoice.paid", invoice],
    ] as const) {
      expect((await deliver(type, object)).status).toBe(200);
    }
    expect(await mailsOf(user.email)).toEqual(["membership-welcome"]);
    const paid = await test.db
      .select()
      .from(payments)
      .where(eq(payments.membershipId, (await membershipOf(user.userId)).id));
    expect(paid.map((payment) => [payment.gatewayReference, payment.amountCents])).toEqual([
      [invoiceId, MEMBERSHIP_PRICE_CENTS],
    ]);
  });

  it("refuses card numbers while Stripe is on", async () => {
    const { user } = await startedMember();
    await expect(
      api(user.cookie).membership.purchase({
        payment: { gateway: "test", cardNumber: TEST_CARDS.success, expMonth: 12, expYear: 2030, cvc: "123" },
        acceptedTerms: true,
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await membershipOf(user.userId)).toMatchObject({ status: "pending" });
  });

  it("starts the membership from the webhook when the browser never came back, and the late return changes nothing", async () => {
    const { user, invoiceId, subscriptionId } = await startedMember();
    await stripe.payInvoiceInBrowser(invoiceId);
    expect((await deliver("invoice.paid", stripe.invoices.get(invoiceId))).status).toBe(200);
    expect(await membershipOf(user.userId)).toMatchObject({ status: "active" });
    await deliver("customer.subscription.updated", stripe.subscriptions.get(subscriptionId));
    await api(user.cookie).membership.purchase({ payment: stripePaid, acceptedTerms: true });
    expect(await mailsOf(user.email)).toEqual(["membership-welcome"]);
  });

  it("a declined first payment is incomplete; paying again with another card starts the same subscription", async () => {
    const { user, invoiceId, started } = await startedMember();
    expect(await stripe.payInvoiceInBrowser(invoiceId, "pm_card_chargeDeclined")).toBeNull();
    await deliver("invoice.payment_failed", stripe.invoices.get(invoiceId));
    expect(await membershipOf(user.userId)).toMatchObject({ status: "incomplete" });
    const retry = await api(user.cookie).membership.startSubscription({ acceptedTerms: true });
    expect(retry.clientSecret).toBe(started.clientSecret);
    await stripe.payInvoiceInBrowser(invoiceId);
    expect(
      await api(user.cookie).membership.purchase({ payment: stripePaid, acceptedTerms: true }),
    ).toMatchObject({ status: "active" });
  });

  it("follows Stripe's renewals: a paid year moves the period, a decline is past due then unpaid, and the hourly job stays out", async () => {
    const { user, subscriptionId } = await stripeMember();
    const firstEnd = (await membershipOf(user.userId)).currentPeriodEnd;

    const renewal = stripe.renewSubscription(subscriptionId, "paid");
    await deliver("invoice.paid", renewal);
    const renewed = await membershipOf(user.userId);
    expect(renewed.status).toBe("active");
    expect(renewed.currentPeriodEnd.getTime()).toBeGreaterThan(firstEnd.getTime() + 364 * 86_400_000);
    // The test gateway's job, run after the paid year ended, neither charges nor ends what Stripe bills.
    const afterTheYear = new Date(renewed.currentPeriodEnd.getTime() + 86_400_000);
    await runMembershipLifecycle(test.db, new TestPaymentGateway(() => afterTheYear), afterTheYear);
    expect(await membershipOf(user.userId)).toMatchObject({ status: "active" });

    const declined = stripe.renewSubscription(subscriptionId, "declined");
    await deliver("invoice.payment_failed", declined);
    expect(await membershipOf(user.userId)).toMatchObject({ status: "past_due" });
    await deliver("customer.subscription.updated", stripe.endSubscription(subscriptionId, "unpaid"));
    expect(await membershipOf(user.userId)).toMatchObject({ status: "unpaid" });
    await deliver("customer.subscription.deleted", stripe.endSubscription(subscriptionId, "canceled"));
    expect(await membershipOf(user.userId)).toMatchObject({ status: "expired" });
    expect(await mailsOf(user.email)).toEqual([
      "membership-ended",
      "membership-renewal-declined",
      "membership-renewed",
      "membership-unpaid",
      "membership-welcome",
    ]);
  });

  it("cancels at the end of the paid year at Stripe with the member's reason, resumes on Join, and ends when Stripe says so", async () => {
    const { user, subscriptionId } = await stripeMember();
    const cancelled = await api(user.cookie).membership.cancel({ reason: "TOO_EXPENSIVE" });
    expect(cancelled).toMatchObject({ status: "active", cancelAtPeriodEnd: true });
    const update = stripe.requests
      .filter((request) => request.path === `/v1/subscriptions/${subscriptionId}`)
      .at(-1)!;
    expect(update.params).toMatchObject({
      cancel_at_period_end: "true",
      cancellation_details: { feedback: "too_expensive" },
    });
    // The update's own event afterwards sends no second "cancelled" mail.
    await deliver("customer.subscription.updated", stripe.subscriptions.get(subscriptionId));

    const resumed = await api(user.cookie).membership.startSubscription({ acceptedTerms: true });
    expect(resumed).toMatchObject({ clientSecret: null, paymentIntentId: null });
    expect(stripe.subscriptions.get(subscriptionId)?.cancel_at_period_end).toBe(false);
    expect(
      await api(user.cookie).membership.purchase({
        payment: { gateway: "stripe", paymentIntentId: null },
        acceptedTerms: true,
      }),
    ).toMatchObject({ status: "active", cancelAtPeriodEnd: false });

    await api(user.cookie).membership.cancel({ reason: "OTHER", comment: "Moving away" });
    await deliver("customer.subscription.deleted", stripe.endSubscription(subscriptionId));
    expect(await membershipOf(user.userId)).toMatchObject({ status: "canceled" });
    expect(await mailsOf(user.email)).toEqual([
      "membership-cancelled",
      "membership-cancelled",
      "membership-ended",
      "membership-welcome",
    ]);
  });

  it("answers 500 to an event that arrives before its membership names the subscription, so Stripe sends it again", async () => {
    const user = await signUpTestUser(test.db);
    const early = await gateway.subscriptions.start({
      customerEmail: user.email,
      yearlyPriceCents: MEMBERSHIP_PRICE_CENTS,
      idempotencyKey: `early:${user.userId}`,
      metadata: { purpose: "rewards", userId: user.userId },
    });
    expect((await deliver("customer.subscription.created", stripe.subscriptions.get(early.id))).status).toBe(
      500,
    );
    // A subscription that is not Rewards' is none of the membership's business.
    const other = await gateway.subscriptions.start({
      customerEmail: user.email,
      yearlyPriceCents: MEMBERSHIP_PRICE_CENTS,
      idempotencyKey: `other:${user.userId}`,
      metadata: {},
    });
    expect((await deliver("customer.subscription.created", stripe.subscriptions.get(other.id))).status).toBe(
      200,
    );
  });
});
