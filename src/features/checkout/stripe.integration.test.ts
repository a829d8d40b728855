import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collectDueBalances } from "@/features/reservations/server";
import { addDays } from "@/lib/stay-dates";
import { checkoutPayments, folioLines, mailOutbox, orders, payments, stripeEvents } from "@/server/db/schema";
import { StripePaymentGateway, stripeClient } from "@/server/payments/stripe-gateway";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { signInDemoStaff } from "../../../tests/support/staff";
import { type FakeStripe, startStripeServer } from "../../../tests/support/stripe-server";
import { callerFor } from "../../../tests/support/test-context";
import { handleStripeWebhook } from "./server";

const scenario = setUpCheckoutScenario();
const { api, db, ids } = scenario;

let stripe: FakeStripe;
let gateway: StripePaymentGateway;
const APP_URL = "http://localhost:3000";
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

beforeAll(async () => {
  stripe = await startStripeServer();
  gateway = new StripePaymentGateway(stripeClient({ secretKey: stripe.secretKey, apiBase: stripe.url }));
  const { cookie } = await signInDemoStaff(db(), "manager@lantern.example");
  // Trout Town Farms takes a quarter at booking: its card is saved for the balance.
  await callerFor(db(), { headers: { cookie }, now: NOW }).admin.paymentPolicies.upsert({
    parkId: ids.trout,
    kind: "DEPOSIT",
    deposit: { percent: 25 },
    balanceDueDays: 14,
  });
});
afterAll(() => stripe?.close());

const stripeApi = (now = NOW) => api({ now, payments: gateway });

/** A cart with one Riverside site at Beaverkill Bend (paid in full) or Orchard at Trout Town Farms (a deposit). */
async function cartAt(parkId = ids.beaverkill, dates = scenario.nextStay()) {
  const added = await api().cart.addItem({
    parkId,
    campsiteTypeId: parkId === ids.trout ? ids.orchard : ids.riverside,
    dates,
    guests: twoAdults,
  });
  return { cartId: added.shoppingCartUuid, dates };
}

/** The checkout's body, as the browser sends it to startPayment and then (with the payment) to placeOrder. */
function checkoutOf(cartId: string) {
  const { payment: _, ...body } = scenario.orderInput(cartId);
  return body;
}

const deliver = (
  type: string,
  object: unknown,
  options: { id?: string; secret?: string; now?: Date } = {},
) => {
  const now = options.now ?? NOW;
  const delivery = stripe.event(type, object, { ...options, timestamp: seconds(now) });
  return handleStripeWebhook(
    { db: db(), gateway, stripe: stripe.sdk, webhookSecret: stripe.webhookSecret, appUrl: APP_URL, now },
    delivery,
  );
};

const ordersOfCart = (cartId: string) => db().select().from(orders).where(eq(orders.cartId, cartId));
const requestsTo = (path: string) => stripe.requests.filter((request) => request.path === path);

describe(`Stripe checkout on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("creates one PaymentIntent per checkout for what is due now, for a Stripe customer of the guest's e-mail", async () => {
    const { cartId } = await cartAt(ids.trout);
    const body = checkoutOf(cartId);
    const quote = await api().checkout.quote({ shoppingCartUuid: cartId });
    const started = await stripeApi().checkout.startPayment(body);
    expect(started).toMatchObject({ gateway: "stripe", amount: quote.dueNow });
    expect(started.clientSecret).toMatch(/^pi_\w+_secret_/);

    const created = requestsTo("/v1/payment_intents").at(-1)!;
    expect(created.params).toMatchObject({
      amount: String(quote.dueNow),
      currency: "usd",
      setup_future_usage: "off_session",
      allowed_payment_method_types: ["card"],
      metadata: { purpose: "checkout", cartId },
    });
    expect(created.idempotencyKey).toContain(body.idempotencyKey);
    const customer = stripe.intents.get(started.paymentIntentId!)!.customer;
    expect(customer).toMatch(/^cus_/);

    // A retry is the same intent; a second checkout by the same guest is the same customer.
    expect(await stripeApi().checkout.startPayment(body)).toEqual(started);
    const other = await cartAt();
    const second = await stripeApi().checkout.startPayment(checkoutOf(other.cartId));
    expect(second.paymentIntentId).not.toBe(started.paymentIntentId);
    expect(stripe.intents.get(second.paymentIntentId!)!.customer).toBe(customer);
    // Paid in full: no card is kept.
    expect(stripe.intents.get(second.paymentIntentId!)!.setup_future_usage).toBeNull();
  });

  it("refuses card numbers while Stripe is the gateway, and places nothing", async () => {
    const { cartId } = await cartAt();
    await expect(stripeApi().checkout.placeOrder(scenario.orderInput(cartId))).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Card numbers are not accepted"),
    });
    // "Nothing was due" is no way around paying when something is.
    await expect(
      stripeApi().checkout.placeOrder({
        ...checkoutOf(cartId),
        payment: { gateway: "stripe", paymentIntentId: null },
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("Pay with the card form"),
    });
    await expect(stripeApi().checkout.startPayment(checkoutOf(cartId))).resolves.toMatchObject({
      gateway: "stripe",
    });
    expect(await ordersOfCart(cartId)).toHaveLength(0);
  });

  it("places the order once the intent has succeeded, from the browser's return and the webhook, exactly once", async () => {
    const { cartId } = await cartAt();
    const body = checkoutOf(cartId);
    const started = await stripeApi().checkout.startPayment(body);
    const payment = { gateway: "stripe" as const, paymentIntentId: started.paymentIntentId! };

    // Back from the card form before the bank said yes: nothing is booked, the cart stays.
    await expect(stripeApi().checkout.placeOrder({ ...body, payment })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    expect(await ordersOfCart(cartId)).toHaveLength(0);

    const intent = await stripe.confirmInBrowser(payment.paymentIntentId);
    const [fromBrowser, fromWebhook] = await Promise.all([
      stripeApi().checkout.placeOrder({ ...body, payment }),
      deliver("payment_intent.succeeded", intent),
    ]);
    expect(fromWebhook.status).toBe(200);
    const placed = await ordersOfCart(cartId);
    expect(placed).toHaveLength(1);
    expect(placed[0]!.invoiceUuid).toBe(fromBrowser.invoiceUuid);
    const [paid] = await db().select().from(payments).where(eq(payments.orderId, placed[0]!.id));
    expect(paid).toMatchObject({
      gateway: "stripe",
      gatewayReference: payment.paymentIntentId,
      status: "captured",
      amountCents: started.amount,
      cardLast4: "4242",
    });
    const order = await api().orders.getOrderConfirmation({ invoiceUuid: fromBrowser.invoiceUuid });
    expect(order.campsiteConfirmationSummaries[0]!.folio).toMatchObject({ paid: started.amount, balance: 0 });
    const [row] = await db()
      .select()
      .from(checkoutPayments)
      .where(eq(checkoutPayments.intentId, payment.paymentIntentId));
    expect(row).toMatchObject({ status: "placed", orderId: placed[0]!.id });
  });

  it("waits for a payment the bank is still confirming: nothing is booked nor paid twice, and the webhook books it once confirmed", async () => {
    const { cartId } = await cartAt();
    const body = checkoutOf(cartId);
    const started = await stripeApi().checkout.startPayment(body);
    stripe.confirmSlowly(started.paymentIntentId!);
    expect((await stripe.confirmInBrowser(started.paymentIntentId!))?.status).toBe("processing");
    const order = {
      ...body,
      payment: { gateway: "stripe" as const, paymentIntentId: started.paymentIntentId! },
    };
    await expect(stripeApi().checkout.placeOrder(order)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { details: { declineCode: "processing" } },
    });
    expect(await ordersOfCart(cartId)).toHaveLength(0);
    // Nothing refunded or cancelled: the money is on its way.
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === started.paymentIntentId)).toEqual(
      [],
    );
    expect(stripe.intents.get(started.paymentIntentId!)?.status).toBe("processing");

    stripe.settle(started.paymentIntentId!);
    expect(
      (await deliver("payment_intent.succeeded", stripe.intents.get(started.paymentIntentId!))).status,
    ).toBe(200);
    expect(await ordersOfCart(cartId)).toHaveLength(1);
    // The guest's press again (the same payment) answers the order the webhook placed.
    const placed = await stripeApi().checkout.placeOrder(order);
    expect((await ordersOfCart(cartId))[0]?.invoiceUuid).toBe(placed.invoiceUuid);
  });

  it("books from the webhook alone when the browser never comes back", async () => {
    const { cartId } = await cartAt();
    const started = await stripeApi().checkout.startPayment(checkoutOf(cartId));
    const intent = await stripe.confirmInBrowser(started.paymentIntentId!);
    expect((await deliver("payment_intent.succeeded", intent)).status).toBe(200);
    expect(await ordersOfCart(cartId)).toHaveLength(1);
    expect(
      (await db().select().from(orders).where(eq(orders.cartId, cartId)))[0]!.totalCents,
    ).toBeGreaterThan(0);
  });

  it("refuses a bad signature with 400, and a replayed event changes nothing", async () => {
    const { cartId } = await cartAt();
    const started = await stripeApi().checkout.startPayment(checkoutOf(cartId));
    const intent = await stripe.confirmInBrowser(started.paymentIntentId!);

    expect(await deliver("payment_intent.succeeded", intent, { secret: "whsec_someone_else" })).toMatchObject(
      {
        status: 400,
      },
    );
    const tooOld = stripe.event("payment_intent.succeeded", intent, { timestamp: seconds(NOW) - 301 });
    const context = {
      db: db(),
      gateway,
      stripe: stripe.sdk,
      webhookSecret: stripe.webhookSecret,
      appUrl: APP_URL,
      now: NOW,
    };
    expect((await handleStripeWebhook(context, tooOld)).status).toBe(400);
    expect((await handleStripeWebhook(context, { body: tooOld.body, signature: null })).status).toBe(400);
    expect(await ordersOfCart(cartId)).toHaveLength(0);

    expect((await deliver("payment_intent.succeeded", intent, { id: "evt_replayed" })).status).toBe(200);
    const intentsBefore = requestsTo(`/v1/payment_intents/${intent!.id}`).length;
    expect((await deliver("payment_intent.succeeded", intent, { id: "evt_replayed" })).status).toBe(200);
    // The replay was not handled again: no second look at the intent, still one order.
    expect(requestsTo(`/v1/payment_intents/${intent!.id}`)).toHaveLength(intentsBefore);
    expect(await ordersOfCart(cartId)).toHaveLength(1);
    expect(await db().select().from(stripeEvents).where(eq(stripeEvents.id, "evt_replayed"))).toHaveLength(1);
    // Unknown types are fine.
    expect((await deliver("customer.created", { id: "cus_x", object: "customer" })).status).toBe(200);
  });

  it("gives the money back when the order cannot be written after the guest paid", async () => {
    const { cartId } = await cartAt();
    const quote = await api().checkout.quote({ shoppingCartUuid: cartId });
    const body = { ...checkoutOf(cartId), expectedTotal: quote.parks[0]!.total };
    const started = await stripeApi().checkout.startPayment(body);
    await stripe.confirmInBrowser(started.paymentIntentId!);
    // Meanwhile the same cart was booked and paid by card numbers in another tab (the demo gateway).
    await api().checkout.placeOrder(scenario.orderInput(cartId));

    await expect(
      stripeApi().checkout.placeOrder({
        ...body,
        payment: { gateway: "stripe", paymentIntentId: started.paymentIntentId! },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const refunds = [...stripe.refunds.values()].filter(
      (refund) => refund.payment_intent === started.paymentIntentId,
    );
    expect(refunds).toEqual([
      expect.objectContaining({ amount: started.amount, metadata: { lantern: "void" } }),
    ]);
    const [row] = await db()
      .select()
      .from(checkoutPayments)
      .where(eq(checkoutPayments.intentId, started.paymentIntentId!));
    expect(row).toMatchObject({ status: "failed" });
    // The webhook arriving afterwards refunds nothing more.
    expect(
      (await deliver("payment_intent.succeeded", stripe.intents.get(started.paymentIntentId!))).status,
    ).toBe(200);
    expect(
      [...stripe.refunds.values()].filter((refund) => refund.payment_intent === started.paymentIntentId),
    ).toHaveLength(1);
  });

  it("refuses a payment made for another checkout", async () => {
    const first = await cartAt();
    const started = await stripeApi().checkout.startPayment(checkoutOf(first.cartId));
    await stripe.confirmInBrowser(started.paymentIntentId!);
    const other = await cartAt();
    await expect(
      stripeApi().checkout.placeOrder({
        ...checkoutOf(other.cartId),
        payment: { gateway: "stripe", paymentIntentId: started.paymentIntentId! },
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("not for this checkout"),
    });
    expect(await ordersOfCart(other.cartId)).toHaveLength(0);
  });
});

/** A Beaverkill stay booked and paid through Stripe: its invoice, stay and intent. */
async function paidThroughStripe() {
  const { cartId, dates } = await cartAt();
  const body = checkoutOf(cartId);
  const started = await stripeApi().checkout.startPayment(body);
  await stripe.confirmInBrowser(started.paymentIntentId!);
  const placed = await stripeApi().checkout.placeOrder({
    ...body,
    payment: { gateway: "stripe", paymentIntentId: started.paymentIntentId! },
  });
  const order = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
  return {
    ...placed,
    dates,
    intentId: started.paymentIntentId!,
    amount: started.amount,
    stay: order.campsiteConfirmationSummaries[0]!,
  };
}

const folioOf = async (invoiceUuid: string) =>
  (await api().orders.getOrderConfirmation({ invoiceUuid })).campsiteConfirmationSummaries[0]!.folio;

describe(`A guest's change that costs more, paid through Stripe, on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  /** One more night on a stay booked through Stripe, as the change form asks for it. */
  async function longerStay() {
    const paid = await paidThroughStripe();
    const change = {
      invoiceUuid: paid.invoiceUuid,
      reservationId: paid.stay.reservationId,
      dates: { start: paid.dates.start, end: addDays(paid.dates.end, 1) },
    };
    const quote = await api().orders.quoteModification(change);
    const attempt = {
      ...change,
      idempotencyKey: `stripe-change-${paid.invoiceUuid}`,
      expectedPriceDifference: quote.priceDifference,
    };
    return { paid, change, quote, attempt };
  }
  const cardPaymentsOf = (intentId: string) =>
    db().select().from(payments).where(eq(payments.gatewayReference, intentId));

  it("pays the difference in Stripe's form, and makes the change once from the browser's return and the webhook together", async () => {
    const { quote, attempt, change } = await longerStay();
    expect(quote.toCharge).toBeGreaterThan(0);
    const started = await stripeApi().orders.startChangePayment(attempt);
    expect(started).toMatchObject({ gateway: "stripe", amount: quote.toCharge });
    expect(requestsTo("/v1/payment_intents").at(-1)!.params).toMatchObject({
      amount: String(quote.toCharge),
      metadata: { purpose: "change", reservationId: change.reservationId },
    });
    // The same press again answers the same intent.
    expect((await stripeApi().orders.startChangePayment(attempt)).paymentIntentId).toBe(
      started.paymentIntentId,
    );
    await expect(
      stripeApi().orders.modifyReservation({
        ...attempt,
        payment: { gateway: "test", cardNumber: "4242424242424242", expMonth: 12, expYear: 2030, cvc: "123" },
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });

    await stripe.confirmInBrowser(started.paymentIntentId!);
    const payment = { gateway: "stripe", paymentIntentId: started.paymentIntentId! } as const;
    const [changed, delivered] = await Promise.all([
      stripeApi().orders.modifyReservation({ ...attempt, payment }),
      deliver("payment_intent.succeeded", stripe.intents.get(started.paymentIntentId!)),
    ]);
    expect(delivered.status).toBe(200);
    expect(changed).toMatchObject({ charged: quote.toCharge });
    expect(changed.reservation.dates).toEqual(change.dates);
    const recorded = await cardPaymentsOf(started.paymentIntentId!);
    expect(recorded.map((row) => row.amountCents)).toEqual([quote.toCharge]);
  });

  it("makes the change from the webhook alone when the browser never comes back", async () => {
    const { attempt, change } = await longerStay();
    const started = await stripeApi().orders.startChangePayment(attempt);
    await stripe.confirmInBrowser(started.paymentIntentId!);
    expect(
      (await deliver("payment_intent.succeeded", stripe.intents.get(started.paymentIntentId!))).status,
    ).toBe(200);
    const order = await api().orders.getOrderConfirmation({ invoiceUuid: change.invoiceUuid });
    expect(order.campsiteConfirmationSummaries[0]!.dates).toEqual(change.dates);
  });

  it("gives the money back when the change is refused after the guest paid, and never refunds another payment", async () => {
    const { paid, attempt, quote } = await longerStay();
    const started = await stripeApi().orders.startChangePayment(attempt);
    await stripe.confirmInBrowser(started.paymentIntentId!);
    // The price the guest confirms is not today's any more: nothing changes, and the difference goes back.
    await expect(
      stripeApi().orders.modifyReservation({
        ...attempt,
        expectedPriceDifference: quote.priceDifference + 100,
        payment: { gateway: "stripe", paymentIntentId: started.paymentIntentId! },
      }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === started.paymentIntentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([quote.toCharge]);
    expect(
      (await api().orders.getOrderConfirmation({ invoiceUuid: paid.invoiceUuid }))
        .campsiteConfirmationSummaries[0]!.dates,
    ).toEqual(paid.dates);

    // The checkout's own payment sent for the change is refused, and stays paid.
    await expect(
      stripeApi().orders.modifyReservation({
        ...attempt,
        idempotencyKey: `${attempt.idempotencyKey}-other`,
        payment: { gateway: "stripe", paymentIntentId: paid.intentId },
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === paid.intentId)).toEqual([]);
  });
});

describe(`Stripe refunds and disputes on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("refunds a cancellation through Stripe; a refund that fails later puts the money back on the folio", async () => {
    const paid = await paidThroughStripe();
    stripe.refundsStartAs("pending");
    const { refund } = await stripeApi().orders.cancelReservation({
      invoiceUuid: paid.invoiceUuid,
      reservationId: paid.stay.reservationId,
    });
    stripe.refundsStartAs("succeeded");
    expect(refund).toBeGreaterThan(0);
    const [made] = [...stripe.refunds.values()].filter((r) => r.payment_intent === paid.intentId);
    expect(made).toMatchObject({ amount: refund, metadata: { lantern: "refund" } });
    expect((await folioOf(paid.invoiceUuid)).lines.find((line) => line.kind === "REFUND")).toMatchObject({
      kind: "REFUND",
      status: "PENDING",
      amount: refund,
    });

    // Events out of order: the failure first, then the older "succeeded" — the gateway's present word wins.
    stripe.setRefundStatus(made!.id, "failed");
    expect((await deliver("refund.updated", made)).status).toBe(200);
    expect(
      (await deliver("charge.refunded", { id: "ch_x", object: "charge", payment_intent: paid.intentId }))
        .status,
    ).toBe(200);
    const folio = await folioOf(paid.invoiceUuid);
    expect(folio.lines.filter((line) => line.kind === "REFUND")).toEqual([
      expect.objectContaining({ status: "FAILED", amount: refund }),
    ]);
    // The stay is cancelled and owes nothing, the money stayed with the park: the guest is owed it.
    expect(folio.balance).toBe(-refund);
    const [payment] = await db().select().from(payments).where(eq(payments.gatewayReference, paid.intentId));
    expect(payment).toMatchObject({ refundedCents: 0, status: "captured" });
  });

  it("writes a refund made in Stripe's dashboard onto the folio once, whichever event comes first", async () => {
    const paid = await paidThroughStripe();
    const dashboard = stripe.refundInDashboard(paid.intentId, 2_000);
    expect((await deliver("refund.created", dashboard)).status).toBe(200);
    expect(
      (await deliver("charge.refunded", { id: "ch_y", object: "charge", payment_intent: paid.intentId }))
        .status,
    ).toBe(200);
    const folio = await folioOf(paid.invoiceUuid);
    expect(folio.lines.filter((line) => line.kind === "REFUND")).toEqual([
      expect.objectContaining({
        amount: 2_000,
        status: "SUCCEEDED",
        description: "Refund to card (made in Stripe)",
      }),
    ]);
    expect(folio.balance).toBe(2_000);
    const [payment] = await db().select().from(payments).where(eq(payments.gatewayReference, paid.intentId));
    expect(payment).toMatchObject({ refundedCents: 2_000, status: "partially_refunded" });
  });

  it("flags a disputed payment on the folio, and clears it when the park wins", async () => {
    const paid = await paidThroughStripe();
    const dispute = {
      id: "du_test_1",
      object: "dispute",
      amount: paid.amount,
      payment_intent: paid.intentId,
      reason: "fraudulent",
      status: "needs_response",
    };
    expect((await deliver("charge.dispute.created", dispute)).status).toBe(200);
    let folio = await folioOf(paid.invoiceUuid);
    expect(folio.lines.at(-1)).toMatchObject({
      kind: "REFUND",
      status: "PENDING",
      description: "Card dispute",
    });
    expect(folio.balance).toBe(paid.amount);
    expect((await deliver("charge.dispute.closed", { ...dispute, status: "won" })).status).toBe(200);
    expect((await deliver("charge.dispute.created", dispute)).status).toBe(200);
    folio = await folioOf(paid.invoiceUuid);
    expect(folio.lines.filter((line) => line.description === "Card dispute")).toEqual([
      expect.objectContaining({ status: "FAILED" }),
    ]);
    expect(folio.balance).toBe(0);
  });
});

describe(`Stripe balances on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  async function depositPaid(card: string) {
    const { cartId, dates } = await cartAt(ids.trout);
    const body = checkoutOf(cartId);
    const started = await stripeApi().checkout.startPayment(body);
    await stripe.confirmInBrowser(started.paymentIntentId!, card);
    const placed = await stripeApi().checkout.placeOrder({
      ...body,
      payment: { gateway: "stripe", paymentIntentId: started.paymentIntentId! },
    });
    return { placed, dueOn: addDays(dates.start, -14), intentId: started.paymentIntentId! };
  }
  const at = (day: string) => ({ now: new Date(`${day}T15:00:00Z`), appUrl: APP_URL });

  it("charges the balance off-session to the card the deposit saved", async () => {
    const { placed, dueOn, intentId } = await depositPaid("pm_card_visa");
    const owed = (await folioOf(placed.invoiceUuid)).balance;
    expect(owed).toBeGreaterThan(0);
    await collectDueBalances(db(), gateway, at(dueOn));
    const charge = requestsTo("/v1/payment_intents").find(
      (request) =>
        request.params.off_session === "true" &&
        request.params.payment_method === "pm_card_visa" &&
        request.params.amount === String(owed),
    );
    expect(charge?.params).toMatchObject({
      confirm: "true",
      customer: stripe.intents.get(intentId)!.customer,
    });
    expect(charge?.idempotencyKey).toBeTruthy();
    expect((await folioOf(placed.invoiceUuid)).balance).toBe(0);
  });

  it("records a declined balance as a failed line; the stay keeps owing", async () => {
    const { placed, dueOn } = await depositPaid("pm_card_chargeCustomerFail");
    const owed = (await folioOf(placed.invoiceUuid)).balance;
    const outcome = await collectDueBalances(db(), gateway, at(dueOn));
    expect(outcome.declined).toBeGreaterThanOrEqual(1);
    const folio = await folioOf(placed.invoiceUuid);
    expect(folio.balance).toBe(owed);
    expect(folio.lines.at(-1)).toMatchObject({ kind: "PAYMENT", status: "FAILED", amount: owed });
    const failed = await db().select().from(folioLines).where(eq(folioLines.status, "failed"));
    expect(failed.length).toBeGreaterThan(0);
  });

  it("takes a declined balance through the e-mailed pay link: Stripe's intent for what is owed, recorded once", async () => {
    const { placed, dueOn, intentId: checkoutIntent } = await depositPaid("pm_card_chargeCustomerFail");
    const owed = (await folioOf(placed.invoiceUuid)).balance;
    await collectDueBalances(db(), gateway, at(dueOn));
    const [mail] = await db()
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `Payment needed:%(${placed.orderConfirmation})`));
    const token = /\/pay\/([\w-]+)/.exec(mail!.text)![1]!;
    const pay = stripeApi(new Date(`${dueOn}T16:00:00Z`)).pay;
    expect(await pay.get({ token })).toMatchObject({ status: "OWING", balance: owed });

    // The checkout's own payment (an id the guest's browser saw) does not pay the balance.
    await expect(
      pay.complete({
        token,
        idempotencyKey: "pay-link-key-0",
        payment: { gateway: "stripe", paymentIntentId: checkoutIntent },
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("made for something else"),
    });
    expect((await folioOf(placed.invoiceUuid)).balance).toBe(owed);

    const started = await pay.start({ token, idempotencyKey: "pay-link-key-1" });
    expect(started).toMatchObject({ gateway: "stripe", amount: owed });
    expect(started.clientSecret).toMatch(/^pi_\w+_secret_/);
    expect(stripe.intents.get(started.paymentIntentId!)).toMatchObject({
      amount: owed,
      setup_future_usage: null,
      metadata: { purpose: "pay_link" },
    });
    // The guest pays with another card; the browser's report and the webhook race, and one payment is recorded.
    const intent = await stripe.confirmInBrowser(started.paymentIntentId!, "pm_card_visa");
    const payment = { gateway: "stripe" as const, paymentIntentId: started.paymentIntentId! };
    const [fromBrowser, fromWebhook] = await Promise.all([
      pay.complete({ token, idempotencyKey: "pay-link-key-1", payment }),
      deliver("payment_intent.succeeded", intent, { now: new Date(`${dueOn}T16:00:00Z`) }),
    ]);
    expect(fromWebhook.status).toBe(200);
    expect(fromBrowser).toMatchObject({ balance: 0 });
    const folio = await folioOf(placed.invoiceUuid);
    expect(folio.balance).toBe(0);
    expect(
      folio.lines.filter(
        (line) => line.kind === "PAYMENT" && line.status === "SUCCEEDED" && line.amount === owed,
      ),
    ).toHaveLength(1);
    expect(await pay.get({ token })).toMatchObject({ status: "PAID" });
  });
});

describe(`A card handed over at the desk, through Stripe, on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  let staffCookie: string;
  /** One stay's dates for every walk-in here, each on a site of its own (the file's weeks run out by October). */
  let deskDates: { start: string; end: string };
  beforeAll(async () => {
    staffCookie = (await signInDemoStaff(db(), "manager@lantern.example")).cookie;
    deskDates = scenario.nextStay();
  });
  const desk = () => callerFor(db(), { headers: { cookie: staffCookie }, now: NOW, payments: gateway }).admin;
  let site = 0;
  /** A walk-in who pays at the park: the whole stay is owed on its folio. */
  async function walkIn() {
    const sites = await scenario.orchardSites();
    site += 1;
    return desk().reservations.create({
      parkId: ids.trout,
      campsiteId: sites[site % sites.length]!.id,
      dates: deskDates,
      guests: twoAdults,
      guest: { firstName: "Dee", lastName: "Desk", email: "dee.desk@example.com", phone: "607-555-0142" },
      payment: { method: "pay_at_park" },
    });
  }

  it("pays in the console's Stripe form and is on the folio once, from the console and the webhook together", async () => {
    const booked = await walkIn();
    const key = crypto.randomUUID();
    const started = await desk().folios.startCardPayment({
      reservationId: booked.reservationId,
      idempotencyKey: key,
      amount: booked.totalCents,
    });
    expect(started).toMatchObject({ gateway: "stripe", amount: booked.totalCents });
    expect(requestsTo("/v1/payment_intents").at(-1)!.params).toMatchObject({
      metadata: { purpose: "desk", reservationId: booked.reservationId, idempotencyKey: key },
    });
    await stripe.confirmInBrowser(started.paymentIntentId!);
    const charge = {
      reservationId: booked.reservationId,
      idempotencyKey: key,
      amount: booked.totalCents,
      method: "CARD" as const,
      payment: { gateway: "stripe" as const, paymentIntentId: started.paymentIntentId! },
    };
    const [folio, delivered] = await Promise.all([
      desk().folios.charge(charge),
      deliver("payment_intent.succeeded", stripe.intents.get(started.paymentIntentId!)),
    ]);
    expect(delivered.status).toBe(200);
    expect(folio).toMatchObject({ paid: booked.totalCents, balance: 0 });
    const recorded = await db()
      .select()
      .from(payments)
      .where(eq(payments.gatewayReference, started.paymentIntentId!));
    expect(recorded).toHaveLength(1);
  });

  it("records it from the webhook alone, and gives the money back when the folio cannot take it", async () => {
    const alone = await walkIn();
    const started = await desk().folios.startCardPayment({
      reservationId: alone.reservationId,
      idempotencyKey: crypto.randomUUID(),
      amount: 2_000,
    });
    await stripe.confirmInBrowser(started.paymentIntentId!);
    await deliver("payment_intent.succeeded", stripe.intents.get(started.paymentIntentId!));
    expect((await desk().folios.get({ reservationId: alone.reservationId })).paid).toBe(2_000);

    // Paid at Stripe, but the stay was settled in cash meanwhile: nothing is written, and the card is refunded.
    const settled = await walkIn();
    const late = await desk().folios.startCardPayment({
      reservationId: settled.reservationId,
      idempotencyKey: crypto.randomUUID(),
      amount: settled.totalCents,
    });
    await stripe.confirmInBrowser(late.paymentIntentId!);
    await desk().folios.charge({
      reservationId: settled.reservationId,
      idempotencyKey: crypto.randomUUID(),
      amount: settled.totalCents,
      method: "CASH",
      tendered: settled.totalCents,
    });
    await expect(
      desk().folios.charge({
        reservationId: settled.reservationId,
        idempotencyKey: crypto.randomUUID(),
        amount: settled.totalCents,
        method: "CARD",
        payment: { gateway: "stripe", paymentIntentId: late.paymentIntentId! },
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const refunds = [...stripe.refunds.values()].filter((r) => r.payment_intent === late.paymentIntentId);
    expect(refunds.map((refund) => refund.amount)).toEqual([settled.totalCents]);
    // A guest's checkout payment is never taken for a stay at the desk, nor refunded by it.
    const checkout = await paidThroughStripe();
    await expect(
      desk().folios.charge({
        reservationId: alone.reservationId,
        idempotencyKey: crypto.randomUUID(),
        amount: 100,
        method: "CARD",
        payment: { gateway: "stripe", paymentIntentId: checkout.intentId },
      }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect([...stripe.refunds.values()].filter((r) => r.payment_intent === checkout.intentId)).toEqual([]);
  });
});
