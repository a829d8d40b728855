import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { campsites } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { outcomeOf } from "../../../tests/support/staff";
import { blockSite } from "./server";

const scenario = setUpCheckoutScenario();
let sites: { id: string; name: string; accessible: boolean }[];

beforeAll(async () => {
  sites = await scenario
    .db()
    .select({ id: campsites.id, name: campsites.name, accessible: campsites.accessible })
    .from(campsites)
    .where(eq(campsites.campsiteTypeId, scenario.ids.orchard))
    .orderBy(asc(campsites.name));
});

const orchard = (dates: { start: string; end: string }, accessible?: boolean) =>
  scenario.api().cart.addItem({
    parkId: scenario.ids.trout,
    campsiteTypeId: scenario.ids.orchard,
    dates,
    guests: twoAdults,
    accessible,
  });
const heldSite = (added: Awaited<ReturnType<typeof orchard>>) =>
  added.cart.parkShoppingCartsArray[0]!.shoppingCartItems.find(
    (item) => item.reservationDetailId === added.reservationDetailId,
  )!.campsite.name;
const block = (site: { id: string; name: string }, dates: { start: string; end: string }) =>
  blockSite(scenario.db(), {
    parkId: scenario.ids.trout,
    campsiteId: site.id,
    campsiteName: site.name,
    stay: dates,
    now: NOW,
  });

describe(`accessible sites on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("lists only accessible sites, with their features, to a guest who filters for them", async () => {
    const { results } = await scenario.api().search.searchCampsites({
      parkId: scenario.ids.trout,
      dates: scenario.nextStay(),
      guests: twoAdults,
      filters: { accessible: true },
    });
    const listed = results.find((result) => result.campsiteType.id === scenario.ids.orchard)!;
    const accessibleNames = sites.filter((site) => site.accessible).map((site) => site.name);
    expect(accessibleNames.length).toBeGreaterThan(0);
    expect(listed.campsites.map((site) => site.name)).toEqual(accessibleNames);
    expect(listed.campsites.every((site) => site.accessible && site.amenities.length > 0)).toBe(true);
  });

  it("gives a guest who did not ask an accessible site only once no other site of the type is free", async () => {
    const dates = scenario.nextStay();
    const accessible = sites.filter((site) => site.accessible);
    const others = sites.filter((site) => !site.accessible);
    for (const site of others.slice(0, -1)) await block(site, dates);
    // One ordinary site is left, last by name: it goes first all the same.
    expect(heldSite(await orchard(dates))).toBe(others.at(-1)!.name);
    expect(heldSite(await orchard(dates))).toBe(accessible[0]!.name);
  });

  it("holds an accessible site for a guest who asks, at no lock fee, and says so when none is left", async () => {
    const dates = scenario.nextStay();
    const added = await orchard(dates, true);
    const item = added.cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!;
    expect(sites.find((site) => site.name === item.campsite.name)?.accessible).toBe(true);
    expect(item.siteLocked).toBe(false);
    for (const site of sites.filter((candidate) => candidate.accessible).slice(1)) await block(site, dates);
    expect(await outcomeOf(orchard(dates, true))).toBe(
      "CONFLICT: No accessible site of this type is free for all of your nights.",
    );
    // Ordinary sites are still free for everyone else.
    const ordinary = heldSite(await orchard(dates));
    expect(sites.find((site) => site.name === ordinary)?.accessible).toBe(false);
  });
});
