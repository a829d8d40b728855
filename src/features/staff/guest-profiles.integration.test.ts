import { beforeAll, describe, expect, it } from "vitest";
import {
  guest as annWalker,
  setUpCheckoutScenario,
  twoAdults,
} from "../../../tests/support/checkout-scenario";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";
import { guestIdOf } from "./guest-id";

/*
 * Guest profiles (issue 33, decision 0063): a guest is every order with one e-mail; the console finds them by name,
 * e-mail, phone or code and shows their stays across the member's parks — only those parks — with what they owe by
 * the folios and the staff's notes.
 */

const scenario = setUpCheckoutScenario();

let owner: string;
let manager: string;
beforeAll(async () => {
  owner = (await signInDemoStaff(scenario.db(), "owner@lantern.example")).cookie;
  manager = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

const desk = (cookie: string) => callerFor(scenario.db(), { headers: { cookie } }).admin;

let serial = 0;
/** A guest of their own: a name, e-mail and phone no other test uses. */
function newGuest(lastName = "Quill") {
  serial += 1;
  const token = crypto.randomUUID().slice(0, 8);
  return {
    ...annWalker,
    firstName: "Hattie",
    lastName: `${lastName}${token}`,
    email: `hattie.${token}@example.com`,
    phone: `(518) 55${String(serial).padStart(2, "0")}-${token.replace(/\D/g, "0").slice(0, 4)}`,
  };
}

/** The guest books a stay at each of the two parks in one checkout and pays by card. */
async function bookBothParks(guest: ReturnType<typeof newGuest>) {
  const { cartId } = await scenario.twoParkCart();
  const placed = await scenario.api().checkout.placeOrder(scenario.orderInput(cartId, { guest }));
  return placed.orderConfirmation as string;
}

/** The guest books one stay at Beaverkill Bend online and pays. */
async function bookBeaverkill(guest: ReturnType<typeof newGuest>) {
  const added = await scenario.api().cart.addItem({
    parkId: scenario.ids.beaverkill,
    campsiteTypeId: scenario.ids.riverside,
    dates: scenario.nextStay(),
    guests: twoAdults,
  });
  await scenario.api().checkout.placeOrder(scenario.orderInput(added.shoppingCartUuid, { guest }));
}

/** The owner books the guest a walk-in at Trout Town Farms, paid at the park: its folio owes the whole stay. */
async function walkIn({
  firstName,
  lastName,
  email,
  phone,
}: {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}) {
  const [site] = await scenario.orchardSites();
  return desk(owner).reservations.create({
    parkId: scenario.ids.trout,
    campsiteId: site!.id,
    dates: scenario.nextStay(),
    guests: twoAdults,
    guest: { firstName, lastName, email, phone },
    payment: { method: "pay_at_park" },
  });
}

const idsOf = (page: { items: { guestId: string }[] }) => page.items.map((row) => row.guestId);

describe(`guest profiles on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("finds a guest by name, e-mail, phone digits and confirmation code", async () => {
    const guest = newGuest();
    const code = await bookBothParks(guest);
    const id = guestIdOf(guest.email);
    const as = desk(owner);
    for (const text of [
      `hattie ${guest.lastName.toLowerCase()}`,
      guest.email.toUpperCase(),
      guest.phone.replace(/\D/g, ""),
      code.toLowerCase(),
    ]) {
      expect(idsOf(await as.guests.search({ text })), text).toEqual([id]);
    }
    // `%` and `_` typed by staff match themselves, not anything.
    expect(idsOf(await as.guests.search({ text: "hattie%quill" }))).toEqual([]);
    expect(idsOf(await as.guests.search({ text: "" }))).toContain(id);
  });

  it("shows an owner a guest's stays at both parks, with what each owes by its folio", async () => {
    const guest = newGuest();
    await bookBothParks(guest);
    // Two months later they walk in at Trout Town Farms, their e-mail typed otherwise, and pay at the park.
    const walked = await walkIn({ ...guest, email: ` ${guest.email.toUpperCase()} `, phone: "518-555-0000" });
    const as = desk(owner);

    const [row] = (await as.guests.search({ text: guest.email })).items;
    expect(row).toMatchObject({
      guestId: guestIdOf(guest.email),
      name: `Hattie ${guest.lastName}`,
      phone: "518-555-0000",
      parks: ["Beaverkill Bend Campground", "Trout Town Farms"],
      stays: 3,
    });

    const profile = await as.guests.get({ guestId: row!.guestId });
    expect(profile.stays).toHaveLength(3);
    expect(new Set(profile.stays.map((stay) => stay.park.id))).toEqual(
      new Set([scenario.ids.trout, scenario.ids.beaverkill]),
    );
    expect(profile.stays.map((stay) => stay.arrival)).toEqual(
      profile.stays
        .map((stay) => stay.arrival)
        .toSorted()
        .reverse(),
    );
    // Their latest order's contact: the walk-in's, which gave no address.
    expect(profile.contact).toMatchObject({ firstName: "Hattie", phone: "518-555-0000", address: null });

    const walkInStay = profile.stays.find((stay) => stay.reservationId === walked.reservationId)!;
    const folio = await as.folios.get({ reservationId: walked.reservationId });
    expect(folio.balance).toBeGreaterThan(0);
    expect(walkInStay.balanceCents).toBe(folio.balance);
    const folios = await Promise.all(
      profile.stays.map((stay) => as.folios.get({ reservationId: stay.reservationId })),
    );
    expect(profile.balanceCents).toBe(folios.reduce((sum, each) => sum + Math.max(0, each.balance), 0));
    expect(row!.balanceCents).toBe(profile.balanceCents);
  });

  it("shows the staff's notes on each stay, pinned or not, and whether the e-mail has an account", async () => {
    const member = await signUpTestUser(scenario.db(), { firstName: "Hattie", lastName: "Member" });
    const walked = await walkIn({
      firstName: "Hattie",
      lastName: "Member",
      email: member.email.toUpperCase(),
      phone: "518-555-0101",
    });
    const as = desk(manager);
    await as.reservations.addNote({
      reservationId: walked.reservationId,
      text: "Gate code left",
      pinned: true,
    });
    await as.reservations.addNote({ reservationId: walked.reservationId, text: "Called", pinned: false });

    const profile = await as.guests.get({ guestId: guestIdOf(member.email) });
    expect(profile.account).not.toBeNull();
    expect(profile.stays[0]!.notes.map((note) => [note.text, note.pinned, note.author])).toEqual([
      ["Gate code left", true, "Maya Manager"],
      ["Called", false, "Maya Manager"],
    ]);
    const stranger = newGuest();
    await walkIn(stranger);
    expect((await as.guests.get({ guestId: guestIdOf(stranger.email) })).account).toBeNull();
  });

  it("shows a manager of one park only that park's stays, and no guest who stayed only elsewhere", async () => {
    const both = newGuest();
    await bookBothParks(both);
    const elsewhere = newGuest();
    await bookBeaverkill(elsewhere);
    const as = desk(manager);

    const [row] = (await as.guests.search({ text: both.email })).items;
    expect(row).toMatchObject({ parks: ["Trout Town Farms"], stays: 1 });
    const profile = await as.guests.get({ guestId: guestIdOf(both.email) });
    expect(profile.stays.map((stay) => stay.park.id)).toEqual([scenario.ids.trout]);
    expect(profile.contact).toMatchObject({ email: both.email, address: annWalker.address });

    // Every way of finding the Beaverkill-only guest finds nothing, and their profile reads like no one's.
    expect((await as.guests.search({ text: elsewhere.email })).items).toEqual([]);
    expect(idsOf(await as.guests.search({ text: "" }))).not.toContain(guestIdOf(elsewhere.email));
    const hidden = await outcomeOf(as.guests.get({ guestId: guestIdOf(elsewhere.email) }));
    const missing = await outcomeOf(as.guests.get({ guestId: guestIdOf("nobody-at-all@example.com") }));
    expect(hidden).toBe("NOT_FOUND: This guest does not exist.");
    expect(missing).toBe(hidden);
    expect((await desk(owner).guests.get({ guestId: guestIdOf(elsewhere.email) })).stays).toHaveLength(1);
  });

  it("pages through the guests a search finds, latest stay first, each once", async () => {
    const token = `Pager${crypto.randomUUID().slice(0, 6)}`;
    const guests = [newGuest(token), newGuest(token), newGuest(token)];
    for (const guest of guests) await walkIn(guest);
    const as = desk(owner);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await as.guests.search({ text: token, cursor, limit: 1 });
      seen.push(...idsOf(page));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    // Each walk-in arrives a week after the one before: the last booked comes first.
    expect(seen).toEqual(guests.map((guest) => guestIdOf(guest.email)).reverse());
    expect(await outcomeOf(as.guests.search({ text: token, cursor: "2027-01-01|not an id" }))).toMatch(
      /^BAD_REQUEST/,
    );
    expect(await outcomeOf(as.guests.get({ guestId: "bm90LWFuLWVtYWls" }))).toMatch(/^BAD_REQUEST/);
  });
});
