import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { HOLD_DURATION_MS } from "@/features/cart/server";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { addDays } from "@/lib/stay-dates";
import {
  contentPages,
  mailOutbox,
  orders,
  payments,
  promoCodes,
  siteAllocations,
  type WaiverScope,
} from "@/server/db/schema";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { card, guest, NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";

const onPostgres = process.env.TEST_DATABASE_KIND === "postgres";
const { db, ids, nextStay, api, twoParkCart, orderInput } = setUpCheckoutScenario();

const allocationsOf = (kind: "hold" | "reservation") =>
  db().select().from(siteAllocations).where(eq(siteAllocations.kind, kind));

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
    expect(confirmation.parks.find((park) => park.id === ids.trout)?.promoCode).toBe("CAMP5");
    // Before paying, the cart told each park's refund deadline for these dates (Trout Town Farms: 7 days, then half).
    const troutCart = cart.parkShoppingCartsArray.find((park) => park.parkId === ids.trout)!;
    const arrival = troutCart.shoppingCartItems[0]!.dates.start;
    expect(troutCart.cancellationPolicy.deadlines).toEqual([
      {
        arrival,
        fullRefundUntil: addDays(arrival, -7),
        text: expect.stringMatching(
          /^Free cancellation until 11:59 pm on \w{3}, \w{3} \d{1,2}, 2027 \(park time\); after that a fee of 50 % of the stay;/,
        ),
      },
    ]);
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

    const mails = await db().select().from(mailOutbox).where(eq(mailOutbox.to, guest.email));
    const mail = mails.find((row) => row.subject.includes(placed.orderConfirmation));
    expect(mail?.attachments.some((attachment) => attachment.filename.endsWith(".ics"))).toBe(true);
    expect(gateway.operations.map((operation) => operation.kind)).toEqual(["authorize", "capture"]);
    expect(gateway.operations[0]!.amountCents).toBe(cart.totals.total);
    const [camp5] = await db().select().from(promoCodes).where(eq(promoCodes.code, "CAMP5"));
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
    const rows = await db().select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [TEST_CARDS.declined, "Your card was declined. Try another card."],
    [TEST_CARDS.insufficientFunds, "Your card has insufficient funds. Try another card."],
  ])(
    "refuses card %s with its reason and leaves no order, the holds and the promo count as they were",
    async (number, reason) => {
      const { cartId, cart } = await twoParkCart();
      const [before] = await db().select().from(promoCodes).where(eq(promoCodes.code, "CAMP5"));
      const holdsBefore = (await allocationsOf("hold")).length;
      const input = orderInput(cartId, { payment: card(number) });
      await expect(api().checkout.placeOrder(input)).rejects.toMatchObject({
        code: "BAD_REQUEST",
        message: reason,
      });

      expect(
        await db().select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)),
      ).toHaveLength(0);
      expect((await allocationsOf("hold")).length).toBe(holdsBefore);
      expect((await api().cart.getCart({ shoppingCartUuid: cartId })).totals).toEqual(cart.totals);
      const [after] = await db().select().from(promoCodes).where(eq(promoCodes.code, "CAMP5"));
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
      parkId: ids.trout,
      campsiteTypeId: ids.orchard,
      dates,
      guests: twoAdults,
    });
    const site = mine.cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!.campsite;
    const later = new Date(NOW.getTime() + HOLD_DURATION_MS + 60_000);
    await api({ now: later }).cart.addItem({
      parkId: ids.trout,
      campsiteTypeId: ids.orchard,
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
      await db().select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)),
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

  it("asks acceptance only of the waivers the cart holds: the watercraft waiver comes with a kayak rental", async () => {
    const { cartId, cart } = await twoParkCart();
    const general = ["waivers/general"];
    const orchard = cart.parkShoppingCartsArray.find((park) => park.parkId === ids.trout)!;
    const item = orchard.shoppingCartItems[0]!;
    const kayak = orchard.addonOptions.find((addon) => addon.name === "Kayak Rental (half day)")!;
    await api().cart.updateItemAddons({
      shoppingCartUuid: cartId,
      reservationDetailId: item.reservationDetailId,
      dailyRateAddons: [],
      onlineStoreAddons: [{ addonId: kayak.id, quantity: 1 }],
    });
    await expect(
      api().checkout.placeOrder(orderInput(cartId, { acceptedWaiverKeys: general })),
    ).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
      message: "Please read and accept the Watercraft rental waiver to book.",
    });
    const placed = await api().checkout.placeOrder(
      orderInput(cartId, { acceptedWaiverKeys: [...general, "waivers/watercraft"] }),
    );
    expect(placed.orderConfirmation).toMatch(/^LNT-/);

    // Without the kayak, the general release is all there is to accept.
    const plain = await twoParkCart();
    const booked = await api().checkout.placeOrder(orderInput(plain.cartId, { acceptedWaiverKeys: general }));
    expect(booked.orderConfirmation).toMatch(/^LNT-/);
  });

  it("books with no tick when no waiver covers the cart, and asks a park's waiver for that park's stays", async () => {
    const scopeGeneral = (waiverScope: WaiverScope | null) =>
      db().update(contentPages).set({ waiverScope }).where(eq(contentPages.key, "waivers/general"));
    try {
      await scopeGeneral({ parkSlugs: ["willowemoc-creek-outpost"] });
      const elsewhere = await twoParkCart();
      const placed = await api().checkout.placeOrder(
        orderInput(elsewhere.cartId, { acceptedWaivers: false, acceptedWaiverKeys: [] }),
      );
      expect(placed.orderConfirmation).toMatch(/^LNT-/);

      await scopeGeneral({ parkSlugs: ["trout-town-farms"] });
      const atTrout = await twoParkCart();
      await expect(
        api().checkout.placeOrder(
          orderInput(atTrout.cartId, { acceptedWaivers: false, acceptedWaiverKeys: [] }),
        ),
      ).rejects.toMatchObject({
        code: "PRECONDITION_FAILED",
        message: expect.stringContaining("General release"),
      });
    } finally {
      await scopeGeneral(null);
    }
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
        await db().select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey)),
      ).toHaveLength(1);
      expect(gateway.operations.filter((operation) => operation.kind === "authorize")).toHaveLength(1);
      const [order] = await db().select().from(orders).where(eq(orders.idempotencyKey, input.idempotencyKey));
      expect(await db().select().from(payments).where(eq(payments.orderId, order!.id))).toHaveLength(1);
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
