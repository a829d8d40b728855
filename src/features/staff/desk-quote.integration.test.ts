import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import { orders, reservations } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

/*
 * `admin.reservations.quote` before every commit (issue 33): the desk sees what a change or a cancellation costs,
 * the commit makes exactly the quoted one, and is refused when the price moved meanwhile.
 */

const scenario = setUpCheckoutScenario();

let cookie: string;
const desk = () => callerFor(scenario.db(), { headers: { cookie }, now: NOW }).admin.reservations;

beforeAll(async () => {
  cookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

/** A guest books an Orchard Tent Site online for two nights and pays by card. */
async function guestBooks() {
  const { stay, placed } = await scenario.book();
  const [row] = await scenario
    .db()
    .select({ reservation: reservations })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(orders.invoiceUuid, placed.invoiceUuid));
  return { reservation: row!.reservation, stay };
}

const stayTotal = (row: typeof reservations.$inferSelect) =>
  row.subtotalCents - row.discountCents + row.taxesCents;

const reservationRow = async (id: string) =>
  (await scenario.db().select().from(reservations).where(eq(reservations.id, id)))[0]!;

describe(`the desk's quotes on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("prices the nights an extension adds by default, and the change made is exactly the quoted one", async () => {
    const { reservation, stay } = await guestBooks();
    const longer = { start: stay.start, end: addDays(stay.end, 3) };
    const quote = await desk().quote({ reservationId: reservation.id, dates: longer, pricing: "NIGHTS" });
    expect(quote).toMatchObject({
      kind: "change",
      changed: true,
      nights: 5,
      addedNights: 3,
      oldTotalCents: stayTotal(reservation),
    });
    if (quote.kind !== "change") throw new Error("a change quote");
    // Three nights more cost money: nothing is given away, and what is added is owed at the park.
    expect(quote.differenceCents).toBeGreaterThan(0);
    expect(quote.newTotalCents).toBe(quote.oldTotalCents + quote.differenceCents);
    expect(quote.settlement).toEqual({ kind: "owed", cents: quote.differenceCents });
    // The booked nights kept what they cost: the first two nights' prices are the guest's.
    const changed = await desk().modify({
      reservationId: reservation.id,
      dates: longer,
      pricing: "NIGHTS",
      notifyGuest: false,
      expectedDifferenceCents: quote.differenceCents,
    });
    expect(changed).toEqual({
      changed: true,
      priceDifferenceCents: quote.differenceCents,
      settlement: quote.settlement,
    });
    const after = await reservationRow(reservation.id);
    expect(after.nightlyPricesCents.slice(0, 2)).toEqual(reservation.nightlyPricesCents);
    expect(after.nightlyPricesCents).toHaveLength(5);
    expect(stayTotal(after)).toBe(quote.newTotalCents);
  });

  it("asks why before added nights are given free, and refuses a change whose price moved since its quote", async () => {
    const { reservation, stay } = await guestBooks();
    const longer = { start: stay.start, end: addDays(stay.end, 1) };
    const free = { reservationId: reservation.id, dates: longer, pricing: "KEEP" as const };
    expect(await outcomeOf(desk().quote(free))).toBe(
      "PRECONDITION_FAILED: Keeping the price gives the guest the added night free: say why, or price it.",
    );
    const kept = await desk().quote({ ...free, reason: "Our water was off" });
    expect(kept).toMatchObject({ kind: "change", differenceCents: 0, settlement: { kind: "kept" } });

    // A screen that showed another difference (the rates changed meanwhile): refused, nothing changed.
    expect(
      await outcomeOf(
        desk().modify({
          reservationId: reservation.id,
          dates: longer,
          pricing: "NIGHTS",
          notifyGuest: false,
          expectedDifferenceCents: 1,
        }),
      ),
    ).toMatch(/^CONFLICT: The price of this change moved since you saw it: the difference is now \$/);
    const after = await reservationRow(reservation.id);
    expect({ departure: after.departure, total: stayTotal(after) }).toEqual({
      departure: stay.end,
      total: stayTotal(reservation),
    });
  });

  it("quotes a shorter stay's refund of what was paid, and a move to another site at the same price", async () => {
    const { reservation, stay } = await guestBooks();
    const shorter = await desk().quote({
      reservationId: reservation.id,
      dates: { start: stay.start, end: addDays(stay.start, 1) },
      pricing: "NIGHTS",
    });
    if (shorter.kind !== "change") throw new Error("a change quote");
    expect(shorter.differenceCents).toBeLessThan(0);
    // Paid in full online: the night given up comes back.
    expect(shorter.settlement).toEqual({ kind: "refunded", cents: -shorter.differenceCents });

    const sites = await scenario.orchardSites();
    const other = sites.find((site) => site.id !== reservation.campsiteId)!;
    const move = await desk().quote({
      reservationId: reservation.id,
      campsiteId: other.id,
      pricing: "NIGHTS",
    });
    expect(move).toMatchObject({
      kind: "change",
      site: { id: other.id, name: other.name },
      addedNights: 0,
      differenceCents: 0,
      settlement: { kind: "kept" },
    });
  });

  it("quotes a cancellation's refund before it is made, and refuses one whose refund moved", async () => {
    const { reservation } = await guestBooks();
    const total = stayTotal(reservation);
    const quote = await desk().quote({ reservationId: reservation.id, cancel: { refund: "POLICY" } });
    // Months before arrival, paid in full: the booked terms give it all back.
    expect(quote).toEqual({ kind: "cancel", totalCents: total, paidCents: total, refundCents: total });
    expect(
      await outcomeOf(
        desk().quote({ reservationId: reservation.id, cancel: { refund: { amount: total + 1 } } }),
      ),
    ).toMatch(/^BAD_REQUEST: The refund cannot be more than the stay's \$/);

    const cancel = { reservationId: reservation.id, refund: "POLICY" as const, reason: "Family emergency" };
    expect(
      await outcomeOf(desk().cancel({ ...cancel, notifyGuest: false, expectedRefundCents: total - 1 })),
    ).toMatch(/^CONFLICT: The refund moved since you saw it: it is now \$/);
    expect((await reservationRow(reservation.id)).status).toBe("confirmed");
    expect(await desk().cancel({ ...cancel, notifyGuest: false, expectedRefundCents: total })).toEqual({
      refund: total,
    });
    expect(
      await outcomeOf(desk().quote({ reservationId: reservation.id, cancel: { refund: "POLICY" } })),
    ).toBe("PRECONDITION_FAILED: This reservation is already cancelled.");
  });
});
