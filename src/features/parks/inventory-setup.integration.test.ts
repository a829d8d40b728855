import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditEntries, campsites, campsiteTypes, orders, reservations } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";
import { fieldErrorsOf } from "./parks-setup.test-support";

const scenario = setUpCheckoutScenario();

let adminCookie: string;
let managerCookie: string;
const admin = (cookie = adminCookie) => callerFor(scenario.db(), { headers: { cookie }, now: NOW }).admin;

/** A mid-week peak stay no test here books: what a guest searching Trout Town Farms sees for it. */
const SEARCH_STAY = { start: "2027-07-13", end: "2027-07-15" };
async function guestSearch(campsiteTypeId: string) {
  const { results } = await scenario.api().search.searchCampsites({
    parkId: scenario.ids.trout,
    dates: SEARCH_STAY,
    guests: twoAdults,
    includeUnavailable: true,
  });
  return results.find((result) => result.campsiteType.id === campsiteTypeId);
}
const searchedSiteIds = async (campsiteTypeId: string) =>
  (await guestSearch(campsiteTypeId))?.campsites.map((site) => site.id) ?? [];

const orchardSite = (name: string) =>
  scenario
    .db()
    .select()
    .from(campsites)
    .where(and(eq(campsites.parkId, scenario.ids.trout), eq(campsites.name, name)))
    .then((rows) => rows[0]!);

/** The full input `campsites.upsert` takes for a row of the site list (as the screen sends it). */
const siteInput = (site: typeof campsites.$inferSelect) => ({
  parkId: site.parkId,
  id: site.id,
  campsiteTypeId: site.campsiteTypeId,
  name: site.name,
  amenities: site.amenities,
  rvTypes: site.rvTypes as ("Tent" | "Van")[] | null,
  rvLengthMax: site.rvLengthMax,
  rvSlideoutValue: site.rvSlideoutValue as 0 | 1 | 2 | null,
  accessible: site.accessible,
  mapX: site.mapX,
  mapY: site.mapY,
});

const newType = {
  name: "Meadow Tent Site",
  category: "tent" as const,
  description: "Open sites on the mowed meadow by the pond.",
  amenities: ["fire-ring", "picnic-table"],
  maxGuests: 6,
  maxAdults: 4,
  maxChildren: 4,
  maxPets: 1,
  bookableOnline: true,
  lockFeeCents: 800,
  sortOrder: 40,
  active: true,
};

/** A guest books site `name` (a site lock) of the Orchard Tent Site type on the scenario's next free week. */
async function guestBooksSite(name: string) {
  const site = await orchardSite(name);
  const { stay, placed } = await scenario.book({ campsiteId: site.id });
  const [row] = await scenario
    .db()
    .select({ id: reservations.id })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .where(eq(orders.invoiceUuid, placed.invoiceUuid));
  return { site, reservationId: row!.id, orderConfirmation: placed.orderConfirmation, stay };
}

const auditOf = (entityId: string) =>
  scenario
    .db()
    .select()
    .from(auditEntries)
    .where(eq(auditEntries.entityId, entityId))
    .orderBy(auditEntries.at);

beforeAll(async () => {
  adminCookie = (await signInDemoStaff(scenario.db(), "admin@lantern.example")).cookie;
  managerCookie = (await signInDemoStaff(scenario.db(), "manager@lantern.example")).cookie;
});

describe(`site types and sites setup on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("lists every type of the park with its sites in natural order, inactive ones included, for admins only", async () => {
    const t12 = await orchardSite("T12");
    await scenario.db().update(campsites).set({ active: false }).where(eq(campsites.id, t12.id));
    const { park, types } = await admin().campsiteTypes.list({ parkId: scenario.ids.trout });
    expect(park).toMatchObject({ id: scenario.ids.trout, name: "Trout Town Farms" });
    expect(park.siteMapImage).toMatch(/^\//);
    const orchard = types.find((type) => type.id === scenario.ids.orchard)!;
    expect(orchard).toMatchObject({
      slug: "orchard-tent-site",
      category: "tent",
      maxGuests: 6,
      active: true,
    });
    expect(orchard.sites.map((site) => site.name)).toEqual(Array.from({ length: 12 }, (_, i) => `T${i + 1}`));
    expect(orchard.sites.find((site) => site.name === "T12")?.active).toBe(false);
    expect(types.find((type) => type.name === "Group Tent Site")?.bookableOnline).toBe(false);
    await scenario.db().update(campsites).set({ active: true }).where(eq(campsites.id, t12.id));

    expect(await outcomeOf(admin(managerCookie).campsiteTypes.list({ parkId: scenario.ids.trout }))).toBe(
      "OK",
    );
    expect(
      await outcomeOf(admin(managerCookie).campsiteTypes.list({ parkId: scenario.ids.beaverkill })),
    ).toBe("NOT_FOUND: This park does not exist.");
    expect(await outcomeOf(admin().campsiteTypes.list({ parkId: crypto.randomUUID() }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
  });

  it("creates a type with a slug made from its name, audits it, and the park page lists it at once", async () => {
    const created = await admin().campsiteTypes.upsert({ parkId: scenario.ids.trout, ...newType });
    expect(created).toMatchObject({
      saved: true,
      slug: "meadow-tent-site",
      name: "Meadow Tent Site",
      affected: [],
    });
    if (!created.saved) throw new Error("not saved");
    const page = await scenario.api().parks.getBySlug({ slug: "trout-town-farms" });
    expect(page.campsiteTypes.find((type) => type.id === created.id)).toMatchObject({
      name: "Meadow Tent Site",
      maxGuests: 6,
      lockFeeCents: 800,
    });
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ action: "campsiteType.create", entity: "campsite_type", before: null });
    expect(entry!.after).toMatchObject({ name: "Meadow Tent Site", slug: "meadow-tent-site", maxPets: 1 });

    // A second type of the same name is refused; another name gets its own slug.
    expect(
      await fieldErrorsOf(admin().campsiteTypes.upsert({ parkId: scenario.ids.trout, ...newType })),
    ).toEqual({
      name: 'A type named "Meadow Tent Site" already exists at this park.',
    });
    expect(
      await fieldErrorsOf(
        admin().campsiteTypes.upsert({
          parkId: scenario.ids.trout,
          ...newType,
          name: "Meadow Tent Site II",
          slug: "meadow-tent-site",
        }),
      ),
    ).toEqual({ slug: 'Another type of this park has the slug "meadow-tent-site".' });
  });

  it("renames a type and changes its capacity, audited as before and after; the guest sees the new name", async () => {
    const { types } = await admin().campsiteTypes.list({ parkId: scenario.ids.trout });
    const { sites: _sites, ...meadow } = types.find((type) => type.slug === "meadow-tent-site")!;
    const saved = await admin().campsiteTypes.upsert({
      ...meadow,
      name: "Pond Meadow Tent Site",
      maxPets: 2,
    });
    expect(saved).toMatchObject({ saved: true, slug: "meadow-tent-site", name: "Pond Meadow Tent Site" });
    const page = await scenario.api().parks.getBySlug({ slug: "trout-town-farms" });
    expect(page.campsiteTypes.find((type) => type.id === meadow.id)?.name).toBe("Pond Meadow Tent Site");
    const entry = (await auditOf(meadow.id)).at(-1)!;
    expect(entry).toMatchObject({
      action: "campsiteType.update",
      before: { name: "Meadow Tent Site", maxPets: 1 },
      after: { name: "Pond Meadow Tent Site", maxPets: 2 },
    });
  });

  it("refuses a type with impossible capacity, each problem at its field, and types of other parks", async () => {
    expect(
      await fieldErrorsOf(
        admin().campsiteTypes.upsert({
          parkId: scenario.ids.trout,
          ...newType,
          name: "",
          maxGuests: 4,
          maxAdults: 5,
          maxChildren: 6,
          maxPets: 11,
          lockFeeCents: -1,
          amenities: ["Fire ring"],
        }),
      ),
    ).toEqual({
      name: "Enter a name.",
      maxAdults: "The adults cannot be more than the guests in all.",
      maxChildren: "The children cannot be more than the guests in all.",
      maxPets: "The number of pets is at most 10.",
      lockFeeCents: "The site lock fee is at least 0.",
      "amenities.0": "Write amenities in lower case with dashes, like outdoor-shower.",
    });
    expect(
      await outcomeOf(
        admin().campsiteTypes.upsert({ parkId: scenario.ids.trout, id: scenario.ids.riverside, ...newType }),
      ),
    ).toBe("NOT_FOUND: This site type does not exist at this park.");
    expect(
      await outcomeOf(
        admin(managerCookie).campsiteTypes.upsert({ parkId: scenario.ids.beaverkill, ...newType }),
      ),
    ).toBe("NOT_FOUND: This park does not exist.");
  });

  it("adds a site to a type: the guest search lists it at once; its name must be the park's only one", async () => {
    expect(await searchedSiteIds(scenario.ids.orchard)).toHaveLength(12);
    const created = await admin().campsites.upsert({
      parkId: scenario.ids.trout,
      campsiteTypeId: scenario.ids.orchard,
      name: "T13",
      amenities: ["fire-ring"],
      rvTypes: null,
      rvLengthMax: null,
      rvSlideoutValue: null,
      accessible: true,
      mapX: 42.5,
      mapY: 61,
    });
    if (!created.saved) throw new Error("not saved");
    expect(created).toMatchObject({ name: "T13", active: true, accessible: true, mapX: 42.5, mapY: 61 });
    expect(await searchedSiteIds(scenario.ids.orchard)).toContain(created.id);
    const page = await scenario.api().parks.getBySlug({ slug: "trout-town-farms" });
    expect(page.siteMapPins.find((pin) => pin.id === created.id)).toMatchObject({ x: 42.5, y: 61 });
    expect((await auditOf(created.id))[0]).toMatchObject({ action: "campsite.create", entity: "campsite" });

    const again = { ...siteInput(await orchardSite("T13")), id: undefined, name: "t13" };
    expect(await fieldErrorsOf(admin().campsites.upsert(again))).toEqual({
      name: "A site named t13 already exists at this park.",
    });
  });

  it("refuses half-given RV details and map positions at their fields, and types or sites of other parks", async () => {
    const t13 = siteInput(await orchardSite("T13"));
    expect(
      await fieldErrorsOf(
        admin().campsites.upsert({ ...t13, rvTypes: ["Van"], rvLengthMax: 200, mapX: 101, mapY: null }),
      ),
    ).toEqual({
      rvLengthMax: "The longest rig in feet is at most 100.",
      rvSlideoutValue: "Give the rigs, the longest length and the slide-outs together, or none of them.",
      mapX: "Use a position from 0 to 100 %.",
      mapY: "Give both map positions, or neither.",
    });
    expect(await fieldErrorsOf(admin().campsites.upsert({ ...t13, rvTypes: [], mapY: null }))).toEqual({
      rvTypes: "Choose at least one rig, or clear the RV details.",
      mapY: "Give both map positions, or neither.",
    });
    expect(
      await outcomeOf(admin().campsites.upsert({ ...t13, campsiteTypeId: scenario.ids.riverside })),
    ).toBe("NOT_FOUND: This site type does not exist at this park.");
    expect(
      await fieldErrorsOf(admin().campsites.upsert({ ...t13, campsiteTypeId: scenario.ids.riverside })),
    ).toEqual({ campsiteTypeId: "This site type does not exist at this park." });
    expect(await outcomeOf(admin().campsites.upsert({ ...t13, parkId: scenario.ids.beaverkill }))).toBe(
      "NOT_FOUND: This site does not exist at this park.",
    );
    expect(
      await outcomeOf(admin().campsites.setActive({ campsiteId: crypto.randomUUID(), active: false })),
    ).toBe("NOT_FOUND: This site does not exist.");
  });

  it("moves a site's pin and gives it RV details: audited as before and after, the park page's map follows", async () => {
    const t13 = siteInput(await orchardSite("T13"));
    const saved = await admin().campsites.upsert({
      ...t13,
      mapX: 10,
      mapY: 20.25,
      rvTypes: ["Tent", "Van"],
      rvLengthMax: 20,
      rvSlideoutValue: 0,
    });
    expect(saved).toMatchObject({
      saved: true,
      mapX: 10,
      mapY: 20.25,
      rvTypes: ["Tent", "Van"],
      rvLengthMax: 20,
    });
    const page = await scenario.api().parks.getBySlug({ slug: "trout-town-farms" });
    expect(page.siteMapPins.find((pin) => pin.id === t13.id)).toMatchObject({ x: 10, y: 20.25 });
    expect((await auditOf(t13.id!)).at(-1)).toMatchObject({
      action: "campsite.update",
      before: { mapX: 42.5, mapY: 61, rvTypes: null, rvLengthMax: null, rvSlideoutValue: null },
      after: { mapX: 10, mapY: 20.25, rvTypes: ["Tent", "Van"], rvLengthMax: 20, rvSlideoutValue: 0 },
    });
  });

  it("deactivates a site with no reservations at once: the guest search drops it; reactivating brings it back", async () => {
    const t13 = await orchardSite("T13");
    const off = await admin().campsites.setActive({ campsiteId: t13.id, active: false });
    expect(off).toMatchObject({ saved: true, active: false, affected: [] });
    expect(await searchedSiteIds(scenario.ids.orchard)).not.toContain(t13.id);
    expect(
      (await scenario.api().parks.getBySlug({ slug: "trout-town-farms" })).siteMapPins.map((pin) => pin.id),
    ).not.toContain(t13.id);
    const on = await admin().campsites.setActive({ campsiteId: t13.id, active: true });
    expect(on).toMatchObject({ saved: true, active: true });
    expect(await searchedSiteIds(scenario.ids.orchard)).toContain(t13.id);
    expect((await auditOf(t13.id)).slice(-2).map((entry) => entry.action)).toEqual([
      "campsite.deactivate",
      "campsite.reactivate",
    ]);
  });

  it("lists a site's future reservations before deactivating it, and deactivates only when staff confirm", async () => {
    const booked = await guestBooksSite("T5");
    const asked = await admin().campsites.setActive({ campsiteId: booked.site.id, active: false });
    expect(asked).toEqual({
      saved: false,
      affected: [
        {
          reservationId: booked.reservationId,
          orderConfirmation: booked.orderConfirmation,
          guestName: "Ann Walker",
          campsiteName: "T5",
          arrival: booked.stay.start,
          departure: booked.stay.end,
        },
      ],
    });
    expect(await searchedSiteIds(scenario.ids.orchard)).toContain(booked.site.id);
    const entries = (await auditOf(booked.site.id)).length;
    expect(entries).toBe(0);

    const confirmed = await admin().campsites.setActive({
      campsiteId: booked.site.id,
      active: false,
      confirm: true,
    });
    expect(confirmed).toMatchObject({
      saved: true,
      active: false,
      affected: [{ reservationId: booked.reservationId }],
    });
    expect(await searchedSiteIds(scenario.ids.orchard)).not.toContain(booked.site.id);
    expect((await auditOf(booked.site.id)).at(-1)).toMatchObject({
      action: "campsite.deactivate",
      reason: `Deactivated with 1 future reservation kept as booked: ${booked.orderConfirmation}.`,
    });
    // The reservation stays valid, and the desk still sees it on its (inactive) site.
    const grid = await admin().reservations.grid({
      parkId: scenario.ids.trout,
      from: booked.stay.start,
      to: booked.stay.end,
    });
    expect(grid.campsites.map((site) => site.id)).toContain(booked.site.id);
    expect(grid.claims.find((claim) => claim.reservationId === booked.reservationId)?.campsiteId).toBe(
      booked.site.id,
    );
    const later = await admin().reservations.grid({
      parkId: scenario.ids.trout,
      from: "2027-09-01",
      to: "2027-09-10",
    });
    expect(later.campsites.map((site) => site.id)).not.toContain(booked.site.id);
    await admin().campsites.setActive({ campsiteId: booked.site.id, active: true });
  });

  it("asks before moving a booked site to another type; confirmed, the reservation keeps the type it was booked as", async () => {
    const booked = await guestBooksSite("T6");
    const { types } = await admin().campsiteTypes.list({ parkId: scenario.ids.trout });
    const meadow = types.find((type) => type.slug === "meadow-tent-site")!;
    const moved = { ...siteInput(booked.site), campsiteTypeId: meadow.id };
    const asked = await admin().campsites.upsert(moved);
    expect(asked).toMatchObject({ saved: false, affected: [{ reservationId: booked.reservationId }] });
    expect(await searchedSiteIds(scenario.ids.orchard)).toContain(booked.site.id);

    expect(await admin().campsites.upsert({ ...moved, confirm: true })).toMatchObject({
      saved: true,
      campsiteTypeId: meadow.id,
    });
    expect(await searchedSiteIds(scenario.ids.orchard)).not.toContain(booked.site.id);
    const [reservation] = await scenario
      .db()
      .select({ campsiteTypeId: reservations.campsiteTypeId, campsiteId: reservations.campsiteId })
      .from(reservations)
      .where(eq(reservations.id, booked.reservationId));
    expect(reservation).toEqual({ campsiteTypeId: scenario.ids.orchard, campsiteId: booked.site.id });
    expect((await auditOf(booked.site.id)).at(-1)?.reason).toBe(
      `Moved to another type with 1 future reservation kept as booked: ${booked.orderConfirmation}.`,
    );
  });

  it("asks before deactivating a type with future reservations; confirmed, the guest site no longer offers it", async () => {
    const { types } = await admin().campsiteTypes.list({ parkId: scenario.ids.trout });
    const { sites: meadowSites, ...meadow } = types.find((type) => type.slug === "meadow-tent-site")!;
    expect(meadowSites.map((site) => site.name)).toEqual(["T6"]);
    // T6 came over with a stay booked as an Orchard Tent Site: the Meadow type itself has no reservations.
    expect(await admin().campsiteTypes.upsert({ ...meadow, active: false })).toMatchObject({
      saved: true,
      active: false,
    });
    await admin().campsiteTypes.upsert({ ...meadow, active: true });

    const { sites: _orchardSites, ...orchard } = types.find((type) => type.id === scenario.ids.orchard)!;
    const asked = await admin().campsiteTypes.upsert({ ...orchard, active: false });
    expect(asked.saved).toBe(false);
    expect(asked.affected.length).toBeGreaterThanOrEqual(2);
    expect(await guestSearch(scenario.ids.orchard)).toBeDefined();

    const confirmed = await admin().campsiteTypes.upsert({ ...orchard, active: false, confirm: true });
    expect(confirmed).toMatchObject({ saved: true, active: false });
    expect(await guestSearch(scenario.ids.orchard)).toBeUndefined();
    const page = await scenario.api().parks.getBySlug({ slug: "trout-town-farms" });
    expect(page.campsiteTypes.map((type) => type.id)).not.toContain(scenario.ids.orchard);
    expect((await auditOf(scenario.ids.orchard)).at(-1)?.reason).toMatch(
      /^Deactivated with \d+ future reservations kept as booked: /,
    );

    await admin().campsiteTypes.upsert({ ...orchard, active: true });
    expect(await guestSearch(scenario.ids.orchard)).toBeDefined();
    const [row] = await scenario
      .db()
      .select({ active: campsiteTypes.active })
      .from(campsiteTypes)
      .where(eq(campsiteTypes.id, scenario.ids.orchard));
    expect(row?.active).toBe(true);
  });
});
