import { eq } from "drizzle-orm";
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

  it("records a declined balance as a failed line, e-mails the guest, and leaves the stay owing for the desk", async () => {
    const { cartId, dates } = await mixedCart();
    const placed = await api().checkout.placeOrder(scenario.orderInput(cartId));
    const trout = await troutStayOf(placed.invoiceUuid);
    // The card saved with the deposit has since been declined by its bank.
    const [order] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.invoiceUuid, placed.invoiceUuid));
    await db()
      .update(payments)
      .set({ paymentMethodReference: `test_pm_${TEST_CARDS.declined.slice(-4)}` })
      .where(eq(payments.orderId, order!.id));
    const dueOn = addDays(dates.start, -14);
    const outcome = await collectDueBalances(db(), new TestPaymentGateway(() => NOW), {
      now: new Date(`${dueOn}T15:00:00Z`),
      appUrl: "http://localhost:3000",
    });
    expect(outcome).toMatchObject({ declined: 1 });
    const after = await troutStayOf(placed.invoiceUuid);
    expect(after.folio).toMatchObject({ balance: trout.folio.balance, balanceDueOn: dueOn });
    expect(after.folio.lines.at(-1)).toMatchObject({
      kind: "PAYMENT",
      status: "FAILED",
      reason: "Your card was declined. Try another card.",
    });
    const [mail] = await db()
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(eq(mailOutbox.template, "balance-declined"));
    expect(mail?.subject).toMatch(/^Payment needed: /);
    expect(mail?.text).toContain(`The balance of ${formatUsd(trout.folio.balance)} could not be charged`);
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
