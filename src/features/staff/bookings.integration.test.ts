import type { TRPCError } from "@trpc/server";
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import {
  auditEntries,
  mailOutbox,
  orders,
  payments,
  reservations,
  siteAllocations,
} from "@/server/db/schema";
import { card, guest, NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

const scenario = setUpCheckoutScenario();

let cookie: string;
let sites: { id: string; name: string }[];
const desk = (now = NOW) => callerFor(scenario.db(), { headers: { cookie }, now }).admin.reservations;

beforeAll(async () => {
  cookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
  sites = await scenario.orchardSites();
});

/** A guest books an Orchard Tent Site online (a site of their choosing when `campsiteId`), and pays by card. */
async function guestBooks(campsiteId?: string) {
  const { stay, placed } = await scenario.book({ campsiteId });
  const [row] = await scenario
    .db()
    .select()
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(orders.invoiceUuid, placed.invoiceUuid));
  return { reservation: row!.reservations, order: row!.orders, stay };
}

const claimsOf = (reservationId: string) =>
  scenario
    .db()
    .select({ campsiteId: siteAllocations.campsiteId, stay: siteAllocations.stay })
    .from(siteAllocations)
    .where(eq(siteAllocations.reservationId, reservationId));

const walkIn = (
  stay: { start: string; end: string },
  campsiteId: string,
  extra: Record<string, unknown> = {},
) => ({
  parkId: scenario.ids.trout,
  campsiteId,
  dates: stay,
  guests: twoAdults,
  guest: { firstName: "Walt", lastName: "Inn", email: "walt.inn@example.com", phone: "607-555-0199" },
  payment: { method: "cash" as const },
  ...extra,
});

describe(`staff bookings and changes on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("books a walk-in at the guest side's price, paid in cash, confirmed by e-mail, audited, once per key", async () => {
    const stay = scenario.nextStay();
    // What a guest would pay online for this type and these nights (best fit, no site lock).
    const online = await scenario.api().cart.addItem({
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      dates: stay,
      guests: twoAdults,
    });
    const onlineTotal = online.cart.totals.total;
    await scenario.api().cart.removeItem({
      shoppingCartUuid: online.shoppingCartUuid,
      reservationDetailId: online.reservationDetailId,
    });

    // The desk hears the price before it books: the quote is what create then charges.
    const quote = await desk().quote({
      parkId: scenario.ids.trout,
      campsiteId: sites[5]!.id,
      dates: stay,
      guests: twoAdults,
    });
    expect(quote).toMatchObject({ kind: "walkIn", totalCents: onlineTotal, site: { name: sites[5]!.name } });
    const tendered = Math.ceil(onlineTotal / 2_000) * 2_000 + 2_000;
    const short = { method: "cash" as const, tendered: onlineTotal - 1 };
    expect(await outcomeOf(desk().create(walkIn(stay, sites[5]!.id, { payment: short })))).toMatch(
      /^BAD_REQUEST: Enter what the guest handed over: at least \$/,
    );

    const key = crypto.randomUUID();
    const payment = { method: "cash" as const, tendered };
    const booked = await desk().create(walkIn(stay, sites[5]!.id, { idempotencyKey: key, payment }));
    expect(booked.totalCents).toBe(onlineTotal);
    expect(booked.paidCents).toBe(onlineTotal);
    expect(await claimsOf(booked.reservationId)).toEqual([
      { campsiteId: sites[5]!.id, stay: `[${stay.start},${stay.end})` },
    ]);
    const again = await desk().create(walkIn(stay, sites[5]!.id, { idempotencyKey: key, payment }));
    expect(again.reservationId).toBe(booked.reservationId);

    const [cash] = await scenario
      .db()
      .select({ gateway: payments.gateway, status: payments.status, amount: payments.amountCents })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(orders.invoiceUuid, booked.invoiceUuid));
    expect(cash).toEqual({ gateway: "cash", status: "captured", amount: onlineTotal });
    const mails = await scenario
      .db()
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, "walt.inn@example.com"));
    expect(mails.map((mail) => mail.subject)).toEqual([`Your Lantern booking ${booked.orderConfirmation}`]);
    const detail = await desk().get({ reservationId: booked.reservationId });
    expect(detail).toMatchObject({
      site: { id: sites[5]!.id, locked: false },
      guest: { firstName: "Walt", email: "walt.inn@example.com" },
      balanceCents: 0,
      payments: [{ method: "cash", amountCents: onlineTotal }],
    });
    expect(detail.history.map((entry) => entry.action)).toEqual(["reservation.create"]);
    expect(detail.folio.lines.find((line) => line.kind === "PAYMENT")).toMatchObject({
      method: "CASH",
      tendered,
      change: tendered - onlineTotal,
    });
  });

  it("puts a desk booking in the account of its e-mail only when that account's address is confirmed", async () => {
    // Someone registered this address but never confirmed it: the booking is not theirs to see.
    const unconfirmed = `desk-${crypto.randomUUID()}@example.com`;
    await scenario.api().authentication.signUp({
      email: unconfirmed,
      password: "squatter-password",
      firstName: "Not",
      lastName: "Theirs",
    });
    const confirmed = await signUpTestUser(scenario.db());
    const bookFor = async (email: string, site: number) => {
      const booked = await desk().create(
        walkIn(scenario.nextStay(), sites[site]!.id, {
          guest: { ...walkIn(scenario.nextStay(), "").guest, email },
        }),
      );
      const [order] = await scenario
        .db()
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.invoiceUuid, booked.invoiceUuid));
      return { ...booked, userId: order!.userId };
    };
    expect((await bookFor(unconfirmed, 0)).userId).toBeNull();
    const theirs = await bookFor(confirmed.email, 0);
    expect(theirs.userId).toBe(confirmed.userId);
    const listed = await callerFor(scenario.db(), {
      headers: { cookie: confirmed.cookie },
      now: NOW,
    }).booking.account.listOrders();
    expect(listed.map((order) => order.invoiceUuid)).toEqual([theirs.invoiceUuid]);
  });

  it("books a walk-in who pays at the park: the balance shows, check-out waits for the cash", async () => {
    const stay = scenario.nextStay();
    const booked = await desk().create(walkIn(stay, sites[6]!.id, { payment: { method: "pay_at_park" } }));
    expect(booked.paidCents).toBe(0);
    const arrivals = (await desk().day({ parkId: scenario.ids.trout, date: stay.start })).arrivals;
    expect(arrivals.find((row) => row.reservationId === booked.reservationId)?.balanceCents).toBe(
      booked.totalCents,
    );
    const onArrival = desk(new Date(`${stay.start}T20:00:00Z`));
    await onArrival.checkIn({ reservationId: booked.reservationId });
    const leaving = desk(new Date(`${stay.end}T15:00:00Z`));
    expect(await outcomeOf(leaving.checkOut({ reservationId: booked.reservationId }))).toMatch(
      /^PRECONDITION_FAILED: The guest still owes/,
    );
    expect(
      await outcomeOf(
        leaving.takePayment({
          reservationId: booked.reservationId,
          amountCents: booked.totalCents + 1,
          key: crypto.randomUUID(),
        }),
      ),
    ).toMatch(/^BAD_REQUEST: This booking owes/);
    const key = crypto.randomUUID();
    const paid = await leaving.takePayment({
      reservationId: booked.reservationId,
      amountCents: booked.totalCents,
      key,
    });
    expect(paid.balanceCents).toBe(0);
    // The same click again records nothing more.
    await leaving.takePayment({ reservationId: booked.reservationId, amountCents: booked.totalCents, key });
    expect((await leaving.checkOut({ reservationId: booked.reservationId })).checkedOutAt).not.toBeNull();
  });

  it("takes the cash owed once when two clicks race, and says a cheaper unpaid stay now owes less", async () => {
    const stay = scenario.nextStay();
    const booked = await desk().create(walkIn(stay, sites[10]!.id, { payment: { method: "pay_at_park" } }));
    const take = () =>
      desk().takePayment({
        reservationId: booked.reservationId,
        amountCents: booked.totalCents,
        key: crypto.randomUUID(),
      });
    const outcomes = await Promise.all([outcomeOf(take()), outcomeOf(take())]);
    expect(outcomes.sort()).toEqual(["BAD_REQUEST: This booking owes nothing.", "OK"]);
    expect((await desk().get({ reservationId: booked.reservationId })).payments).toHaveLength(1);

    const unpaid = await desk().create(
      walkIn(scenario.nextStay(), sites[11]!.id, { payment: { method: "pay_at_park" } }),
    );
    const detail = await desk().get({ reservationId: unpaid.reservationId });
    const shorter = await desk().modify({
      reservationId: unpaid.reservationId,
      dates: { start: detail.arrival, end: addDays(detail.arrival, 1) },
      pricing: "REPRICE",
      notifyGuest: false,
    });
    expect(shorter.settlement).toEqual({ kind: "reduced", cents: -shorter.priceDifferenceCents });
    expect((await desk().get({ reservationId: unpaid.reservationId })).balanceCents).toBe(
      unpaid.totalCents + shorter.priceDifferenceCents,
    );
  });

  it("refuses a change made from a stale screen, and lets a declined card be followed by another", async () => {
    const { reservation, stay } = await guestBooks();
    const target = sites.find((site) => site.id !== reservation.campsiteId)!;
    const seen = { campsiteId: reservation.campsiteId, start: stay.start, end: addDays(stay.end, 1) };
    expect(
      await outcomeOf(
        desk().modify({
          reservationId: reservation.id,
          campsiteId: target.id,
          pricing: "KEEP",
          notifyGuest: false,
          expected: seen,
        }),
      ),
    ).toBe("CONFLICT: This reservation was changed meanwhile. Reload it and try again.");

    const key = crypto.randomUUID();
    const later = scenario.nextStay();
    const declined = walkIn(later, sites[4]!.id, {
      idempotencyKey: key,
      payment: { method: "card", card: card("4000000000000002") },
    });
    expect(await outcomeOf(desk().create(declined))).toMatch(/^BAD_REQUEST: /);
    const paid = await desk().create(
      // The desk's form keeps its key until a booking succeeds: the next card goes under the same one.
      walkIn(later, sites[4]!.id, { idempotencyKey: key, payment: { method: "card", card: card() } }),
    );
    expect(paid.paidCents).toBe(paid.totalCents);
  });

  it("sends a guest whose booking was paid in cash at the park to the park to cancel it", async () => {
    const booked = await desk().create(walkIn(scenario.nextStay(), sites[1]!.id));
    expect(
      await outcomeOf(
        scenario.api().orders.cancelReservation({
          invoiceUuid: booked.invoiceUuid,
          reservationId: booked.reservationId,
        }),
      ),
    ).toMatch(/^PRECONDITION_FAILED: This booking was paid in cash at the park/);
  });

  it("refunds a stay paid at the park no more than was paid", async () => {
    const unpaid = await desk().create(
      walkIn(scenario.nextStay(), sites[9]!.id, { payment: { method: "pay_at_park" } }),
    );
    const cancel = (refund: "POLICY" | { amount: number }) =>
      desk().cancel({
        reservationId: unpaid.reservationId,
        refund,
        reason: "Guest never came",
        notifyGuest: false,
      });
    expect(await outcomeOf(cancel({ amount: 100 }))).toBe(
      "BAD_REQUEST: At most $0.00 was paid and can be refunded.",
    );
    expect(await cancel("POLICY")).toEqual({ refund: 0 });
  });

  it("refuses a walk-in on a taken site (nothing written) and a broken rule unless overridden with a reason", async () => {
    const { reservation, stay } = await guestBooks();
    const [{ orderCount: before }] = (await scenario.db().select({ orderCount: count() }).from(orders)) as [
      { orderCount: number },
    ];
    expect(await outcomeOf(desk().create(walkIn(stay, reservation.campsiteId)))).toMatch(
      /^CONFLICT: Site T?\w+ is taken/,
    );
    const [{ orderCount: after }] = (await scenario.db().select({ orderCount: count() }).from(orders)) as [
      { orderCount: number },
    ];
    expect(after).toBe(before);

    const party = { adults: 2, children: 0, pets: 3 };
    expect(await outcomeOf(desk().create(walkIn(stay, sites[7]!.id, { guests: party })))).toBe(
      "PRECONDITION_FAILED: No more than 2 pets are allowed.",
    );
    // The quote says the same, and prices the stay once the rule is overridden: what "Override and book" charges.
    const quoted = { parkId: scenario.ids.trout, campsiteId: sites[7]!.id, dates: stay, guests: party };
    expect(await outcomeOf(desk().quote(quoted))).toBe(
      "PRECONDITION_FAILED: No more than 2 pets are allowed.",
    );
    const price = await desk().quote({
      ...quoted,
      overrideRules: { reason: "Price with the rule overridden" },
    });
    const overridden = await desk().create(
      walkIn(stay, sites[7]!.id, {
        guests: party,
        overrideRules: { reason: "Three small dogs, owner agreed" },
      }),
    );
    expect(price.kind === "walkIn" && price.totalCents).toBe(overridden.totalCents);
    const [entry] = await scenario
      .db()
      .select({ reason: auditEntries.reason, after: auditEntries.after })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, overridden.reservationId));
    expect(entry).toMatchObject({
      reason: "Three small dogs, owner agreed",
      after: { overriddenRules: ["MAX_PETS"] },
    });
  });

  it("moves a stay to a free site keeping its price, tells the guest, and a retry changes nothing", async () => {
    const { reservation, order, stay } = await guestBooks();
    const target = sites.find((site) => site.id !== reservation.campsiteId)!;
    const moved = await desk().modify({
      reservationId: reservation.id,
      campsiteId: target.id,
      pricing: "KEEP",
      notifyGuest: true,
    });
    expect(moved).toEqual({ changed: true, priceDifferenceCents: 0, settlement: { kind: "kept" } });
    expect(await claimsOf(reservation.id)).toEqual([
      { campsiteId: target.id, stay: `[${stay.start},${stay.end})` },
    ]);
    const detail = await desk().get({ reservationId: reservation.id });
    expect(detail.price.totalCents).toBe(order.totalCents);
    expect(detail.history.map((entry) => entry.action)).toEqual(["reservation.modify"]);
    const [mail] = await scenario
      .db()
      .select({ subject: mailOutbox.subject, text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, guest.email), eq(mailOutbox.template, "reservation-changed")));
    expect(mail?.subject).toBe(`Changed: Orchard Tent Site at Trout Town Farms (${order.orderConfirmation})`);
    expect(mail?.text).toContain("The price of your stay is unchanged.");

    expect(
      await desk().modify({
        reservationId: reservation.id,
        campsiteId: target.id,
        pricing: "KEEP",
        notifyGuest: true,
      }),
    ).toEqual({ changed: false, priceDifferenceCents: 0, settlement: { kind: "kept" } });
    expect((await desk().get({ reservationId: reservation.id })).history).toHaveLength(1);
  });

  it("refuses a move onto a taken site and leaves the stay as it was", async () => {
    const first = await guestBooks();
    const other = await scenario.api().cart.addItem({
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      campsiteId: sites.find((site) => site.id !== first.reservation.campsiteId)!.id,
      dates: first.stay,
      guests: twoAdults,
    });
    const [held] = await scenario
      .db()
      .select({ campsiteId: siteAllocations.campsiteId })
      .from(siteAllocations)
      .where(eq(siteAllocations.cartItemId, other.reservationDetailId));
    expect(
      await outcomeOf(
        desk().modify({
          reservationId: first.reservation.id,
          campsiteId: held!.campsiteId,
          pricing: "KEEP",
          notifyGuest: false,
        }),
      ),
    ).toMatch(/^CONFLICT: Site \w+ is taken/);
    expect(await claimsOf(first.reservation.id)).toEqual([
      { campsiteId: first.reservation.campsiteId, stay: `[${first.stay.start},${first.stay.end})` },
    ]);
  });

  it("re-prices a longer stay (owed at the park) and a shorter one (the overpayment refunded to the card)", async () => {
    const { reservation, order, stay } = await guestBooks();
    const longer = await desk().modify({
      reservationId: reservation.id,
      dates: { start: stay.start, end: addDays(stay.end, 1) },
      pricing: "REPRICE",
      notifyGuest: false,
    });
    expect(longer.priceDifferenceCents).toBeGreaterThan(0);
    expect(longer.settlement).toEqual({ kind: "owed", cents: longer.priceDifferenceCents });
    expect((await desk().get({ reservationId: reservation.id })).balanceCents).toBe(
      longer.priceDifferenceCents,
    );

    const shorter = await desk().modify({
      reservationId: reservation.id,
      dates: { start: stay.start, end: addDays(stay.start, 1) },
      pricing: "REPRICE",
      notifyGuest: false,
    });
    const oneNight = await desk().get({ reservationId: reservation.id });
    // From three nights to one: the unpaid third night is forgiven, only what was paid beyond one night comes back.
    expect(shorter.settlement).toEqual({
      kind: "refunded",
      cents: order.totalCents - oneNight.price.totalCents,
    });
    expect(oneNight.balanceCents).toBe(0);
    expect(oneNight.payments[0]).toMatchObject({
      refundedCents: order.totalCents - oneNight.price.totalCents,
    });
  });

  it("asks for a reason before moving a guest off the site they paid to lock", async () => {
    const { reservation } = await guestBooks(sites[2]!.id);
    expect(reservation.siteLocked).toBe(true);
    const input = {
      reservationId: reservation.id,
      campsiteId: sites[3]!.id,
      pricing: "KEEP" as const,
      notifyGuest: false,
    };
    expect(await outcomeOf(desk().modify(input))).toMatch(
      /^PRECONDITION_FAILED: The guest paid to lock site/,
    );
    expect((await desk().modify({ ...input, reason: "Water leak at the site" })).changed).toBe(true);
    const detail = await desk().get({ reservationId: reservation.id });
    expect(detail.site).toMatchObject({ id: sites[3]!.id, locked: false });
    expect(detail.history.at(-1)?.reason).toBe("Water leak at the site");
  });

  it("lets one of a staff move and a guest's add-to-cart for the same site and nights win, never both", async () => {
    const { reservation } = await guestBooks();
    const stay = scenario.nextStay();
    const target = sites.find((site) => site.id !== reservation.campsiteId)!;
    const results = await Promise.allSettled([
      desk().modify({
        reservationId: reservation.id,
        campsiteId: target.id,
        dates: stay,
        pricing: "KEEP",
        notifyGuest: false,
      }),
      scenario.api().cart.addItem({
        parkId: scenario.ids.trout,
        campsiteTypeId: scenario.ids.orchard,
        campsiteId: target.id,
        dates: stay,
        guests: twoAdults,
      }),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((result) => result.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as TRPCError).code).toBe("CONFLICT");
    const claims = await scenario
      .db()
      .select({ id: siteAllocations.id })
      .from(siteAllocations)
      .where(eq(siteAllocations.campsiteId, target.id));
    const onStay = claims.length;
    expect(onStay).toBeGreaterThanOrEqual(1);
    const moved = results[0]!.status === "fulfilled";
    expect(await claimsOf(reservation.id)).toEqual([
      moved
        ? { campsiteId: target.id, stay: `[${stay.start},${stay.end})` }
        : { campsiteId: reservation.campsiteId, stay: `[${reservation.arrival},${reservation.departure})` },
    ]);
  });

  it("pays a walk-in by card through the gateway; a declined card books nothing", async () => {
    const stay = scenario.nextStay();
    expect(
      await outcomeOf(
        desk().create(
          walkIn(stay, sites[8]!.id, { payment: { method: "card", card: card("4000000000000002") } }),
        ),
      ),
    ).toMatch(/^BAD_REQUEST: /);
    const [taken] = await scenario
      .db()
      .select({ id: siteAllocations.id })
      .from(siteAllocations)
      .where(and(eq(siteAllocations.campsiteId, sites[8]!.id), eq(siteAllocations.kind, "reservation")));
    expect(taken).toBeUndefined();
    const booked = await desk().create(
      walkIn(stay, sites[8]!.id, { payment: { method: "card", card: card() } }),
    );
    const detail = await desk().get({ reservationId: booked.reservationId });
    expect(detail.payments).toEqual([
      expect.objectContaining({
        method: "test",
        cardLast4: "4242",
        status: "captured",
        amountCents: booked.totalCents,
      }),
    ]);
  });
});
