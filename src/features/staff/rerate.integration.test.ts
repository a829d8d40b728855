import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import { auditEntries, mailOutbox, orders, reservations } from "@/server/db/schema";
import { guest, NOW, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

const scenario = setUpCheckoutScenario();

let cookie: string;
const admin = () => callerFor(scenario.db(), { headers: { cookie }, now: NOW }).admin;

beforeAll(async () => {
  cookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

/** A guest books two nights of an Orchard Tent Site online and pays by card. */
async function guestBooks() {
  const { stay, placed } = await scenario.bookOrchard();
  const [row] = await scenario
    .db()
    .select({ id: reservations.id, orderTotal: orders.totalCents })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(orders.invoiceUuid, placed.invoiceUuid));
  return { reservationId: row!.id, invoiceUuid: placed.invoiceUuid, paidCents: row!.orderTotal, stay };
}

/** A rate period over exactly the stay's nights, as the rate calendar saves it; answers the stays it lists. */
async function rateOver(stay: { start: string; end: string }, nightlyCents: number) {
  const saved = await admin().rates.upsert({
    kind: "period",
    parkId: scenario.ids.trout,
    campsiteTypeId: scenario.ids.orchard,
    startDate: stay.start,
    endDate: addDays(stay.end, -1),
    weekdays: null,
    nightlyCents,
    label: "",
  });
  return saved.affected.map((row) => row.reservationId);
}

const confirmationTotal = async (invoiceUuid: string) =>
  (await scenario.api().orders.getOrderConfirmation({ invoiceUuid })).total;

describe(`admin.reservations.rerate on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("previews a lower rate for the stays a rate change listed, changes nothing, then refunds the difference, audits and mails", async () => {
    const booked = await guestBooks();
    expect(await rateOver(booked.stay, 1_000)).toEqual([booked.reservationId]);

    const [preview] = (await admin().reservations.reratePreview({ reservationIds: [booked.reservationId] }))
      .stays;
    expect(preview).toMatchObject({ outcome: "ready", totalCents: booked.paidCents, settlement: null });
    expect(preview!.newTotalCents).toBeLessThan(booked.paidCents);
    expect(await confirmationTotal(booked.invoiceUuid)).toBe(booked.paidCents);

    const [done] = (
      await admin().reservations.rerate({ reservationIds: [booked.reservationId], notifyGuest: true })
    ).stays;
    expect(done).toMatchObject({
      outcome: "repriced",
      newTotalCents: preview!.newTotalCents,
      settlement: { kind: "refunded", cents: booked.paidCents - preview!.newTotalCents! },
    });
    expect(await confirmationTotal(booked.invoiceUuid)).toBe(preview!.newTotalCents);
    const detail = await admin().reservations.get({ reservationId: booked.reservationId });
    expect(detail.balanceCents).toBe(0);
    expect(detail.payments[0]).toMatchObject({ refundedCents: booked.paidCents - preview!.newTotalCents! });

    const audit = await scenario
      .db()
      .select({ action: auditEntries.action, before: auditEntries.before, after: auditEntries.after })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, booked.reservationId));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "reservation.rerate",
        before: expect.objectContaining({ totalCents: booked.paidCents }),
        after: expect.objectContaining({ totalCents: preview!.newTotalCents }),
      }),
    ]);
    const mails = await scenario
      .db()
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, guest.email), eq(mailOutbox.template, "reservation-changed")));
    expect(mails).toHaveLength(1);

    // Asked again, the stay already costs what today's rates say: nothing more is refunded or written.
    const [again] = (
      await admin().reservations.rerate({ reservationIds: [booked.reservationId], notifyGuest: true })
    ).stays;
    expect(again).toMatchObject({ outcome: "unchanged", settlement: null });
    expect(
      await scenario.db().select().from(auditEntries).where(eq(auditEntries.entityId, booked.reservationId)),
    ).toHaveLength(1);
  });

  it("leaves a higher price owed at the park, and skips a cancelled stay with its reason", async () => {
    const dearer = await guestBooks();
    const cancelled = await guestBooks();
    await rateOver(dearer.stay, 30_000);
    await rateOver(cancelled.stay, 30_000);
    await scenario.api().orders.cancelReservation({
      invoiceUuid: cancelled.invoiceUuid,
      reservationId: cancelled.reservationId,
    });

    const stays = (
      await admin().reservations.rerate({
        reservationIds: [dearer.reservationId, cancelled.reservationId],
        notifyGuest: false,
      })
    ).stays;
    const owed = stays[0]!.newTotalCents! - dearer.paidCents;
    expect(owed).toBeGreaterThan(0);
    expect(stays).toEqual([
      expect.objectContaining({ outcome: "repriced", settlement: { kind: "owed", cents: owed } }),
      expect.objectContaining({ outcome: "skipped", reason: "Cancelled.", newTotalCents: null }),
    ]);
    expect((await admin().reservations.get({ reservationId: dearer.reservationId })).balanceCents).toBe(owed);
  });

  it("re-rates only the member's parks' stays: another park's reservation reads as one that does not exist", async () => {
    const { placed } = await scenario.book({
      parkId: scenario.ids.beaverkill,
      campsiteTypeId: scenario.ids.riverside,
    });
    const [elsewhere] = await scenario
      .db()
      .select({ id: reservations.id, updatedAt: reservations.updatedAt })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(eq(orders.invoiceUuid, placed.invoiceUuid));
    const own = await guestBooks();

    expect(
      await outcomeOf(
        admin().reservations.rerate({
          reservationIds: [own.reservationId, elsewhere!.id],
          notifyGuest: false,
        }),
      ),
    ).toBe("NOT_FOUND: This reservation does not exist.");
    expect(
      await outcomeOf(admin().reservations.reratePreview({ reservationIds: [crypto.randomUUID()] })),
    ).toBe("NOT_FOUND: This reservation does not exist.");
    expect(
      await outcomeOf(
        admin().reservations.reratePreview({ reservationIds: [own.reservationId, own.reservationId] }),
      ),
    ).toMatch(/^BAD_REQUEST/);
  });
});
