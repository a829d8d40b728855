import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTRPCRouter } from "@/server/api/trpc";
import { campsites, reservations, teamMembers, users } from "@/server/db/schema";
import {
  type Admin,
  asTable,
  computeTable,
  EVERY_MANAGER,
  type ExpectedRow,
  F,
  fixture,
  MANAGER_AT_PARK,
  N,
  type Probe,
  setUpAccessRoles,
  U,
} from "../../../tests/support/access-matrix";
import { setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { guestIdOf } from "./guest-id";
import { guestRoutes } from "./guests.router";
import { staffParkProcedures, staffRoutes } from "./staff.router";
import { teamRoutes } from "./team.router";

/*
 * Every front-desk `admin.*` procedure × every kind of caller, as one table (tests/support/access-matrix.ts): UNAUTHORIZED without a session, FORBIDDEN below
 * the procedure's minimum role, NOT_FOUND for a Trout Town Farms park or reservation asked by a manager of another
 * park only, "OK" when the call gets past authorization. Each procedure's inputs are built so an allowed call
 * either succeeds or ends in one known business error (a check-in before the arrival day, a payment on a booking
 * that owes nothing…), which also counts as "OK"; any other outcome shows up in the table with its message.
 * Mutations are harmless and independent of the order of the calls: retried no-ops, refused changes, or fresh
 * fixtures per call (a block to remove, a member to remove, an e-mail to invite).
 */

const scenario = setUpCheckoutScenario();

const caller = setUpAccessRoles(scenario);

/** Outside the scenario's booked weeks (June–August 2027): one night each, never twice the same. */
let blockNights = 0;
function nextBlockDates() {
  const start = new Date(Date.UTC(2027, 8, 1 + blockNights * 2));
  blockNights += 1;
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { start: iso(start), end: iso(new Date(start.getTime() + 86_400_000)) };
}

/** A user on the team as a Trout Town Farms manager, without a session (someone to change or remove). */
async function troutMember(label: string): Promise<string> {
  const id = crypto.randomUUID();
  await scenario
    .db()
    .insert(users)
    .values({
      id,
      name: `${label} Member`,
      firstName: label,
      lastName: "Member",
      email: `${label}-${id}@example.com`,
    });
  await scenario
    .db()
    .insert(teamMembers)
    .values({ userId: id, role: "MANAGER", parkIds: [scenario.ids.trout] });
  return id;
}

let booked: { id: string; stay: { start: string; end: string } };
let site: string;
let walkIn: Parameters<Admin["reservations"]["create"]>[0];
/** Nights the walk-in's site is free for: the desk's quote for them is a read. */
let freeStay: { start: string; end: string };
let member: string;

beforeAll(async () => {
  // A paid Trout Town Farms reservation (Ann Walker books online), as in the front-desk suite.
  const { stay } = await scenario.bookOrchard();
  const [row] = await scenario
    .db()
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.parkId, scenario.ids.trout), eq(reservations.arrival, stay.start)));
  booked = { id: row!.id, stay };

  const sites = await scenario
    .db()
    .select({ id: campsites.id })
    .from(campsites)
    .where(eq(campsites.campsiteTypeId, scenario.ids.orchard))
    .orderBy(asc(campsites.name));
  site = sites[0]!.id;

  // A walk-in booked once by the owner: every later call with its key and body answers that booking again.
  walkIn = {
    parkId: scenario.ids.trout,
    campsiteId: site,
    dates: scenario.nextStay(),
    guests: twoAdults,
    guest: { firstName: "Walt", lastName: "Inn", email: "walt.inn@example.com", phone: "607-555-0199" },
    payment: { method: "pay_at_park" },
    idempotencyKey: crypto.randomUUID(),
  };
  await caller("OWNER").reservations.create(walkIn);
  freeStay = scenario.nextStay();

  member = await troutMember("Tess");
});

const window = () => ({ parkId: scenario.ids.trout, from: "2027-06-01", to: "2027-07-31" });

/** One probe per procedure path of `adminRouter`. */
const PROBES: Record<string, Probe> = {
  "audit.list": { allowed: "OK", call: (admin) => admin.audit.list({ parkId: scenario.ids.trout }) },
  "blocks.create": {
    allowed: "OK",
    call: (admin) =>
      admin.blocks.create({
        parkId: scenario.ids.trout,
        campsiteId: site,
        dates: nextBlockDates(),
        reason: "Access matrix",
      }),
  },
  "blocks.remove": {
    allowed: "OK",
    call: async (admin) => {
      const block = await fixture(() =>
        caller("OWNER").blocks.create({
          parkId: scenario.ids.trout,
          campsiteId: site,
          dates: nextBlockDates(),
          reason: "To be removed",
        }),
      );
      return admin.blocks.remove({ blockId: block.id });
    },
  },
  // Every manager searches the guests of their own parks.
  "guests.search": { allowed: "OK", call: (admin) => admin.guests.search({ text: "Walker" }) },
  // Ann Walker stayed at Trout Town Farms only: a manager of another park is told she does not exist.
  "guests.get": {
    allowed: "OK",
    call: (admin) => admin.guests.get({ guestId: guestIdOf("ann.walker@example.com") }),
  },
  "parks.list": { allowed: "OK", call: (admin) => admin.parks.list() },
  "reservations.get": {
    allowed: "OK",
    call: (admin) => admin.reservations.get({ reservationId: booked.id }),
  },
  // The owner's walk-in again: same key, same body, the same booking and nothing new.
  "reservations.create": { allowed: "OK", call: (admin) => admin.reservations.create(walkIn) },
  // Each of its forms: a cancellation's, a change's and a walk-in's price.
  "reservations.quote": {
    allowed: "OK",
    call: async (admin) => {
      await admin.reservations.quote({ reservationId: booked.id, cancel: { refund: "POLICY" } });
      await admin.reservations.quote({ reservationId: booked.id, dates: booked.stay, pricing: "NIGHTS" });
      return admin.reservations.quote({
        parkId: scenario.ids.trout,
        campsiteId: site,
        dates: freeStay,
        guests: twoAdults,
      });
    },
  },
  // The stay it already has: changes nothing.
  "reservations.modify": {
    allowed: "OK",
    call: (admin) =>
      admin.reservations.modify({
        reservationId: booked.id,
        dates: booked.stay,
        pricing: "KEEP",
        notifyGuest: false,
      }),
  },
  "reservations.reratePreview": {
    allowed: "OK",
    call: (admin) => admin.reservations.reratePreview({ reservationIds: [booked.id] }),
  },
  // Priced as today's rates price it already: nothing to change.
  "reservations.rerate": {
    allowed: "OK",
    call: (admin) => admin.reservations.rerate({ reservationIds: [booked.id], notifyGuest: false }),
  },
  // Paid in full online: "This booking owes nothing."
  "reservations.takePayment": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.reservations.takePayment({
        reservationId: booked.id,
        amountCents: 100,
        key: crypto.randomUUID(),
      }),
  },
  // A refund above the stay's total is refused before anything changes.
  "reservations.cancel": {
    allowed: "BAD_REQUEST",
    call: (admin) =>
      admin.reservations.cancel({
        reservationId: booked.id,
        refund: { amount: 100_000_000 },
        reason: "Access matrix",
        notifyGuest: false,
      }),
  },
  "reservations.search": {
    allowed: "OK",
    call: (admin) => admin.reservations.search({ parkId: scenario.ids.trout }),
  },
  "reservations.day": {
    allowed: "OK",
    call: (admin) => admin.reservations.day({ parkId: scenario.ids.trout, date: booked.stay.start }),
  },
  // The clock is months before the arrival day.
  "reservations.checkIn": {
    allowed: "PRECONDITION_FAILED",
    call: (admin) => admin.reservations.checkIn({ reservationId: booked.id }),
  },
  // Never checked in.
  "reservations.checkOut": {
    allowed: "PRECONDITION_FAILED",
    call: (admin) => admin.reservations.checkOut({ reservationId: booked.id }),
  },
  "reservations.grid": { allowed: "OK", call: (admin) => admin.reservations.grid(window()) },
  // A note on the booked stay: one more each allowed call.
  "reservations.addNote": {
    allowed: "OK",
    call: (admin) =>
      admin.reservations.addNote({ reservationId: booked.id, text: "Access matrix", pinned: false }),
  },
  // The clock is months before the arrival day: no no-show yet.
  "reservations.noShow": {
    allowed: "PRECONDITION_FAILED",
    call: (admin) =>
      admin.reservations.noShow({ reservationId: booked.id, refund: "NONE", reason: "Never came" }),
  },
  // The status the site has: nothing changes.
  "sites.setStatus": {
    allowed: "OK",
    call: (admin) => admin.sites.setStatus({ campsiteId: site, status: "READY" }),
  },
  "team.list": { allowed: "OK", call: (admin) => admin.team.list() },
  // Any signed-in account may follow an acceptance link; a token that names no invitation opens nothing.
  "team.accept": { allowed: "OK", call: (admin) => admin.team.accept({ token: "no-such-invitation" }) },
  "team.invite": {
    allowed: "OK",
    call: (admin) =>
      admin.team.invite({
        email: `invitee-${crypto.randomUUID()}@example.com`,
        role: "MANAGER",
        parkIds: [scenario.ids.trout],
      }),
  },
  // The parks the member already has: allowed roles succeed and nothing changes.
  "team.update": {
    allowed: "OK",
    call: (admin) => admin.team.update({ userId: member, parkIds: [scenario.ids.trout] }),
  },
  "team.remove": {
    allowed: "OK",
    call: async (admin) => admin.team.remove({ userId: await fixture(() => troutMember("Leaving")) }),
  },
};

/** Per procedure, the answer of each caller in the order of `ROLES`. */
const EXPECTED_ROWS: Record<string, ExpectedRow> = {
  // visitor, USER, MANAGER elsewhere, MANAGER here, MANAGER everywhere, ADMIN, OWNER, SUPER_OWNER
  "audit.list": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "blocks.create": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "blocks.remove": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "guests.search": EVERY_MANAGER,
  "guests.get": MANAGER_AT_PARK,
  "parks.list": [U, F, "OK", "OK", "OK", "OK", "OK", "OK"],
  "reservations.get": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.create": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.quote": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.modify": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.takePayment": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.reratePreview": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.rerate": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.cancel": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.search": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.day": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.checkIn": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.checkOut": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.grid": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.addNote": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "reservations.noShow": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "sites.setStatus": [U, F, N, "OK", "OK", "OK", "OK", "OK"],
  "team.list": [U, F, "OK", "OK", "OK", "OK", "OK", "OK"],
  "team.accept": [U, N, N, N, N, N, N, N],
  "team.invite": [U, F, F, F, F, "OK", "OK", "OK"],
  "team.update": [U, F, F, F, F, "OK", "OK", "OK"],
  "team.remove": [U, F, F, F, F, "OK", "OK", "OK"],
};

/** The front desk's procedures (the setup and reports suites hold the rest of the matrix). */
const STAFF_PATHS = Object.keys(
  createTRPCRouter({
    ...staffRoutes,
    ...teamRoutes,
    ...guestRoutes,
    parks: createTRPCRouter(staffParkProcedures),
  })._def.procedures,
).sort();

describe(`the staff console's access matrix on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("probes every front-desk procedure of the router, and expects an answer for each", () => {
    expect(Object.keys(PROBES).sort()).toEqual(STAFF_PATHS);
    expect(Object.keys(EXPECTED_ROWS).sort()).toEqual(STAFF_PATHS);
  });

  it("answers each caller of each procedure as its minimum role and the caller's parks say", async () => {
    expect(await computeTable(PROBES, caller)).toEqual(asTable(EXPECTED_ROWS));
  });

  it("lets the manager of another park list parks, reservations, guests and the team, but only their park's", async () => {
    const elsewhere = caller("MANAGER elsewhere");
    const found = await elsewhere.reservations.search({});
    expect(found.items.map((row) => row.reservationId)).not.toContain(booked.id);
    const guests = await elsewhere.guests.search({ text: "" });
    expect(guests.items.map((row) => row.guestId)).not.toContain(guestIdOf("ann.walker@example.com"));
    expect((await elsewhere.parks.list()).map((park) => park.id)).toEqual([scenario.ids.beaverkill]);
    const team = await elsewhere.team.list();
    expect(team.members.map((row) => row.email)).not.toContain("manager@lantern.example");
  });
});
