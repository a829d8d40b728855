import { and, asc, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { collectDueBalances } from "@/features/reservations/server";
import { formatUsd } from "@/lib/money";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { addDays } from "@/lib/stay-dates";
import { mailOutbox, orders, payments } from "@/server/db/schema";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

const scenario = setUpCheckoutScenario();
const { api, db, ids } = scenario;

let cookie: string;
const admin = () => callerFor(db(), { headers: { cookie }, now: NOW }).admin;

beforeAll(async () => {
  cookie = (await signInDemoStaff(db(), "manager@lantern.example")).cookie;
  // Trout Town Farms takes a quarter of each stay at booking and the balance 14 days before arrival.
  await admin().paymentPolicies.upsert({
    parkId: ids.trout,
    kind: "DEPOSIT",
    deposit: { percent: 25 },
    balanceDueDays: 14,
  });
});

/** A cart with one Orchard Tent Site at Trout Town Farms (the deposit park) and one Riverside site at Beaverkill. */
async function mixedCart(dates = scenario.nextStay(), now = NOW) {
  const trout = await api({ now }).cart.addItem({
    parkId: ids.trout,
    campsiteTypeId: ids.orchard,
    dates,
    guests: twoAdults,
  });
  await api({ now }).cart.addItem({
    shoppingCartUuid: trout.shoppingCartUuid,
    parkId: ids.beaverkill,
    campsiteTypeId: ids.riverside,
    dates,
    guests: twoAdults,
  });
  return { cartId: trout.shoppingCartUuid, dates };
}

/** A booked mixed cart whose card (saved with the Trout Town Farms deposit) its bank now declines. */
async function declinedBalanceStay() {
  const { cartId, dates } = await mixedCart();
  const placed = await api().checkout.placeOrder(scenario.orderInput(cartId));
  const trout = await troutStayOf(placed.invoiceUuid);
  const [order] = await db()
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.invoiceUuid, placed.invoiceUuid));
  await db()
    .update(payments)
    .set({ paymentMethodReference: `test_pm_${TEST_CARDS.declined.slice(-4)}` })
    .where(eq(payments.orderId, order!.id));
  return { placed, trout, dates, dueOn: addDays(dates.start, -14) };
}

/** The "payment needed" e-mails of one order, oldest first. */
const declinedMailsOf = (orderConfirmation: string) =>
  db()
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.template, "balance-declined"), like(mailOutbox.subject, `%(${orderConfirmation})`)),
    )
    .orderBy(asc(mailOutbox.createdAt));

/** The pay link's token in an e-mail's text. */
const payLinkOf = (text: string) => /\/pay\/([\w-]+)/.exec(text)?.[1] ?? "";

/** The order's Trout Town Farms stay as the guest's confirmation shows it. */
async function troutStayOf(invoiceUuid: string) {
  const order = await api().orders.getOrderConfirmation({ invoiceUuid });
  return order.campsiteConfirmationSummaries.find((stay) => stay.park.id === ids.trout)!;
}

describe(`deposits and balances on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("says what each park's policy takes today and on which date the rest is due, before paying", async () => {
    const { cartId, dates } = await mixedCart();
    const quote = await api().checkout.quote({ shoppingCartUuid: cartId });
    const trout = quote.parks.find((park) => park.parkId === ids.trout)!;
    const beaverkill = quote.parks.find((park) => park.parkId === ids.beaverkill)!;
    expect(trout).toMatchObject({
      dueNow: Math.round(trout.total / 4),
      balanceDue: trout.total - Math.round(trout.total / 4),
      balanceDueOn: addDays(dates.start, -14),
      policy: { kind: "DEPOSIT" },
    });
    expect(trout.policy.summary).toContain("A deposit of 25 % of each stay");
    expect(beaverkill).toMatchObject({ dueNow: beaverkill.total, balanceDue: 0, balanceDueOn: null });
    expect(quote.dueNow).toBe(trout.dueNow + beaverkill.total);
    // The cart shows the same figures.
    const cart = await api().cart.getCart({ shoppingCartUuid: cartId });
    expect(cart.dueNow).toBe(quote.dueNow);
  });

  it("charges only what is due today; the confirmation's folio shows the balance and its date", async () => {
    const { cartId, dates } = await mixedCart();
    const quote = await api().checkout.quote({ shoppingCartUuid: cartId });
    const gateway = new TestPaymentGateway(() => NOW);
    const placed = await api({ payments: gateway }).checkout.placeOrder(scenario.orderInput(cartId));
    expect(gateway.operations.filter((op) => op.kind === "authorize").map((op) => op.amountCents)).toEqual([
      quote.dueNow,
    ]);
    const order = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    const trout = order.campsiteConfirmationSummaries.find((stay) => stay.park.id === ids.trout)!;
    const troutQuote = quote.parks.find((park) => park.parkId === ids.trout)!;
    expect(trout.folio).toMatchObject({
      paid: troutQuote.dueNow,
      balance: troutQuote.balanceDue,
      balanceDueOn: addDays(dates.start, -14),
    });
    const beaverkill = order.campsiteConfirmationSummaries.find((stay) => stay.park.id === ids.beaverkill)!;
    expect(beaverkill.folio).toMatchObject({ balance: 0, balanceDueOn: null });
  });

  it("charges in full a stay that begins within the balance window", async () => {
    const dates = scenario.nextStay();
    const tenDaysBefore = new Date(`${addDays(dates.start, -10)}T15:00:00Z`);
    const { cartId } = await mixedCart(dates, tenDaysBefore);
    const quote = await api({ now: tenDaysBefore }).checkout.quote({ shoppingCartUuid: cartId });
    const trout = quote.parks.find((park) => park.parkId === ids.trout)!;
    expect(trout).toMatchObject({ dueNow: trout.total, balanceDue: 0, balanceDueOn: null });
  });

  it("refunds a deposit in full inside the free period, and takes a late fee from the deposit only", async () => {
    const { cartId, dates } = await mixedCart();
    const placed = await api().checkout.placeOrder(scenario.orderInput(cartId));
    const order = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    const trout = order.campsiteConfirmationSummaries.find((stay) => stay.park.id === ids.trout)!;
    expect(trout.cancellationQuote).toMatchObject({ refund: trout.folio.paid, fee: 0 });

    // Three days before arrival the booked terms keep a fee of the stay; a deposit loses it from itself.
    const late = new Date(`${addDays(dates.start, -3)}T15:00:00Z`);
    const lateQuote = (
      await api({ now: late }).orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid })
    ).campsiteConfirmationSummaries.find((stay) => stay.reservationId === trout.reservationId)!
      .cancellationQuote!;
    expect(lateQuote.refund + lateQuote.fee).toBe(trout.folio.paid);
    const { refund } = await api({ now: late }).orders.cancelReservation({
      invoiceUuid: placed.invoiceUuid,
      reservationId: trout.reservationId,
    });
    expect(refund).toBe(lateQuote.refund);
    const after = (
      await api({ now: late }).orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid })
    ).campsiteConfirmationSummaries.find((stay) => stay.reservationId === trout.reservationId)!;
    expect(after.folio).toMatchObject({ paid: trout.folio.paid - refund, balance: 0 });
  });

  it("charges each balance once to the saved card on its date at the park, and never again", async () => {
    const { cartId, dates } = await mixedCart();
    const placed = await api().checkout.placeOrder(scenario.orderInput(cartId));
    const trout = await troutStayOf(placed.invoiceUuid);
    const dueOn = addDays(dates.start, -14);
    const gateway = new TestPaymentGateway(() => NOW);
    const context = (at: string) => ({ now: new Date(`${at}T15:00:00Z`), appUrl: "http://localhost:3000" });

    // Earlier tests' stays fall due first: this one's balance waits for its own date.
    await collectDueBalances(db(), gateway, context(addDays(dueOn, -1)));
    expect((await troutStayOf(placed.invoiceUuid)).folio.balance).toBe(trout.folio.balance);
    const chargesBefore = gateway.operations.filter((op) => op.kind === "charge").length;
    expect(await collectDueBalances(db(), gateway, context(dueOn))).toMatchObject({ declined: 0 });
    expect(gateway.operations.filter((op) => op.kind === "charge").slice(chargesBefore)).toEqual([
      expect.objectContaining({ amountCents: trout.folio.balance }),
    ]);
    const after = await troutStayOf(placed.invoiceUuid);
    expect(after.folio).toMatchObject({ paid: trout.pricing.total, balance: 0, balanceDueOn: null });
    expect(after.folio.lines.at(-1)).toMatchObject({
      kind: "PAYMENT",
      method: "SAVED_CARD",
      status: "SUCCEEDED",
      actor: { kind: "JOB" },
    });
    // The next run, or another process, finds nothing due.
    expect(await collectDueBalances(db(), gateway, context(addDays(dueOn, 1)))).toMatchObject({ charged: 0 });
    expect(gateway.operations.filter((op) => op.kind === "charge")).toHaveLength(chargesBefore + 1);
  });

  it("records a declined balance as a failed line, e-mails a pay link, flags Today, and tries three days at most", async () => {
    const { placed, trout, dueOn, dates } = await declinedBalanceStay();
    const collect = (day: string) =>
      collectDueBalances(db(), new TestPaymentGateway(() => NOW), {
        now: new Date(`${day}T15:00:00Z`),
        appUrl: "http://localhost:3000",
      });
    const failedLines = async () =>
      (await troutStayOf(placed.invoiceUuid)).folio.lines.filter(
        (line) => line.kind === "PAYMENT" && line.status === "FAILED",
      );
    // Two processes run the job at once: one try between them.
    const [one, two] = await Promise.all([collect(dueOn), collect(dueOn)]);
    expect(one.declined + two.declined).toBe(1);
    const after = await troutStayOf(placed.invoiceUuid);
    expect(after.folio).toMatchObject({ balance: trout.folio.balance, balanceDueOn: dueOn });
    expect(after.folio.lines.at(-1)).toMatchObject({
      kind: "PAYMENT",
      status: "FAILED",
      reason: "Your card was declined. Try another card.",
    });
    const mails = await declinedMailsOf(placed.orderConfirmation);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Payment needed: /);
    expect(mails[0]!.text).toContain(`The balance of ${formatUsd(trout.folio.balance)} could not be charged`);
    expect(mails[0]!.text).toContain("we will try the card again tomorrow");
    expect(payLinkOf(mails[0]!.text)).toMatch(/^[\w-]{32}$/);

    // Today tells the desk.
    const today = await admin().reservations.day({ parkId: ids.trout, date: dates.start });
    expect(today.arrivals.find((row) => row.reservationId === trout.reservationId)).toMatchObject({
      balanceCents: trout.folio.balance,
      paymentFailed: true,
    });

    // Once a day, never after arrival day, three tries in all.
    await collect(dueOn);
    await collect(addDays(dates.start, 1));
    expect(await failedLines()).toHaveLength(1);
    await collect(addDays(dueOn, 1));
    await collect(addDays(dueOn, 2));
    await collect(addDays(dueOn, 3));
    expect(await failedLines()).toHaveLength(3);
    const all = await declinedMailsOf(placed.orderConfirmation);
    expect(all).toHaveLength(3);
    expect(all.at(-1)!.text).not.toContain("try the card again");
    expect(new Set(all.map((mail) => payLinkOf(mail.text))).size).toBe(3);
  });

  it("takes the balance through a pay link, once, and then says there is nothing to pay", async () => {
    const { placed, trout, dueOn } = await declinedBalanceStay();
    const dueAt = new Date(`${dueOn}T15:00:00Z`);
    await collectDueBalances(db(), new TestPaymentGateway(() => NOW), {
      now: dueAt,
      appUrl: "http://localhost:3000",
    });
    const token = payLinkOf((await declinedMailsOf(placed.orderConfirmation))[0]!.text);
    const pay = api({ now: dueAt }).pay;

    expect(await pay.get({ token })).toMatchObject({
      status: "OWING",
      orderConfirmation: placed.orderConfirmation,
      balance: trout.folio.balance,
    });
    await expect(pay.get({ token: "A".repeat(32) })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(pay.get({ token: "not-a-token" })).rejects.toMatchObject({ code: "BAD_REQUEST" });

    const started = await pay.start({ token, idempotencyKey: "pay-key-0001" });
    expect(started).toMatchObject({ gateway: "test", amount: trout.folio.balance });
    expect(started.paymentIntentId).toMatch(/^test_pi_/);

    const card = (cardNumber: string) => ({
      gateway: "test" as const,
      cardNumber,
      expMonth: 12,
      expYear: 2030,
      cvc: "123",
    });
    await expect(
      pay.complete({ token, idempotencyKey: "pay-key-0001", payment: card(TEST_CARDS.declined) }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "Your card was declined. Try another card." });
    expect((await troutStayOf(placed.invoiceUuid)).folio.balance).toBe(trout.folio.balance);

    const paid = await pay.complete({
      token,
      idempotencyKey: "pay-key-0002",
      payment: card(TEST_CARDS.success),
    });
    expect(paid).toEqual({ paid: trout.pricing.total, balance: 0 });
    // A retry of the same click records nothing more.
    expect(
      await pay.complete({ token, idempotencyKey: "pay-key-0002", payment: card(TEST_CARDS.success) }),
    ).toEqual(paid);
    const folio = (await troutStayOf(placed.invoiceUuid)).folio;
    expect(folio.lines.filter((line) => line.kind === "PAYMENT" && line.status === "SUCCEEDED")).toHaveLength(
      2,
    );
    expect(folio.lines.at(-1)).toMatchObject({ kind: "PAYMENT", method: "CARD", actor: { kind: "GUEST" } });

    expect(await pay.get({ token })).toMatchObject({ status: "PAID", balance: 0 });
    await expect(pay.start({ token, idempotencyKey: "pay-key-0003" })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "This stay owes nothing: there is nothing to pay.",
    });
    const today = await admin().reservations.day({ parkId: ids.trout, date: trout.dates.start });
    expect(today.arrivals.find((row) => row.reservationId === trout.reservationId)).toMatchObject({
      balanceCents: 0,
      paymentFailed: false,
    });
  });

  it("lets a pay link expire with its stay", async () => {
    const { placed, dueOn, dates } = await declinedBalanceStay();
    await collectDueBalances(db(), new TestPaymentGateway(() => NOW), {
      now: new Date(`${dueOn}T15:00:00Z`),
      appUrl: "http://localhost:3000",
    });
    const token = payLinkOf((await declinedMailsOf(placed.orderConfirmation))[0]!.text);
    const later = api({ now: new Date(`${addDays(dates.end, 2)}T12:00:00Z`) }).pay;
    expect(await later.get({ token })).toMatchObject({ status: "EXPIRED" });
    await expect(later.start({ token, idempotencyKey: "pay-key-0004" })).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "This pay link has expired. Please call the park to pay.",
    });
  });

  it("charges the saved card at the desk, and sends a pay link for the whole balance that the guest then pays", async () => {
    const { cartId } = await mixedCart();
    const placed = await api().checkout.placeOrder(scenario.orderInput(cartId));
    const trout = await troutStayOf(placed.invoiceUuid);
    const desk = admin().folios;
    const reservationId = trout.reservationId;
    expect((await desk.get({ reservationId })).savedCard).toEqual({ brand: "Card", last4: "4242" });

    const part = await desk.charge({
      reservationId,
      idempotencyKey: "desk-saved-1",
      amount: 1_000,
      method: "SAVED_CARD",
    });
    expect(part.balance).toBe(trout.folio.balance - 1_000);
    expect(part.lines.at(-1)).toMatchObject({
      kind: "PAYMENT",
      method: "SAVED_CARD",
      amount: 1_000,
      status: "SUCCEEDED",
      actor: { kind: "STAFF" },
    });

    const owed = part.balance;
    expect(
      await outcomeOf(
        desk.charge({ reservationId, idempotencyKey: "desk-link-1", amount: owed - 1, method: "PAY_LINK" }),
      ),
    ).toBe(`BAD_REQUEST: A pay link asks for the whole balance: ${formatUsd(owed)}.`);
    const sent = await desk.charge({
      reservationId,
      idempotencyKey: "desk-link-2",
      amount: owed,
      method: "PAY_LINK",
    });
    expect(sent.balance).toBe(owed);
    const [mail] = await db()
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(
        and(eq(mailOutbox.template, "pay-link"), like(mailOutbox.subject, `%(${placed.orderConfirmation})`)),
      );
    expect(mail!.text).toContain(`Pay ${formatUsd(owed)} now: http://localhost:3000/pay/`);
    const token = payLinkOf(mail!.text);
    const paid = await api().pay.complete({
      token,
      idempotencyKey: "guest-pays-1",
      payment: { gateway: "test", cardNumber: TEST_CARDS.success, expMonth: 12, expYear: 2030, cvc: "123" },
    });
    expect(paid.balance).toBe(0);
    expect((await desk.get({ reservationId })).balance).toBe(0);
  });

  it("settles a guest's cancellation racing the balance job either way, never charging a cancelled stay for good", async () => {
    const { cartId, dates } = await mixedCart();
    const placed = await api().checkout.placeOrder(scenario.orderInput(cartId));
    const trout = await troutStayOf(placed.invoiceUuid);
    const dueOn = addDays(dates.start, -14);
    const at = new Date(`${dueOn}T15:00:00Z`);
    const [, cancelled] = await Promise.all([
      collectDueBalances(db(), new TestPaymentGateway(() => at), {
        now: at,
        appUrl: "http://localhost:3000",
      }),
      api({ now: at }).orders.cancelReservation({
        invoiceUuid: placed.invoiceUuid,
        reservationId: trout.reservationId,
      }),
    ]);
    const after = await troutStayOf(placed.invoiceUuid);
    expect(after.status).toBe("canceled");
    // Inside the free period: whatever was taken (the deposit, or the deposit and the balance) is given back.
    expect(after.folio.balance).toBe(0);
    expect(after.folio.paid).toBe(0);
    expect(cancelled.refund).toBeGreaterThanOrEqual(trout.folio.paid);
    // A later run finds nothing to charge on a cancelled stay.
    const later = new Date(`${addDays(dueOn, 1)}T15:00:00Z`);
    await collectDueBalances(db(), new TestPaymentGateway(() => later), {
      now: later,
      appUrl: "http://localhost:3000",
    });
    expect((await troutStayOf(placed.invoiceUuid)).folio).toMatchObject({ balance: 0, paid: 0 });
  });

  it("records one payment when two desk clicks with one key race", async () => {
    const { cartId } = await mixedCart();
    const placed = await api().checkout.placeOrder(scenario.orderInput(cartId));
    const { reservationId, folio } = await troutStayOf(placed.invoiceUuid);
    const click = {
      reservationId,
      idempotencyKey: crypto.randomUUID(),
      amount: 1_000,
      method: "CASH" as const,
      tendered: 2_000,
    };
    const [first, second] = await Promise.all([admin().folios.charge(click), admin().folios.charge(click)]);
    expect(first.paid).toBe(second.paid);
    const after = await admin().folios.get({ reservationId });
    expect(after.balance).toBe(folio.balance - 1_000);
    expect(after.lines.filter((line) => line.kind === "PAYMENT" && line.method === "CASH")).toHaveLength(1);
  });

  it("reads and validates the policy in the console, field by field", async () => {
    expect(await admin().paymentPolicies.get({ parkId: ids.trout })).toMatchObject({
      kind: "DEPOSIT",
      deposit: { percent: 25 },
      balanceDueDays: 14,
    });
    expect(
      await outcomeOf(
        admin().paymentPolicies.upsert({
          parkId: ids.trout,
          kind: "DEPOSIT",
          deposit: { percent: 0 },
          balanceDueDays: 0,
        }),
      ),
    ).toMatch(/^BAD_REQUEST/);
  });
});
