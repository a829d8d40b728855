import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { addDays } from "@/lib/stay-dates";
import { auditEntries, mailOutbox, orders, reservations, siteAllocations } from "@/server/db/schema";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { card, guest, NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { callerFor } from "../../../tests/support/test-context";

const { db, ids, api, twoParkCart, orderInput, nextStay } = setUpCheckoutScenario();

/** An order of two stays; `stay` is its Trout Town Farms one (firewood, CAMP5). */
async function bookedOrder(gateway: TestPaymentGateway) {
  const { cartId, dates } = await twoParkCart();
  const placed = await api({ payments: gateway }).checkout.placeOrder(orderInput(cartId));
  const order = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
  const stay = order.campsiteConfirmationSummaries.find((summary) => summary.park.id === ids.trout)!;
  return { placed, order, stay, dates };
}

const claimsOf = (reservationId: string) =>
  db()
    .select({ campsiteId: siteAllocations.campsiteId, stay: siteAllocations.stay })
    .from(siteAllocations)
    .where(eq(siteAllocations.reservationId, reservationId));

describe(`booking.orders.modifyReservation on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("adds a night: refuses without a card, then charges the difference once, moves the claim and mails the change with a calendar", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { placed, order, stay, dates } = await bookedOrder(gateway);
    const longer = { start: dates.start, end: addDays(dates.end, 1) };
    const change = { invoiceUuid: placed.invoiceUuid, reservationId: stay.reservationId, dates: longer };

    const quote = await api().orders.quoteModification(change);
    expect(quote.priceDifference).toBeGreaterThan(0);
    expect(quote).toMatchObject({
      toCharge: quote.priceDifference,
      toRefund: 0,
      oldTotal: stay.pricing.total,
    });

    await expect(
      api({ payments: gateway }).orders.modifyReservation({ ...change, idempotencyKey: "change-no-card-1" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("enter a card") });

    // A price that moved since the quote charges nothing and changes nothing.
    const operations = gateway.operations.length;
    await expect(
      api({ payments: gateway }).orders.modifyReservation({
        ...change,
        idempotencyKey: crypto.randomUUID(),
        payment: card(),
        expectedPriceDifference: quote.priceDifference - 100,
      }),
    ).rejects.toMatchObject({ code: "CONFLICT", message: expect.stringContaining("moved since you saw it") });
    expect(gateway.operations.length).toBe(operations);

    const attempt = {
      ...change,
      idempotencyKey: crypto.randomUUID(),
      payment: card(),
      expectedPriceDifference: quote.priceDifference,
    };
    const changed = await api({ payments: gateway }).orders.modifyReservation(attempt);
    expect(changed).toMatchObject({
      priceDifference: quote.priceDifference,
      charged: quote.toCharge,
      refunded: 0,
    });
    expect(changed.reservation).toMatchObject({ dates: longer, nights: 3, status: "confirmed" });
    expect(changed.reservation.pricing.total).toBe(quote.newTotal);
    // The promo discount rate and the firewood carry over.
    expect(changed.reservation.pricing.discount).toBeGreaterThan(stay.pricing.discount);
    expect(changed.reservation.onlineStoreAddonConfirmations).toEqual(stay.onlineStoreAddonConfirmations);

    const after = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    expect(after.total).toBe(order.total + quote.priceDifference);
    expect(await claimsOf(stay.reservationId)).toEqual([
      { campsiteId: changed.reservation.campsite.id, stay: `[${longer.start},${longer.end})` },
    ]);
    const authorizations = gateway.operations.filter((operation) => operation.kind === "authorize");
    expect(authorizations.at(-1)).toMatchObject({ amountCents: quote.toCharge });

    // A retried click: the same answer, no second charge.
    const again = await api({ payments: gateway }).orders.modifyReservation(attempt);
    expect(again.charged).toBe(changed.charged);
    expect(gateway.operations.filter((operation) => operation.kind === "authorize")).toHaveLength(
      authorizations.length,
    );
    await expect(
      api({ payments: gateway }).orders.modifyReservation({ ...attempt, dates: dates }),
    ).rejects.toMatchObject({ code: "CONFLICT" });

    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, guest.email), eq(mailOutbox.template, "reservation-changed")));
    const mail = mails.find((candidate) => candidate.text.includes(order.orderConfirmation))!;
    expect(mail.text).toContain("We charged the difference of");
    expect(mail.attachments[0]!.filename).toMatch(/\.ics$/);
    const calendar = Buffer.from(mail.attachments[0]!.contentBase64, "base64").toString("utf8");
    expect(calendar).toContain(`DTEND;VALUE=DATE:${longer.end.replaceAll("-", "")}`);
    const [audit] = await db()
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityId, stay.reservationId),
          eq(auditEntries.action, "reservation.guestChange"),
        ),
      );
    expect(audit).toMatchObject({ actorRole: "GUEST" });
  });

  it("refunds a shorter stay in full before the free-cancellation deadline, and keeps the late fee's share after it", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const early = await bookedOrder(gateway);
    const oneNight = { start: early.dates.start, end: addDays(early.dates.start, 1) };
    const refunded = await api({ payments: gateway }).orders.modifyReservation({
      invoiceUuid: early.placed.invoiceUuid,
      reservationId: early.stay.reservationId,
      dates: oneNight,
      idempotencyKey: crypto.randomUUID(),
    });
    expect(refunded.priceDifference).toBeLessThan(0);
    expect(refunded).toMatchObject({ refunded: -refunded.priceDifference, kept: 0, charged: 0 });
    expect(gateway.operations.at(-1)).toMatchObject({ kind: "refund", amountCents: refunded.refunded });

    const late = await bookedOrder(gateway);
    const eve = new Date(`${late.dates.start}T03:00:00Z`); // the evening before arrival in New York
    const shorter = await api({ now: eve, payments: gateway }).orders.modifyReservation({
      invoiceUuid: late.placed.invoiceUuid,
      reservationId: late.stay.reservationId,
      dates: { start: late.dates.start, end: addDays(late.dates.start, 1) },
      idempotencyKey: crypto.randomUUID(),
    });
    expect(shorter.kept).toBeGreaterThan(0);
    expect(shorter.refunded + shorter.kept).toBe(-shorter.priceDifference);
  });

  it("answers CONFLICT for a site taken on the new dates and changes nothing", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const first = await bookedOrder(gateway);
    const second = await bookedOrder(gateway);
    // Move the second stay onto the first stay's site and nights.
    const change = {
      invoiceUuid: second.placed.invoiceUuid,
      reservationId: second.stay.reservationId,
      dates: first.dates,
      campsiteId: first.stay.campsite.id,
      idempotencyKey: crypto.randomUUID(),
      payment: card(),
    };
    await expect(api({ payments: gateway }).orders.modifyReservation(change)).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const [row] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.id, second.stay.reservationId));
    expect(row).toMatchObject({ arrival: second.dates.start, campsiteId: second.stay.campsite.id });
    expect(await claimsOf(second.stay.reservationId)).toHaveLength(1);
  });

  it("lets one of two guests racing for the same site and nights have it; the other gets CONFLICT and keeps their stay", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const first = await bookedOrder(gateway);
    const second = await bookedOrder(gateway);
    const target = nextStay();
    const race = [first, second].map((booked) =>
      api({ payments: gateway }).orders.modifyReservation({
        invoiceUuid: booked.placed.invoiceUuid,
        reservationId: booked.stay.reservationId,
        dates: target,
        campsiteId: first.stay.campsite.id,
        idempotencyKey: crypto.randomUUID(),
        payment: card(),
      }),
    );
    const results = await Promise.allSettled(race);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    expect(results.find((result) => result.status === "rejected")).toMatchObject({
      reason: { code: "CONFLICT" },
    });
    const loser = results[0]!.status === "rejected" ? first : second;
    expect(await claimsOf(loser.stay.reservationId)).toEqual([
      { campsiteId: loser.stay.campsite.id, stay: `[${loser.dates.start},${loser.dates.end})` },
    ]);
  });

  it("adds the site-lock fee when the guest picks another site of the type, and locks the stay to it", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { placed, stay } = await bookedOrder(gateway);
    const options = await api().orders.changeOptions({
      invoiceUuid: placed.invoiceUuid,
      reservationId: stay.reservationId,
    });
    expect(options.lockFee).toBeGreaterThan(0);
    const other = options.sites.find((site) => site.id !== stay.campsite.id)!;
    const change = {
      invoiceUuid: placed.invoiceUuid,
      reservationId: stay.reservationId,
      campsiteId: other.id,
    };
    const quote = await api().orders.quoteModification(change);
    expect(quote).toMatchObject({ site: other, siteLocked: true, lockFee: options.lockFee });
    expect(quote.toCharge).toBeGreaterThanOrEqual(options.lockFee);
    const changed = await api({ payments: gateway }).orders.modifyReservation({
      ...change,
      idempotencyKey: crypto.randomUUID(),
      payment: card(),
    });
    expect(changed.reservation).toMatchObject({ siteLocked: true, campsite: other });
    expect(changed.reservation.pricing.lockFee).toBe(options.lockFee);
  });

  it("changes nothing when the card is declined, and refuses a stay that has begun", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { placed, stay, dates } = await bookedOrder(gateway);
    const change = {
      invoiceUuid: placed.invoiceUuid,
      reservationId: stay.reservationId,
      dates: { start: dates.start, end: addDays(dates.end, 1) },
      idempotencyKey: crypto.randomUUID(),
      payment: card(TEST_CARDS.declined),
    };
    await expect(api({ payments: gateway }).orders.modifyReservation(change)).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
    const [row] = await db().select().from(reservations).where(eq(reservations.id, stay.reservationId));
    expect(row!.departure).toBe(dates.end);
    expect(await claimsOf(stay.reservationId)).toEqual([
      { campsiteId: stay.campsite.id, stay: `[${dates.start},${dates.end})` },
    ]);
    // The same attempt with a good card goes through (the decline is not answered again).
    const paid = await api({ payments: gateway }).orders.modifyReservation({ ...change, payment: card() });
    expect(paid.charged).toBeGreaterThan(0);
    expect(paid.reservation.dates).toEqual(change.dates);

    const arrivalDay = new Date(`${dates.start}T16:00:00Z`);
    await expect(
      api({ now: arrivalDay, payments: gateway }).orders.modifyReservation({
        ...change,
        idempotencyKey: crypto.randomUUID(),
        payment: card(),
      }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
  });

  it("lets only its owner change an order booked while signed in", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { placed, stay, dates } = await bookedOrder(gateway);
    const owner = await signUpTestUser(db());
    await db().update(orders).set({ userId: owner.userId }).where(eq(orders.invoiceUuid, placed.invoiceUuid));
    const change = {
      invoiceUuid: placed.invoiceUuid,
      reservationId: stay.reservationId,
      dates: { start: dates.start, end: addDays(dates.start, 1) },
      idempotencyKey: crypto.randomUUID(),
    };
    await expect(api({ payments: gateway }).orders.modifyReservation(change)).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
    const signedIn = callerFor(db(), {
      now: NOW,
      payments: gateway,
      headers: { cookie: owner.cookie, "x-lantern-client-ip": "198.51.100.7" },
    }).booking;
    const changed = await signedIn.orders.modifyReservation(change);
    expect(changed.reservation.dates).toEqual(change.dates);
    const [audit] = await db()
      .select({ actorUserId: auditEntries.actorUserId })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.entityId, stay.reservationId),
          eq(auditEntries.action, "reservation.guestChange"),
        ),
      );
    expect(audit!.actorUserId).toBe(owner.userId);
  });

  it("applies the engine's rules to the new party", async () => {
    const { placed, stay } = await bookedOrder(new TestPaymentGateway(() => NOW));
    await expect(
      api().orders.quoteModification({
        invoiceUuid: placed.invoiceUuid,
        reservationId: stay.reservationId,
        guests: { ...twoAdults, pets: 9 },
      }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED", message: expect.stringContaining("pets") });
  });
});

describe(`booking.orders.lookup on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("finds a booking by its code and e-mail, answers every miss alike, and limits the tries", async () => {
    const { placed } = await bookedOrder(new TestPaymentGateway(() => NOW));
    const caller = api();
    const code = placed.orderConfirmation.toLowerCase().replace("-", " ");
    expect(await caller.orders.lookup({ orderConfirmation: code, email: guest.email.toUpperCase() })).toEqual(
      {
        invoiceUuid: placed.invoiceUuid,
      },
    );
    const wrongEmail = caller.orders.lookup({
      orderConfirmation: placed.orderConfirmation,
      email: "x@example.com",
    });
    const unknown = caller.orders.lookup({ orderConfirmation: "LNT-ZZZZZZ", email: guest.email });
    const [one, two] = await Promise.allSettled([wrongEmail, unknown]);
    expect(one).toMatchObject({ status: "rejected", reason: { code: "NOT_FOUND" } });
    expect(two).toMatchObject({ status: "rejected", reason: { code: "NOT_FOUND" } });
    expect((one as PromiseRejectedResult).reason.message).toBe((two as PromiseRejectedResult).reason.message);

    const codes: string[] = [];
    for (let attempt = 0; attempt < 8; attempt += 1) {
      codes.push(
        await caller.orders.lookup({ orderConfirmation: "LNT-ZZZZZZ", email: guest.email }).then(
          () => "FOUND",
          (error: { code: string }) => error.code,
        ),
      );
    }
    expect(codes.slice(0, 7)).toEqual(Array(7).fill("NOT_FOUND"));
    expect(codes.at(-1)).toBe("TOO_MANY_REQUESTS");
  });
});
