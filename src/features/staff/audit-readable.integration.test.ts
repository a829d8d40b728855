import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/stay-dates";
import { campsites, orders, parks, reservations, seasons, users } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario } from "../../../tests/support/checkout-scenario";
import { signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

/*
 * Issue 33: the audit log reads like a person wrote it. The server answers, with each entry, the names of the ids
 * it mentions (sites, types, seasons, parks, members, stays) and the clock of its park.
 */

const scenario = setUpCheckoutScenario();
let cookie: string;
let sites: { id: string; name: string }[];
beforeAll(async () => {
  cookie = (await signInDemoStaff(scenario.db(), "owner@lantern.example")).cookie;
  sites = await scenario.orchardSites();
});

/** Each call a second later than the last, so the log's newest-first order is the order of the changes. */
let tick = 0;
const admin = () => {
  tick += 1;
  return callerFor(scenario.db(), { headers: { cookie }, now: new Date(NOW.getTime() + tick * 1000) }).admin;
};

const newest = async (entity: string) => (await admin().audit.list({ entity, limit: 1 })).items[0]!;

describe(`admin.audit.list names what its entries mention, on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("names the stay, both sites and the park of a staff move that adds a night, on the park's clock", async () => {
    const { stay, placed } = await scenario.book();
    const [booked] = await scenario
      .db()
      .select({ id: reservations.id, campsiteId: reservations.campsiteId, code: orders.orderConfirmation })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .where(eq(orders.invoiceUuid, placed.invoiceUuid));
    const from = sites.find((site) => site.id === booked!.campsiteId)!;
    const to = sites.find((site) => site.id !== booked!.campsiteId)!;

    await admin().reservations.modify({
      reservationId: booked!.id,
      campsiteId: to.id,
      dates: { start: stay.start, end: addDays(stay.end, 1) },
      pricing: "NIGHTS",
      notifyGuest: false,
    });

    const entry = await newest("reservation");
    expect(entry).toMatchObject({
      action: "reservation.modify",
      entityId: booked!.id,
      parkId: scenario.ids.trout,
      timeZone: "America/New_York",
      before: { campsiteId: from.id },
      after: { campsiteId: to.id, pricing: "NIGHTS" },
    });
    expect(entry.names).toEqual({
      [booked!.id]: `${booked!.code}, Ann Walker`,
      [scenario.ids.trout]: "Trout Town Farms",
      [from.id]: from.name,
      [to.id]: to.name,
    });
  });

  it("names a block by its site, and tells it on the clock of its own park", async () => {
    await scenario
      .db()
      .update(parks)
      .set({ timeZone: "America/Chicago" })
      .where(eq(parks.id, scenario.ids.beaverkill));
    const [target] = await scenario
      .db()
      .select({ id: campsites.id, name: campsites.name })
      .from(campsites)
      .where(eq(campsites.parkId, scenario.ids.beaverkill))
      .orderBy(asc(campsites.name))
      .limit(1);
    const block = await admin().blocks.create({
      parkId: scenario.ids.beaverkill,
      campsiteId: target!.id,
      dates: { start: "2028-03-02", end: "2028-03-04" },
      reason: "New fire ring",
    });

    const entry = await newest("block");
    expect(entry).toMatchObject({ entityId: block.id, timeZone: "America/Chicago" });
    expect(entry.names).toEqual({
      [block.id]: target!.name,
      [target!.id]: target!.name,
      [scenario.ids.beaverkill]: "Beaverkill Bend Campground",
    });
  });

  it("names a season by its name, and one deleted since by a short id marked removed", async () => {
    const season = await admin().seasons.upsert({
      parkId: scenario.ids.trout,
      name: "Summer 2029",
      start: "2029-05-15",
      end: "2029-10-15",
      weekendFactor: 1.15,
    });
    const entry = await newest("season");
    expect(entry).toMatchObject({
      action: "season.create",
      entityId: season.id,
      after: { name: "Summer 2029", weekendFactorBp: 11_500 },
    });
    expect(entry.names[season.id]).toBe("Summer 2029");

    await scenario.db().delete(seasons).where(eq(seasons.id, season.id));
    expect((await newest("season")).names[season.id]).toBe(`${season.id.slice(0, 8)} (removed)`);
  });

  it("names a team member and the parks of a change to them, on the parks' clock as it has no park", async () => {
    const [maya] = await scenario
      .db()
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "manager@lantern.example"));
    await admin().team.update({ userId: maya!.id, parkIds: [scenario.ids.trout, scenario.ids.beaverkill] });

    const entry = await newest("teamMember");
    expect(entry).toMatchObject({ action: "team.update", parkId: null, timeZone: "America/New_York" });
    expect(entry.names).toEqual({
      [maya!.id]: "Maya Manager",
      [scenario.ids.trout]: "Trout Town Farms",
      [scenario.ids.beaverkill]: "Beaverkill Bend Campground",
    });
  });
});
