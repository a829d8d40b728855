import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import { auditEntries, campsites, reservations, siteAllocations } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

/*
 * The desk's paper (issue 33, decision 0059): staff notes, a no-show, the sites' housekeeping and a day of every
 * park at once — what the desk used to keep on paper beside the screen.
 */

const scenario = setUpCheckoutScenario();

let owner: string;
let manager: string;
beforeAll(async () => {
  owner = (await signInDemoStaff(scenario.db(), "owner@lantern.example")).cookie;
  manager = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

/** 4 pm in New York on a date (EDT in summer). */
const localAfternoon = (date: string) => new Date(`${date}T20:00:00Z`);
const desk = (cookie: string, now = NOW) => callerFor(scenario.db(), { headers: { cookie }, now }).admin;

/** Ann Walker books an Orchard Tent Site at Trout Town Farms online and pays. */
async function bookTrout() {
  const { stay } = await scenario.bookOrchard();
  const [row] = await scenario
    .db()
    .select()
    .from(reservations)
    .where(and(eq(reservations.parkId, scenario.ids.trout), eq(reservations.arrival, stay.start)));
  return { reservation: row!, stay };
}

describe(`the desk's paper on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("keeps staff notes on a stay, oldest first, and shows the pinned ones on Today", async () => {
    const { reservation, stay } = await bookTrout();
    const as = desk(manager);
    const first = await as.reservations.addNote({
      reservationId: reservation.id,
      text: "Arrives late, after 10 pm: leave the gate code at the office.",
      pinned: true,
    });
    await desk(manager, new Date(NOW.getTime() + 60_000)).reservations.addNote({
      reservationId: reservation.id,
      text: "Called to confirm.",
      pinned: false,
    });
    expect(first).toMatchObject({ pinned: true, author: "Maya Manager", at: NOW });
    const detail = await as.reservations.get({ reservationId: reservation.id });
    expect(detail.staffNotes.map((note) => [note.text, note.pinned])).toEqual([
      ["Arrives late, after 10 pm: leave the gate code at the office.", true],
      ["Called to confirm.", false],
    ]);
    const day = await as.reservations.day({ parkId: scenario.ids.trout, date: stay.start });
    const row = day.arrivals.find((arrival) => arrival.reservationId === reservation.id)!;
    expect(row.pinnedNotes.map((note) => note.text)).toEqual([
      "Arrives late, after 10 pm: leave the gate code at the office.",
    ]);
    expect(await outcomeOf(as.reservations.addNote({ reservationId: reservation.id, text: "  " }))).toMatch(
      /^BAD_REQUEST/,
    );
  });

  it("marks a no-show from the arrival day on: cancelled, its nights freed, refunded as chosen, audited", async () => {
    const { reservation, stay } = await bookTrout();
    const before = desk(manager, localAfternoon(addDays(stay.start, -1)));
    expect(
      await outcomeOf(
        before.reservations.noShow({ reservationId: reservation.id, refund: "NONE", reason: "Never came" }),
      ),
    ).toMatch(/^PRECONDITION_FAILED: This stay starts on .*: a no-show can be marked from then\.$/);

    const onTheDay = desk(manager, localAfternoon(stay.start));
    const quote = await onTheDay.reservations.quote({
      reservationId: reservation.id,
      cancel: { refund: "NONE" },
    });
    expect(quote).toMatchObject({ kind: "cancel", refundCents: 0 });
    const marked = await onTheDay.reservations.noShow({
      reservationId: reservation.id,
      refund: "NONE",
      reason: "Never came, no call",
      expectedRefundCents: 0,
    });
    expect(marked).toEqual({ refund: 0 });
    // A second click answers the same and changes nothing.
    expect(
      await onTheDay.reservations.noShow({ reservationId: reservation.id, refund: "NONE", reason: "Again" }),
    ).toEqual({ refund: 0 });
    const detail = await onTheDay.reservations.get({ reservationId: reservation.id });
    expect(detail).toMatchObject({ status: "canceled", noShowAt: localAfternoon(stay.start) });
    const claims = await scenario
      .db()
      .select()
      .from(siteAllocations)
      .where(eq(siteAllocations.reservationId, reservation.id));
    expect(claims).toEqual([]);
    const audit = await scenario
      .db()
      .select({ action: auditEntries.action, reason: auditEntries.reason })
      .from(auditEntries)
      .where(eq(auditEntries.entityId, reservation.id));
    expect(audit).toEqual([{ action: "reservation.noShow", reason: "Never came, no call" }]);
    // Checked-in guests came.
    const other = await bookTrout();
    const desk2 = desk(manager, localAfternoon(other.stay.start));
    await desk2.reservations.checkIn({ reservationId: other.reservation.id });
    expect(
      await outcomeOf(
        desk2.reservations.noShow({
          reservationId: other.reservation.id,
          refund: "POLICY",
          reason: "Not here",
        }),
      ),
    ).toBe("PRECONDITION_FAILED: This guest has checked in: they came.");
  });

  it("keeps each site's housekeeping: set by staff and audited, needs cleaning after a check-out", async () => {
    const { reservation, stay } = await bookTrout();
    const as = desk(manager, localAfternoon(stay.start));
    await as.reservations.checkIn({ reservationId: reservation.id });
    const out = desk(manager, localAfternoon(stay.end));
    await out.reservations.checkOut({ reservationId: reservation.id });
    const departed = await out.reservations.day({ parkId: scenario.ids.trout, date: stay.end });
    const row = departed.departures.find((departure) => departure.reservationId === reservation.id)!;
    expect(row.siteStatus).toEqual({ status: "NEEDS_CLEANING", note: null });

    expect(
      await out.sites.setStatus({
        campsiteId: reservation.campsiteId,
        status: "OUT_OF_ORDER",
        note: "Broken pedestal",
      }),
    ).toEqual({ status: "OUT_OF_ORDER", note: "Broken pedestal" });
    const detail = await out.reservations.get({ reservationId: reservation.id });
    expect(detail.siteStatus).toEqual({ status: "OUT_OF_ORDER", note: "Broken pedestal" });
    const [entry] = await scenario
      .db()
      .select({ before: auditEntries.before, after: auditEntries.after })
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, "site.housekeeping"), eq(auditEntries.entityId, reservation.campsiteId)),
      );
    expect(entry?.after).toMatchObject({ status: "OUT_OF_ORDER", note: "Broken pedestal" });
    // A site of another park is not the manager's.
    const [beaverkillSite] = await scenario
      .db()
      .select({ id: campsites.id })
      .from(campsites)
      .where(eq(campsites.parkId, scenario.ids.beaverkill))
      .limit(1);
    expect(await outcomeOf(out.sites.setStatus({ campsiteId: beaverkillSite!.id, status: "READY" }))).toBe(
      "NOT_FOUND: This site does not exist.",
    );
  });

  it("answers a day of every park the member has, each row with its park", async () => {
    const stay = scenario.nextStay();
    await scenario.book({ dates: stay });
    await scenario.book({
      dates: stay,
      parkId: scenario.ids.beaverkill,
      campsiteTypeId: scenario.ids.riverside,
    });
    const parksOf = (rows: { park: { id: string } }[]) => [...new Set(rows.map((row) => row.park.id))].sort();
    // The owner works at every park: both parks' arrivals, each with its park.
    const everyPark = await desk(owner).reservations.day({ date: stay.start });
    expect(parksOf(everyPark.arrivals)).toEqual([scenario.ids.trout, scenario.ids.beaverkill].sort());
    // The manager of Trout Town Farms: theirs only, asked for every park or for theirs.
    const troutOnly = await desk(manager).reservations.day({ date: stay.start });
    expect(parksOf(troutOnly.arrivals)).toEqual([scenario.ids.trout]);
    expect(
      await outcomeOf(desk(manager).reservations.day({ parkId: scenario.ids.beaverkill, date: stay.start })),
    ).toMatch(/^NOT_FOUND/);
  });
});
