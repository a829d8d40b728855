import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import { folioLines, orders, reservations } from "@/server/db/schema";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { card, NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

const scenario = setUpCheckoutScenario();
const { api, db, ids } = scenario;

let cookie: string;
const desk = (now = NOW) => callerFor(db(), { headers: { cookie }, now }).admin.reservations;

beforeAll(async () => {
  cookie = (await signInDemoStaff(db(), "manager@lantern.example")).cookie;
});

/** The two-park order every test starts from: Trout Town Farms (firewood, CAMP5) and Beaverkill Bend. */
async function twoParkOrder(gateway = new TestPaymentGateway(() => NOW)) {
  const { cartId, dates } = await scenario.twoParkCart();
  const placed = await api({ payments: gateway }).checkout.placeOrder(scenario.orderInput(cartId));
  const order = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
  const trout = order.campsiteConfirmationSummaries.find((stay) => stay.park.id === ids.trout)!;
  return { placed, order, trout, dates, gateway };
}

const confirmation = (invoiceUuid: string) => api().orders.getOrderConfirmation({ invoiceUuid });
const folioOf = async (invoiceUuid: string, reservationId: string) =>
  (await confirmation(invoiceUuid)).campsiteConfirmationSummaries.find(
    (stay) => stay.reservationId === reservationId,
  )!.folio;
const sum = (amounts: number[]) => amounts.reduce((total, amount) => total + amount, 0);
const chargesOf = (folio: { lines: { kind: string; amount: number; status: string }[] }) =>
  sum(folio.lines.filter((line) => line.kind === "CHARGE").map((line) => line.amount));

describe(`a folio for every stay on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("opens each stay's folio at checkout: its charges itemized to its total, the card payment settled, nothing owed", async () => {
    const { order } = await twoParkOrder();
    for (const stay of order.campsiteConfirmationSummaries) {
      expect(chargesOf(stay.folio)).toBe(stay.pricing.total);
      expect(stay.folio).toMatchObject({ paid: stay.pricing.total, balance: 0 });
      const payments = stay.folio.lines.filter((line) => line.kind === "PAYMENT");
      expect(payments).toEqual([
        expect.objectContaining({
          amount: stay.pricing.total,
          method: "CARD",
          status: "SUCCEEDED",
          actor: { kind: "GUEST", name: null },
        }),
      ]);
    }
    const trout = order.campsiteConfirmationSummaries.find((stay) => stay.park.id === ids.trout)!;
    expect(
      trout.folio.lines.filter((line) => line.kind === "CHARGE").map((line) => line.description),
    ).toEqual(["2 nights", "Firewood Bundle × 2", expect.stringMatching(/CAMP5|Promo/i), "Taxes"]);
    expect(trout.folio.lines.find((line) => line.description === "Taxes")!.amount).toBe(trout.pricing.taxes);
  });

  it("posts only the difference when a guest adds a night, and the card payment for it", async () => {
    const { placed, trout, dates } = await twoParkOrder();
    await api({ payments: new TestPaymentGateway(() => NOW) }).orders.modifyReservation({
      invoiceUuid: placed.invoiceUuid,
      reservationId: trout.reservationId,
      dates: { start: dates.start, end: addDays(dates.end, 1) },
      idempotencyKey: crypto.randomUUID(),
      payment: card(),
    });
    const after = (await confirmation(placed.invoiceUuid)).campsiteConfirmationSummaries.find(
      (stay) => stay.reservationId === trout.reservationId,
    )!;
    const added = after.folio.lines.slice(trout.folio.lines.length);
    expect(added.map((line) => [line.kind, line.description])).toEqual(
      expect.arrayContaining([
        ["CHARGE", "3 nights (was 2 nights)"],
        ["PAYMENT", "Card payment"],
      ]),
    );
    expect(chargesOf(after.folio)).toBe(after.pricing.total);
    expect(after.folio).toMatchObject({ paid: after.pricing.total, balance: 0 });
    expect(added.every((line) => line.reason === "Stay changed by the guest")).toBe(true);
  });

  it("reverses a cancelled stay's charges, refunds by its terms and keeps the rest as its fee: it owes nothing", async () => {
    const { placed, trout } = await twoParkOrder();
    const lateInTheTerms = new Date(`${addDays(trout.dates.start, -3)}T15:00:00Z`);
    const { refund } = await api({ now: lateInTheTerms }).orders.cancelReservation({
      invoiceUuid: placed.invoiceUuid,
      reservationId: trout.reservationId,
    });
    expect(refund).toBeLessThan(trout.pricing.total);
    const folio = await folioOf(placed.invoiceUuid, trout.reservationId);
    const after = folio.lines.slice(trout.folio.lines.length);
    expect(
      after.filter((line) => line.description.startsWith("Cancelled: ")).map((line) => line.amount),
    ).toEqual(trout.folio.lines.filter((line) => line.kind === "CHARGE").map((line) => -line.amount));
    expect(after.filter((line) => line.kind === "REFUND").map((line) => line.amount)).toEqual([refund]);
    expect(after.find((line) => line.description.startsWith("Cancellation fee"))?.amount).toBe(
      trout.pricing.total - refund,
    );
    expect(folio).toMatchObject({ paid: trout.pricing.total - refund, balance: 0 });
  });

  it("shows a walk-in who pays at the park owing its total, then what is left after cash at the desk", async () => {
    const sites = await scenario.orchardSites();
    const stay = scenario.nextStay();
    const booked = await desk().create({
      parkId: ids.trout,
      campsiteId: sites[5]!.id,
      dates: stay,
      guests: twoAdults,
      guest: { firstName: "Walt", lastName: "Inn", email: "walt.inn@example.com", phone: "607-555-0199" },
      payment: { method: "pay_at_park" },
    });
    expect((await folioOf(booked.invoiceUuid, booked.reservationId)).balance).toBe(booked.totalCents);
    await desk().takePayment({
      reservationId: booked.reservationId,
      amountCents: 5000,
      key: crypto.randomUUID(),
    });
    const folio = await folioOf(booked.invoiceUuid, booked.reservationId);
    expect(folio).toMatchObject({ paid: 5000, balance: booked.totalCents - 5000 });
    expect(folio.lines.at(-1)).toMatchObject({
      kind: "PAYMENT",
      method: "CASH",
      amount: 5000,
      actor: { kind: "STAFF", name: null },
    });
  });

  it("refuses to edit or remove a line: a correction is a new line", async () => {
    const { trout } = await twoParkOrder();
    const [line] = await db()
      .select({ id: folioLines.id })
      .from(folioLines)
      .where(eq(folioLines.reservationId, trout.reservationId))
      .limit(1);
    await expect(
      db().update(folioLines).set({ amountCents: 1 }).where(eq(folioLines.id, line!.id)),
    ).rejects.toThrow();
    await expect(db().delete(folioLines).where(eq(folioLines.id, line!.id))).rejects.toThrow();
    const [settled] = await db()
      .select({ id: folioLines.id })
      .from(folioLines)
      .where(eq(folioLines.kind, "payment"))
      .limit(1);
    // A settled payment stays settled.
    await expect(
      db().update(folioLines).set({ status: "failed" }).where(eq(folioLines.id, settled!.id)),
    ).rejects.toThrow();
  });

  it("gives the orders that were there before folios the same balances (migration 0017's backfill)", async () => {
    // Orders of every kind: paid online, changed, cancelled with a fee, a walk-in partly paid at the desk.
    await twoParkOrder();
    const changed = await twoParkOrder();
    await api({ payments: changed.gateway }).orders.modifyReservation({
      invoiceUuid: changed.placed.invoiceUuid,
      reservationId: changed.trout.reservationId,
      dates: { start: changed.dates.start, end: addDays(changed.dates.end, -1) },
      idempotencyKey: crypto.randomUUID(),
    });
    const cancelled = await twoParkOrder();
    await api({ now: new Date(`${addDays(cancelled.dates.start, -3)}T15:00:00Z`) }).orders.cancelReservation({
      invoiceUuid: cancelled.placed.invoiceUuid,
      reservationId: cancelled.trout.reservationId,
    });
    const sites = await scenario.orchardSites();
    const walkIn = await desk().create({
      parkId: ids.trout,
      campsiteId: sites[6]!.id,
      dates: scenario.nextStay(),
      guests: twoAdults,
      guest: { firstName: "Wanda", lastName: "Inn", email: "wanda.inn@example.com", phone: "607-555-0198" },
      payment: { method: "pay_at_park" },
    });
    await desk().takePayment({
      reservationId: walkIn.reservationId,
      amountCents: 2500,
      key: crypto.randomUUID(),
    });

    const totals = async () =>
      db()
        .select({
          reservationId: reservations.id,
          charges: sql<number>`(select coalesce(sum(f.amount_cents), 0) from folio_lines f
            where f.reservation_id = ${reservations.id} and f.kind in ('charge', 'adjustment'))::int`,
          paid: sql<number>`(select coalesce(sum(case when f.kind = 'payment' then f.amount_cents else -f.amount_cents end), 0)
            from folio_lines f where f.reservation_id = ${reservations.id} and f.kind in ('payment', 'refund'))::int`,
        })
        .from(reservations)
        .innerJoin(orders, eq(orders.id, reservations.orderId))
        .orderBy(asc(reservations.id));
    const written = await totals();

    // The ledger as it was before migration 0017, then the migration's backfill run on it.
    const migration = readFileSync(path.join(process.cwd(), "drizzle/0017_folios.sql"), "utf8");
    const backfill = migration.slice(
      migration.indexOf("-- BEGIN FOLIO BACKFILL"),
      migration.indexOf("-- END FOLIO BACKFILL"),
    );
    await db().transaction(async (tx) => {
      await tx.execute(sql`alter table folio_lines disable trigger folio_lines_written_once`);
      await tx.execute(sql`delete from folio_lines`);
      await tx.execute(sql`alter table folio_lines enable trigger folio_lines_written_once`);
      for (const statement of backfill.split("--> statement-breakpoint")) {
        await tx.execute(sql.raw(statement));
      }
    });
    const backfilled = await totals();
    expect(backfilled).toEqual(written);
    expect(written.length).toBeGreaterThanOrEqual(7);
  });
});
