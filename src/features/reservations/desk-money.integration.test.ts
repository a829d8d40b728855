import { beforeAll, describe, expect, it } from "vitest";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

const scenario = setUpCheckoutScenario();
const { db, ids } = scenario;

let cookie: string;
let sites: { id: string; name: string }[];
const admin = () => callerFor(db(), { headers: { cookie }, now: NOW }).admin;

beforeAll(async () => {
  cookie = (await signInDemoStaff(db(), "manager@lantern.example")).cookie;
  sites = await scenario.orchardSites();
});

/** A walk-in who pays at the park: the whole stay is owed on its folio. */
async function walkIn(site: number) {
  return admin().reservations.create({
    parkId: ids.trout,
    campsiteId: sites[site]!.id,
    dates: scenario.nextStay(),
    guests: twoAdults,
    guest: { firstName: "Dee", lastName: "Desk", email: "dee.desk@example.com", phone: "607-555-0142" },
    payment: { method: "pay_at_park" },
  });
}

describe(`money at the desk on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("takes cash with the change shown, then a check with its number, once per click, never more than owed", async () => {
    const booked = await walkIn(1);
    const total = booked.totalCents;
    const key = crypto.randomUUID();
    const cash = {
      reservationId: booked.reservationId,
      idempotencyKey: key,
      amount: 5_000,
      method: "CASH" as const,
    };
    expect(await outcomeOf(admin().folios.charge({ ...cash, tendered: 4_000 }))).toBe(
      "BAD_REQUEST: Enter what the guest handed over: at least $50.00.",
    );
    const afterCash = await admin().folios.charge({ ...cash, tendered: 6_000 });
    expect(afterCash.lines.at(-1)).toMatchObject({
      kind: "PAYMENT",
      method: "CASH",
      amount: 5_000,
      tendered: 6_000,
      change: 1_000,
      actor: { kind: "STAFF", name: expect.any(String) },
    });
    expect(afterCash).toMatchObject({ paid: 5_000, balance: total - 5_000 });
    // The same click again records nothing more; the same key with other figures is refused.
    expect((await admin().folios.charge({ ...cash, tendered: 6_000 })).paid).toBe(5_000);
    expect(await outcomeOf(admin().folios.charge({ ...cash, amount: 4_000, tendered: 6_000 }))).toMatch(
      /^CONFLICT/,
    );

    const check = {
      reservationId: booked.reservationId,
      idempotencyKey: crypto.randomUUID(),
      amount: total - 5_000,
      method: "CHECK" as const,
    };
    expect(await outcomeOf(admin().folios.charge({ ...check, amount: total }))).toBe(
      "BAD_REQUEST: Enter the check's number.",
    );
    expect(await outcomeOf(admin().folios.charge({ ...check, amount: total, checkNumber: "1042" }))).toMatch(
      /^BAD_REQUEST: This stay owes \$/,
    );
    const settled = await admin().folios.charge({ ...check, checkNumber: "1042" });
    expect(settled).toMatchObject({ paid: total, balance: 0 });
    expect(settled.lines.at(-1)).toMatchObject({ method: "CHECK", checkNumber: "1042" });
    expect(
      await outcomeOf(
        admin().folios.charge({ ...check, idempotencyKey: crypto.randomUUID(), method: "CARD" }),
      ),
    ).toBe("BAD_REQUEST: Take the card in the card form first.");
  });

  it("takes a card handed over at the desk in the gateway's own card form: a decline changes nothing, the next card is on the folio once", async () => {
    const booked = await walkIn(3);
    const started = await admin().folios.startCardPayment({
      reservationId: booked.reservationId,
      idempotencyKey: crypto.randomUUID(),
      amount: booked.totalCents,
    });
    // The test gateway's stand-in intent: its card fields take the card.
    expect(started).toMatchObject({ gateway: "test", amount: booked.totalCents });
    expect(
      await outcomeOf(
        admin().folios.startCardPayment({
          reservationId: booked.reservationId,
          idempotencyKey: crypto.randomUUID(),
          amount: booked.totalCents + 1,
        }),
      ),
    ).toMatch(/^BAD_REQUEST: This stay owes \$/);
    const card = (cardNumber: string) =>
      ({ gateway: "test", cardNumber, expMonth: 12, expYear: 2030, cvc: "123" }) as const;
    const charge = {
      reservationId: booked.reservationId,
      amount: booked.totalCents,
      method: "CARD" as const,
    };
    expect(
      await outcomeOf(
        admin().folios.charge({
          ...charge,
          idempotencyKey: crypto.randomUUID(),
          payment: card(TEST_CARDS.declined),
        }),
      ),
    ).toMatch(/^BAD_REQUEST: The card was declined/);
    expect((await admin().folios.get({ reservationId: booked.reservationId })).paid).toBe(0);
    const key = crypto.randomUUID();
    const paid = await admin().folios.charge({
      ...charge,
      idempotencyKey: key,
      payment: card(TEST_CARDS.success),
    });
    expect(paid).toMatchObject({ paid: booked.totalCents, balance: 0 });
    expect(paid.lines.at(-1)).toMatchObject({ kind: "PAYMENT", method: "CARD", amount: booked.totalCents });
    // The same press again: the same folio, nothing taken twice.
    expect(
      (await admin().folios.charge({ ...charge, idempotencyKey: key, payment: card(TEST_CARDS.success) }))
        .lines,
    ).toHaveLength(paid.lines.length);
  });

  it("charges a store item to the site, corrects with an adjustment and its reason, and refunds cash", async () => {
    const booked = await walkIn(2);
    const paid = await admin().folios.charge({
      reservationId: booked.reservationId,
      idempotencyKey: crypto.randomUUID(),
      amount: booked.totalCents,
      method: "CASH",
      tendered: booked.totalCents,
    });
    expect(paid.balance).toBe(0);
    const firewood = await admin().folios.addLine({
      reservationId: booked.reservationId,
      kind: "CHARGE",
      description: "Firewood bundle",
      amount: 1_600,
      quantity: 2,
      reason: "Sold at the office",
    });
    expect(firewood.lines.at(-1)).toMatchObject({
      kind: "CHARGE",
      description: "Firewood bundle × 2",
      amount: 1_600,
    });
    expect(firewood.balance).toBe(1_600);
    const credited = await admin().folios.addLine({
      reservationId: booked.reservationId,
      kind: "ADJUSTMENT",
      description: "Goodwill: noisy neighbours",
      amount: -600,
      reason: "Manager's call",
    });
    expect(credited.balance).toBe(1_000);
    expect(credited.lines.at(-1)).toMatchObject({
      kind: "ADJUSTMENT",
      amount: -600,
      reason: "Manager's call",
    });

    const refund = {
      reservationId: booked.reservationId,
      idempotencyKey: crypto.randomUUID(),
      reason: "Left early",
    };
    expect(await outcomeOf(admin().folios.refund({ ...refund, amount: booked.totalCents + 1 }))).toMatch(
      /^BAD_REQUEST: This stay paid \$/,
    );
    const refunded = await admin().folios.refund({ ...refund, amount: 2_000 });
    expect(refunded.lines.at(-1)).toMatchObject({
      kind: "REFUND",
      method: "CASH",
      amount: 2_000,
      reason: "Left early",
    });
    expect(refunded).toMatchObject({ paid: booked.totalCents - 2_000, balance: 3_000 });
    // Retried: still one refund.
    expect((await admin().folios.refund({ ...refund, amount: 2_000 })).paid).toBe(booked.totalCents - 2_000);
  });
});
