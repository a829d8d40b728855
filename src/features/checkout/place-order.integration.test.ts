import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOLD_DURATION_MS } from "@/features/cart/cart-items.service";
import { TEST_CARDS } from "@/features/checkout/checkout.schemas";
import {
  campsiteTypes,
  mailOutbox,
  orders,
  parks,
  payments,
  promoCodes,
  reservations,
  siteAllocations,
} from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { callerFor } from "../../../tests/support/test-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
const onPostgres = process.env.TEST_DATABASE_KIND === "postgres";
const twoAdults = { adults: 2, children: 0, pets: 0 };
let trout: { id: string };
let beaverkill: { id: string };
let orchard: { id: string };
let riverside: { id: string };
let stayIndex = 0;

/** Every test books its own week of 2027, so tests never compete for sites. */
function nextStay() {
  stayIndex += 1;
  const start = new Date(Date.UTC(2027, 5, 1 + stayIndex * 7));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { start: iso(start), end: iso(new Date(start.getTime() + 2 * 86_400_000)) };
}

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  const parkId = async (slug: string) =>
    (await test.db.select({ id: parks.id }).from(parks).where(eq(parks.slug, slug)))[0]!;
  const typeId = async (parkIdValue: string, name: string) =>
    (
      await test.db
        .select({ id: campsiteTypes.id })
        .from(campsiteTypes)
        .where(and(eq(campsiteTypes.parkId, parkIdValue), eq(campsiteTypes.name, name)))
    )[0]!;
  trout = await parkId("trout-town-farms");
  beaverkill = await parkId("beaverkill-bend");
  orchard = await typeId(trout.id, "Orchard Tent Site");
  riverside = await typeId(beaverkill.id, "Riverside Tent Site");
});
afterAll(async () => {
  await test?.close();
});

let address = 0;
/** Each caller its own client address, so rate limits only trip where a test wants them. */
const api = (options: { now?: Date; payments?: TestPaymentGateway } = {}) => {
  address += 1;
  return callerFor(test.db, {
    now: options.now ?? NOW,
    payments: options.payments,
    headers: { "x-lantern-client-ip": `203.0.113.${address % 250}` },
  }).booking;
};

const guest = {
  firstName: "Ann",
  lastName: "Walker",
  email: "ann.walker@example.com",
  phone: "607-555-0123",
  address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
};
const card = (cardNumber: string = TEST_CARDS.success) =>
  ({ gateway: "test", cardNumber, expMonth: 12, expYear: 2030, cvc: "123" }) as const;

/** A cart with an Orchard Tent Site at Trout Town Farms (firewood, promo CAMP5) and a Riverside Tent Site at Beaverkill Bend. */
async function twoParkCart(now = NOW) {
  const dates = nextStay();
  const first = await api({ now }).cart.addItem({
    parkId: trout.id,
    campsiteTypeId: orchard.id,
    dates,
    guests: twoAdults,
  });
  const firewood = first.cart.parkShoppingCartsArray[0]!.addonOptions.find(
    (addon) => addon.name === "Firewood Bundle",
  )!;
  await api({ now }).cart.updateItemAddons({
    shoppingCartUuid: first.shoppingCartUuid,
    reservationDetailId: first.reservationDetailId,
    dailyRateAddons: [],
    onlineStoreAddons: [{ addonId: firewood.id, quantity: 2 }],
  });
  await api({ now }).cart.applyPromoCode({
    shoppingCartUuid: first.shoppingCartUuid,
    parkId: trout.id,
    code: "camp5",
  });
  const second = await api({ now }).cart.addItem({
    shoppingCartUuid: first.shoppingCartUuid,
    parkId: beaverkill.id,
    campsiteTypeId: riverside.id,
    dates,
    guests: twoAdults,
  });
  return { cartId: first.shoppingCartUuid, cart: second.cart, dates };
}

const orderInput = (cartId: string, overrides: Record<string, unknown> = {}) => ({
  shoppingCartUuid: cartId,
  idempotencyKey: crypto.randomUUID(),
  guest,
  tripDetails: [],
  acceptedWaivers: true,
  payment: card(),
  ...overrides,
});

const allocationsOf = (kind: "hold" | "reservation") =>
  test.db.select().from(siteAllocations).where(eq(siteAllocations.kind, kind));

describe(`booking.checkout.placeOrder on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("books a two-park cart: every figure of the confirmation equals the cart's, holds become reservations, one e-mail is queued", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { cartId, cart } = await twoParkCart();
    const placed = await api({ payments: gateway }).checkout.placeOrder(
      orderInput(cartId, { expectedTotal: cart.totals.total }),
    );
    expect(placed.orderConfirmation).toMatch(/^LNT-[2-9A-Z]{6}$/);

    const confirmation = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    expect(confirmation.orderConfirmation).toBe(placed.orderConfirmation);
    expect({
      subtotal: confirmation.subTotal,
      discounts: confirmation.discounts,
      fees: confirmation.fees,
      taxes: confirmation.taxes,
      total: confirmation.total,
    }).toEqual(cart.totals);
    for (const parkCart of cart.parkShoppingCartsArray) {
      const part = confirmation.parks.find((park) => park.id === parkCart.parkId)!;
      expect(part).toMatchObject({
        subtotal: parkCart.subtotal,
        taxes: parkCart.taxes,
        total: parkCart.total,
        discount: parkCart.discount
          ? { label: parkCart.discount.label, amount: parkCart.discount.amount }
          : null,
      });
      for (const item of parkCart.shoppingCartItems) {
        const booked = confirmation.campsiteConfirmationSummaries.find(
          (summary) => summary.campsite.id === item.campsite.id,
        )!;
        expect(booked.pricing.subtotal).toBe(item.subtotal);
        expect(booked.dates).toEqual(item.dates);
        expect(
          booked.onlineStoreAddonConfirmations.map(({ name, quantity }) => ({ name, quantity })),
        ).toEqual(item.onlineStoreAddons.map(({ name, quantity }) => ({ name, quantity })));
      }
    }
    expect(confirmation.parks.find((park) => park.id === trout.id)?.promoCode).toBe("CAMP5");
    expect(confirmation.campsiteConfirmationSummaries).toHaveLength(2);
    expect(confirmation.payment).toEqual({ gateway: "test", cardLast4: "4242", status: "captured" });

    const reservationIds = confirmation.campsiteConfirmationSummaries.map((summary) => summary.reservationId);
    const claimed = (await allocationsOf("reservation")).filter((row) =>
      reservationIds.includes(row.reservationId!),
    );
    expect(claimed).toHaveLength(2);
    const cartItemIds = cart.parkShoppingCartsArray.flatMap((park) =>
      park.shoppingCartItems.map((item) => item.reservationDetailId),
    );
    expect((await allocationsOf("hold")).filter((row) => cartItemIds.includes(row.cartItemId!))).toHaveLength(
      0,
    );
    await expect(api().cart.getCart({ shoppingCartUuid: cartId })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    const mails = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, guest.email));
    const mail = mails.find((row) => row.subject.includes(placed.orderConfirmation));
    expect(mail?.attachments.some((attachment) => attachment.filename.endsWith(".ics"))).toBe(true);
    expect(gateway.operations.map((operation) => operation.kind)).toEqual(["authorize", "capture"]);
    expect(gateway.operations[0]!.amountCents).toBe(cart.totals.total);
    const [camp5] = await test.db.select().from(promoCodes).where(eq(promoCodes.code, "CAMP5"));
    expect(camp5!.timesUsed).toBeGreaterThanOrEqual(1);
  });

  it("answers a retry with the same key and body with the same order, and refuses the key with another body", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { cartId } = await twoParkCart();
    const input = orderInput(cartId);
    const first = await api({ payments: gateway }).checkout.placeOrder(input);
    const again = await api({ payments: gateway }).checkout.placeOrder(input);
    expect(again).toEqual(first);
    await expect(
      api({ payments: gateway }).checkout.placeOrder({ ...input, guest: { ...guest, firstName: "Bo" } }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    expect(gateway.operations.filter((operation) => operation.kind === "authorize")).toHaveLength(1);
    const rows = await test.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [TEST_CARDS.declined, "Your card was declined. Try another card."],
    [TEST_CARDS.insufficientFunds, "Your card has insufficient funds. Try another card."],
  ])(
    "refuses card %s with its reason and leaves no order, the holds and the promo count as they were",
    async (number, reason) => {
      const { cartId, cart } = await twoParkCart();
      const [before] = await test.db.select().from(promoCodes).where(eq(promoCodes.code, "CAMP5"));
      const holdsBefore = (await allocationsOf("hold")).length;
      const input = orderInput(cartId, { payment: card(number) });
      await expect(api().checkout.placeOrder(input)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: reason,
      });

      expect(
        await test.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)),
      ).toHaveLength(0);
      expect((await allocationsOf("hold")).length).toBe(holdsBefore);
      expect((await api().cart.getCart({ shoppingCartUuid: cartId })).totals).toEqual(cart.totals);
      const [after] = await test.db.select().from(promoCodes).where(eq(promoCodes.code, "CAMP5"));
      expect(after!.timesUsed).toBe(before!.timesUsed);

      // The guest tries again with a good card, under a new key: booked.
      const placed = await api().checkout.placeOrder({
        ...input,
        idempotencyKey: crypto.randomUUID(),
        payment: card(),
      });
      expect(placed.orderConfirmation).toMatch(/^LNT-/);
    },
  );

  it("refuses with PRECONDITION_FAILED, charging nothing, when a hold expired and another guest took the site", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const dates = nextStay();
    const mine = await api().cart.addItem({
      parkId: trout.id,
      campsiteTypeId: orchard.id,
      dates,
      guests: twoAdults,
    });
    const site = mine.cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!.campsite;
    const later = new Date(NOW.getTime() + HOLD_DURATION_MS + 60_000);
    await api({ now: later }).cart.addItem({
      parkId: trout.id,
      campsiteTypeId: orchard.id,
      campsiteId: site.id,
      dates,
      guests: twoAdults,
    });
    const input = orderInput(mine.shoppingCartUuid);
    await expect(api({ now: later, payments: gateway }).checkout.placeOrder(input)).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringContaining(`site ${site.name}`),
    });
    expect(gateway.operations).toHaveLength(0);
    expect(
      await test.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)),
    ).toHaveLength(0);
  });

  it("still books an expired hold whose site nobody took", async () => {
    const { cartId } = await twoParkCart();
    const later = new Date(NOW.getTime() + HOLD_DURATION_MS + 60_000);
    const placed = await api({ now: later }).checkout.placeOrder(orderInput(cartId));
    expect(placed.orderConfirmation).toMatch(/^LNT-/);
  });

  it("refuses unaccepted waivers, a changed total and trip details of another cart before any charge", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { cartId, cart } = await twoParkCart();
    const placing = api({ payments: gateway }).checkout;
    await expect(placing.placeOrder(orderInput(cartId, { acceptedWaivers: false }))).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "Please read and accept the park waivers to book.",
    });
    await expect(
      placing.placeOrder(orderInput(cartId, { expectedTotal: cart.totals.total - 1 })),
    ).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: expect.stringContaining("Your total changed"),
    });
    await expect(
      placing.placeOrder(orderInput(cartId, { tripDetails: [{ reservationDetailId: crypto.randomUUID() }] })),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(gateway.operations).toHaveLength(0);
  });

  it("lists the failing fields of a bad checkout form", async () => {
    const { cartId } = await twoParkCart();
    const bad = orderInput(cartId, {
      guest: { ...guest, email: "not-an-email", address: { ...guest.address, postalCode: "!" } },
      payment: { ...card(), cvc: "1" },
    });
    const error = await api()
      .checkout.placeOrder(bad as never)
      .then(
        () => null,
        (reason: { code: string; cause: { issues: { path: PropertyKey[] }[] } }) => reason,
      );
    expect(error?.code).toBe("BAD_REQUEST");
    expect(error?.cause.issues.map((issue) => issue.path.join(".")).sort()).toEqual([
      "guest.address.postalCode",
      "guest.email",
      "payment.cvc",
    ]);
  });

  it.runIf(onPostgres)(
    "places one order and one authorization for 10 concurrent calls with one idempotency key",
    async () => {
      const gateway = new TestPaymentGateway(() => NOW);
      const { cartId } = await twoParkCart();
      const input = orderInput(cartId);
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, () => api({ payments: gateway }).checkout.placeOrder(input)),
      );
      expect(new Set(outcomes.map((outcome) => outcome.invoiceUuid)).size).toBe(1);
      expect(
        await test.db.select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)),
      ).toHaveLength(1);
      expect(gateway.operations.filter((operation) => operation.kind === "authorize")).toHaveLength(1);
      const [order] = await test.db
        .select()
        .from(orders)
        .where(eq(orders.idempotencyKey, input.idempotencyKey));
      expect(await test.db.select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
    },
  );

  it.runIf(onPostgres)("books a cart once when two checkouts with different keys race", async () => {
    const { cartId } = await twoParkCart();
    const outcomes = await Promise.allSettled([
      api().checkout.placeOrder(orderInput(cartId)),
      api().checkout.placeOrder(orderInput(cartId)),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const lost = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(lost.reason).toMatchObject({ code: "CONFLICT" });
  });
});

describe(`booking.orders on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("cancels one reservation with a full refund well before arrival: the site is bookable at once and an e-mail says so", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { cartId, dates } = await twoParkCart();
    const placed = await api({ payments: gateway }).checkout.placeOrder(orderInput(cartId));
    const before = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    const stay = before.campsiteConfirmationSummaries.find((summary) => summary.park.id === beaverkill.id)!;
    expect(stay.cancellationQuote).toMatchObject({ refund: stay.pricing.total, fee: 0 });

    const { refund } = await api({ payments: gateway }).orders.cancelReservation({
      invoiceUuid: placed.invoiceUuid,
      reservationId: stay.reservationId,
    });
    expect(refund).toBe(stay.pricing.total);
    const after = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    expect(after.status).toBe("partially_canceled");
    expect(after.refunded).toBe(refund);
    expect(
      after.campsiteConfirmationSummaries.find((summary) => summary.reservationId === stay.reservationId),
    ).toMatchObject({ status: "canceled", refund, cancellationQuote: null });
    expect(gateway.operations.at(-1)).toMatchObject({ kind: "refund", amountCents: refund });

    // The very site can be held again for the same nights.
    const again = await api().cart.addItem({
      parkId: beaverkill.id,
      campsiteTypeId: riverside.id,
      campsiteId: stay.campsite.id,
      dates,
      guests: twoAdults,
    });
    expect(again.cart.itemCount).toBe(1);
    const mails = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, guest.email));
    expect(
      mails.some((mail) => mail.template.includes("cancel") && mail.text.includes(stay.campsiteType.name)),
    ).toBe(true);

    await expect(
      api({ payments: gateway }).orders.cancelReservation({
        invoiceUuid: placed.invoiceUuid,
        reservationId: stay.reservationId,
      }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    const [reservation] = await test.db
      .select()
      .from(reservations)
      .where(eq(reservations.id, stay.reservationId));
    expect(reservation!.refundCents).toBe(refund);
  });

  it("keeps the late fee inside the policy window and refuses online cancellation once the stay has begun", async () => {
    const { cartId, dates } = await twoParkCart();
    const placed = await api().checkout.placeOrder(orderInput(cartId));
    const order = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    const trout_ = order.campsiteConfirmationSummaries.find((summary) => summary.park.id === trout.id)!;
    const eve = new Date(`${dates.start}T03:00:00Z`); // the evening before arrival in New York
    const quoted = (
      await api({ now: eve }).orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid })
    ).campsiteConfirmationSummaries.find((summary) => summary.reservationId === trout_.reservationId)!;
    expect(quoted.cancellationQuote!.fee).toBeGreaterThan(0);
    expect(quoted.cancellationQuote!.refund + quoted.cancellationQuote!.fee).toBe(trout_.pricing.total);

    const arrivalDay = new Date(`${dates.start}T16:00:00Z`);
    await expect(
      api({ now: arrivalDay }).orders.cancelReservation({
        invoiceUuid: placed.invoiceUuid,
        reservationId: trout_.reservationId,
      }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
  });

  it("answers NOT_FOUND for an unknown invoice or a reservation of another order", async () => {
    await expect(
      api().orders.getOrderConfirmation({ invoiceUuid: crypto.randomUUID() }),
    ).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const { cartId } = await twoParkCart();
    const placed = await api().checkout.placeOrder(orderInput(cartId));
    const other = await twoParkCart();
    const otherPlaced = await api().checkout.placeOrder(orderInput(other.cartId));
    const otherOrder = await api().orders.getOrderConfirmation({ invoiceUuid: otherPlaced.invoiceUuid });
    await expect(
      api().orders.cancelReservation({
        invoiceUuid: placed.invoiceUuid,
        reservationId: otherOrder.campsiteConfirmationSummaries[0]!.reservationId,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
