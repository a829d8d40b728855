import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import {
  auditEntries,
  folioLines,
  mailOutbox,
  orders,
  parks,
  payments,
  reservations,
  teamMembers,
} from "@/server/db/schema";
import { NOW, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

const scenario = setUpCheckoutScenario();

const staffCookie = async (email: string) => (await signInDemoStaff(scenario.db(), email)).cookie;

/** A new team member who manages Beaverkill Bend only. */
async function managerElsewhere(firstName: string) {
  const user = await signUpTestUser(scenario.db(), { firstName, lastName: "Elsewhere" });
  const [beaverkill] = await scenario
    .db()
    .select({ id: parks.id })
    .from(parks)
    .where(eq(parks.slug, "beaverkill-bend"));
  await scenario
    .db()
    .insert(teamMembers)
    .values({ userId: user.userId, role: "MANAGER", parkIds: [beaverkill!.id] });
  return user;
}

/** Ann Walker books an Orchard Tent Site at Trout Town Farms for the scenario's next free week, and pays. */
async function bookTrout() {
  const { stay } = await scenario.bookOrchard();
  const [row] = await scenario
    .db()
    .select({
      id: reservations.id,
      orderId: reservations.orderId,
      subtotal: reservations.subtotalCents,
      discount: reservations.discountCents,
      taxes: reservations.taxesCents,
    })
    .from(reservations)
    .where(and(eq(reservations.parkId, scenario.ids.trout), eq(reservations.arrival, stay.start)));
  return { id: row!.id, orderId: row!.orderId, stayTotal: row!.subtotal - row!.discount + row!.taxes, stay };
}

let dates: { start: string; end: string };
let reservationId: string;
let orderId: string;

beforeAll(async () => {
  const booked = await bookTrout();
  dates = booked.stay;
  reservationId = booked.id;
  orderId = booked.orderId;
});

/** 4 pm in New York on a date of the stay (EDT in June). */
const localAfternoon = (date: string) => new Date(`${date}T20:00:00Z`);

describe(`the front desk on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("lists the day's arrivals, departures and guests in the park, with party, site and balance", async () => {
    const admin = callerFor(scenario.db(), {
      headers: { cookie: await staffCookie("manager@lantern.example") },
    }).admin;
    const arrivalDay = await admin.reservations.day({ parkId: scenario.ids.trout, date: dates.start });
    const arriving = arrivalDay.arrivals.find((row) => row.reservationId === reservationId);
    expect(arriving).toMatchObject({
      guestName: "Ann Walker",
      adults: 2,
      children: 0,
      departure: dates.end,
      balanceCents: 0,
      checkedInAt: null,
    });
    expect(arriving?.site.name).toBeTruthy();
    const middle = await admin.reservations.day({
      parkId: scenario.ids.trout,
      date: addDays(dates.start, 1),
    });
    expect(middle.inPark.map((row) => row.reservationId)).toContain(reservationId);
    const leaving = await admin.reservations.day({ parkId: scenario.ids.trout, date: dates.end });
    expect(leaving.departures.map((row) => row.reservationId)).toContain(reservationId);
  });

  it("checks in from the arrival day, checks out once paid, refuses the rest, and audits each change once", async () => {
    const cookie = await staffCookie("manager@lantern.example");
    const at = (now: Date) => callerFor(scenario.db(), { headers: { cookie }, now }).admin.reservations;

    expect(await outcomeOf(at(localAfternoon(addDays(dates.start, -1))).checkIn({ reservationId }))).toMatch(
      /^PRECONDITION_FAILED: This stay starts on/,
    );
    expect(await outcomeOf(at(localAfternoon(dates.start)).checkOut({ reservationId }))).toBe(
      "PRECONDITION_FAILED: Check the guest in first.",
    );
    const checkedIn = await at(localAfternoon(dates.start)).checkIn({ reservationId });
    expect(checkedIn.checkedInAt).toEqual(localAfternoon(dates.start));
    // A second click changes nothing.
    expect(
      (await at(localAfternoon(addDays(dates.start, 1))).checkIn({ reservationId })).checkedInAt,
    ).toEqual(localAfternoon(dates.start));

    // A $10.00 store item charged to the site (a folio line): no check-out until it is paid.
    await scenario
      .db()
      .insert(folioLines)
      .values({
        reservationId,
        kind: "charge",
        item: "store",
        description: "Firewood bundle",
        amountCents: 1000,
        actorKind: "staff",
        createdAt: localAfternoon(dates.end),
      });
    expect(await outcomeOf(at(localAfternoon(dates.end)).checkOut({ reservationId }))).toBe(
      "PRECONDITION_FAILED: The guest still owes $10.00: take the payment before checking out.",
    );
    expect(
      (
        await at(localAfternoon(dates.end)).day({ parkId: scenario.ids.trout, date: dates.end })
      ).departures.find((row) => row.reservationId === reservationId)?.balanceCents,
    ).toBe(1000);
    await at(localAfternoon(dates.end)).takePayment({
      reservationId,
      amountCents: 1000,
      key: crypto.randomUUID(),
    });

    const out = await at(localAfternoon(dates.end)).checkOut({ reservationId });
    expect(out.checkedOutAt).toEqual(localAfternoon(dates.end));
    await at(localAfternoon(dates.end)).checkOut({ reservationId });

    const entries = await scenario
      .db()
      .select({ action: auditEntries.action, role: auditEntries.actorRole })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, reservationId));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "reservation.checkIn",
      "reservation.checkOut",
      "reservation.takePayment",
    ]);
    expect(entries.every((entry) => entry.role === "MANAGER")).toBe(true);
  });

  it("keeps another park's front desk out: NOT_FOUND for its day and its reservations", async () => {
    const other = await managerElsewhere("Otto");
    const admin = callerFor(scenario.db(), { headers: { cookie: other.cookie }, now: NOW }).admin;
    expect(
      await outcomeOf(admin.reservations.day({ parkId: scenario.ids.trout, date: dates.start })),
    ).toMatch(/^NOT_FOUND/);
    expect(await outcomeOf(admin.reservations.checkIn({ reservationId }))).toMatch(/^NOT_FOUND/);
    expect(await outcomeOf(admin.reservations.checkIn({ reservationId: crypto.randomUUID() }))).toMatch(
      /^NOT_FOUND/,
    );
    const visitor = callerFor(scenario.db()).admin;
    expect(
      await outcomeOf(visitor.reservations.day({ parkId: scenario.ids.trout, date: dates.start })),
    ).toMatch(/^UNAUTHORIZED/);
  });

  it("finds reservations by confirmation code, name, e-mail or phone, within the member's parks, a page at a time", async () => {
    const admin = callerFor(scenario.db(), {
      headers: { cookie: await staffCookie("manager@lantern.example") },
    }).admin;
    const [order] = await scenario
      .db()
      .select({ code: orders.orderConfirmation })
      .from(orders)
      .where(eq(orders.id, orderId));
    const found = async (text: string) =>
      (await admin.reservations.search({ text })).items.map((row) => row.reservationId);
    for (const text of [
      order!.code,
      order!.code.toLowerCase(),
      "ann walk",
      "ANN.WALKER@example",
      "(607) 555-0123",
      "5550123",
    ]) {
      expect(await found(text)).toContain(reservationId);
    }
    expect(await found("nobody-by-this-name")).toEqual([]);
    expect(await found("100%_")).toEqual([]);

    // A second reservation, then one row a page.
    await bookTrout();
    const first = await admin.reservations.search({ text: "walker", limit: 1 });
    expect(first.items).toHaveLength(1);
    const second = await admin.reservations.search({ text: "walker", limit: 1, cursor: first.nextCursor! });
    expect(second.items[0]!.arrival > first.items[0]!.arrival).toBe(true);

    // Another park's manager finds nothing of Trout Town Farms.
    const other = await managerElsewhere("Ola");
    const elsewhere = callerFor(scenario.db(), { headers: { cookie: other.cookie } }).admin;
    expect(
      (await elsewhere.reservations.search({ text: "walker" })).items.some(
        (row) => row.park.id === scenario.ids.trout,
      ),
    ).toBe(false);
    expect(await outcomeOf(elsewhere.reservations.search({ parkId: scenario.ids.trout }))).toMatch(
      /^NOT_FOUND/,
    );
  });

  it("cancels with the refund staff choose, frees the site, mails the guest when asked, and audits once", async () => {
    const cookie = await staffCookie("manager@lantern.example");
    const admin = callerFor(scenario.db(), { headers: { cookie }, now: NOW }).admin;
    const mails = async () =>
      (await scenario.db().select({ template: mailOutbox.template }).from(mailOutbox)).filter((mail) =>
        mail.template.includes("cancel"),
      ).length;

    // Months ahead, the policy refunds everything; the guest is told.
    const first = await bookTrout();
    const mailsBefore = await mails();
    const cancel = { reason: "Guest phoned to cancel", notifyGuest: true } as const;
    expect(await admin.reservations.cancel({ reservationId: first.id, refund: "POLICY", ...cancel })).toEqual(
      {
        refund: first.stayTotal,
      },
    );
    expect(await mails()).toBe(mailsBefore + 1);
    const grid = await admin.reservations.grid({
      parkId: scenario.ids.trout,
      from: first.stay.start,
      to: first.stay.end,
    });
    expect(grid.claims.some((claim) => claim.reservationId === first.id)).toBe(false);
    // A retry refunds nothing more and writes nothing.
    expect(await admin.reservations.cancel({ reservationId: first.id, refund: "FULL", ...cancel })).toEqual({
      refund: first.stayTotal,
    });
    const entries = await scenario
      .db()
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.entityId, first.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "reservation.cancel", reason: "Guest phoned to cancel" });

    // No refund, no e-mail.
    const second = await bookTrout();
    const quiet = { reason: "No-show policy", notifyGuest: false } as const;
    const mailsNow = await mails();
    expect(await admin.reservations.cancel({ reservationId: second.id, refund: "NONE", ...quiet })).toEqual({
      refund: 0,
    });
    expect(await mails()).toBe(mailsNow);

    // An amount: up to the stay's total.
    const third = await bookTrout();
    expect(
      await outcomeOf(
        admin.reservations.cancel({
          reservationId: third.id,
          refund: { amount: third.stayTotal + 1 },
          ...quiet,
        }),
      ),
    ).toMatch(/^BAD_REQUEST: The refund cannot be more than/);
    expect(
      await admin.reservations.cancel({ reservationId: third.id, refund: { amount: 500 }, ...quiet }),
    ).toEqual({
      refund: 500,
    });
    const [payment] = await scenario.db().select().from(payments).where(eq(payments.orderId, third.orderId));
    expect(payment!.refundedCents).toBe(500);

    const other = await managerElsewhere("Oona");
    const elsewhere = callerFor(scenario.db(), { headers: { cookie: other.cookie }, now: NOW }).admin;
    const fourth = await bookTrout();
    expect(
      await outcomeOf(elsewhere.reservations.cancel({ reservationId: fourth.id, refund: "FULL", ...quiet })),
    ).toMatch(/^NOT_FOUND/);
  });
});
