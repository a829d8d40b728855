import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEntries } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { codeOf, outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";
import { fieldErrorsOf } from "./parks-setup.test-support";

const scenario = setUpCheckoutScenario();

let ownerCookie: string;
let managerCookie: string;
const admin = (cookie = ownerCookie) => callerFor(scenario.db(), { headers: { cookie }, now: NOW }).admin;

beforeAll(async () => {
  ownerCookie = (await signInDemoStaff(scenario.db(), "owner@lantern.example")).cookie;
  managerCookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

const zephyr = {
  name: "Zephyr Hollow",
  displayName: "Zephyr Hollow Campground",
  address: { line1: "12 Hollow Road", city: "Livingston Manor", state: "NY", postalCode: "12758" },
  phone: "607-555-0199",
  email: "hello@zephyr-hollow.example",
  timeZone: "America/New_York",
  latitude: 41.9,
  longitude: -74.83,
  checkInTime: "15:00",
  checkOutTime: "11:00",
};

const meadow = {
  name: "Meadow Tent Site",
  category: "tent" as const,
  description: "Open sites on the mowed meadow.",
  amenities: ["fire-ring"],
  maxGuests: 6,
  maxAdults: 4,
  maxChildren: 4,
  maxPets: 1,
  bookableOnline: true,
  lockFeeCents: 0,
  sortOrder: 1,
  active: true,
};

/** A July 2027 weekend: inside the season the test gives the park. */
const july = { start: "2027-07-09", end: "2027-07-11" };

const guestSees = async (parkId: string, slug: string) => ({
  listed: (await scenario.api().parks.list()).some((park) => park.id === parkId),
  page: await codeOf(scenario.api().parks.getBySlug({ slug })),
  searched: (await scenario.api().search.searchParks({ dates: july, guests: twoAdults })).results.some(
    (park) => park.id === parkId,
  ),
});

const auditOf = (parkId: string) =>
  scenario
    .db()
    .select()
    .from(auditEntries)
    .where(and(eq(auditEntries.entity, "park"), eq(auditEntries.entityId, parkId)))
    .orderBy(auditEntries.at);

let created: { id: string; slug: string };

describe(`a new park on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("is created closed to guests, with placeholders for what the form does not ask, and audited", async () => {
    const park = await admin().parks.create(zephyr);
    created = park;
    expect(park).toMatchObject({
      slug: "zephyr-hollow-campground",
      displayName: "Zephyr Hollow Campground",
      address: zephyr.address,
      active: false,
      heroImage: "/art/heroes/home.webp",
      logoImage: "/art/og-default.webp",
      siteMapImage: null,
      cancellationPolicy: { fullRefundDaysBefore: 7, lateCancellationFeeBp: 5_000 },
      setup: { season: false, types: false, sites: false, rates: false },
    });
    expect(await guestSees(park.id, park.slug)).toEqual({
      listed: false,
      page: "NOT_FOUND",
      searched: false,
    });
    // Staff see it in their park list, where they set it up.
    expect((await admin().parks.list()).map((row) => row.slug)).toContain(park.slug);
    expect(await admin().parks.get({ parkId: park.id })).toMatchObject({ active: false });

    const [entry] = await auditOf(park.id);
    expect(entry).toMatchObject({ action: "park.create", actorRole: "OWNER", parkId: park.id, before: null });
    expect(entry!.after).toMatchObject({ slug: park.slug, name: "Zephyr Hollow", active: false });
  });

  it("refuses to open until it has a season, a site type, a site and a rate, then guests find and book it", async () => {
    const parkId = created.id;
    expect(await outcomeOf(admin().parks.open({ parkId }))).toBe(
      "PRECONDITION_FAILED: Zephyr Hollow Campground cannot open to guests yet: it needs a season that has not ended, an active site type, an active site and a season rate for each site type.",
    );

    const season = await admin().seasons.upsert({
      parkId,
      name: "Summer 2027",
      start: "2027-05-01",
      end: "2027-10-31",
    });
    const type = await admin().campsiteTypes.upsert({ parkId, ...meadow });
    if (!type.saved) throw new Error("not saved");
    expect(await outcomeOf(admin().parks.open({ parkId }))).toBe(
      "PRECONDITION_FAILED: Zephyr Hollow Campground cannot open to guests yet: it needs an active site and a season rate for Meadow Tent Site.",
    );

    const site = await admin().campsites.upsert({
      parkId,
      campsiteTypeId: type.id,
      name: "M1",
      amenities: [],
      rvTypes: null,
      rvLengthMax: null,
      rvSlideoutValue: null,
      accessible: false,
      mapX: null,
      mapY: null,
    });
    expect(site.saved).toBe(true);
    // The Sites screen knows the type cannot be booked yet, and the park is closed.
    const before = await admin().campsiteTypes.list({ parkId });
    expect(before.park.active).toBe(false);
    expect(before.types.map((row) => [row.name, row.priced])).toEqual([["Meadow Tent Site", false]]);
    expect(await outcomeOf(admin().parks.open({ parkId }))).toBe(
      "PRECONDITION_FAILED: Zephyr Hollow Campground cannot open to guests yet: it needs a season rate for Meadow Tent Site.",
    );

    await admin().rates.upsert({
      kind: "season",
      parkId,
      campsiteTypeId: type.id,
      seasonId: season.id,
      nightlyCents: 4_500,
    });
    expect((await admin().campsiteTypes.list({ parkId })).types[0]!.priced).toBe(true);
    expect(await admin().parks.get({ parkId })).toMatchObject({
      active: false,
      setup: { season: true, types: true, sites: true, rates: true, missing: [] },
    });
    // Still closed until someone opens it.
    expect(await guestSees(parkId, created.slug)).toEqual({
      listed: false,
      page: "NOT_FOUND",
      searched: false,
    });

    expect(await admin().parks.open({ parkId })).toMatchObject({ active: true });
    expect(await guestSees(parkId, created.slug)).toEqual({ listed: true, page: "OK", searched: true });
    const stays = await scenario.api().search.searchCampsites({ parkId, dates: july, guests: twoAdults });
    expect(stays.results.map((result) => result.campsiteType.name)).toEqual(["Meadow Tent Site"]);

    // Opening an open park changes nothing and writes nothing.
    await admin().parks.open({ parkId });
    expect((await auditOf(parkId)).map((entry) => entry.action)).toEqual(["park.create", "park.open"]);
  });

  it("is created only by a member who works at every park, and a manager of another park never sees it", async () => {
    expect(await outcomeOf(admin(managerCookie).parks.create({ ...zephyr, name: "Elsewhere" }))).toBe(
      "FORBIDDEN: Only a member who works at every park adds a park.",
    );
    expect(await codeOf(admin(managerCookie).parks.open({ parkId: created.id }))).toBe("NOT_FOUND");
    expect(await codeOf(admin(managerCookie).parks.get({ parkId: created.id }))).toBe("NOT_FOUND");
  });

  it("answers bad input at its fields", async () => {
    expect(
      await fieldErrorsOf(
        admin().parks.create({
          ...zephyr,
          name: " ",
          slug: "Zephyr Hollow",
          address: { ...zephyr.address, postalCode: "1275" },
          email: "hello",
          timeZone: "Mars/Olympus_Mons",
          latitude: 123,
          longitude: Number.NaN,
          checkInTime: "3 pm",
        }),
      ),
    ).toEqual({
      name: "Enter the park's name.",
      slug: "Use lower-case letters, digits and single dashes, like zephyr-hollow.",
      "address.postalCode": "Use a ZIP code like 12776 or 12776-1234.",
      email: "Enter an e-mail address.",
      timeZone: "Choose a time zone like America/New_York.",
      latitude: "A latitude is between -90 and 90.",
      longitude: "Enter the longitude, like -74.91.",
      checkInTime: "Use a 24-hour time like 15:00.",
    });
    expect(await fieldErrorsOf(admin().parks.create({ ...zephyr, slug: "cart" }))).toEqual({
      slug: "/cart is a page of this site: choose another address.",
    });
  });

  it("makes a free address from the name, and refuses an address another park has at its field", async () => {
    const again = await admin().parks.create(zephyr);
    expect(again.slug).toBe("zephyr-hollow-campground-2");
    const about = await admin().parks.create({ ...zephyr, displayName: "About" });
    expect(about.slug).toBe("about-2");
    expect(await fieldErrorsOf(admin().parks.create({ ...zephyr, slug: "trout-town-farms" }))).toEqual({
      slug: "Another park has the address /trout-town-farms: choose another.",
    });
  });
});
