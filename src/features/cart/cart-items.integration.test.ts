import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allocateSite } from "@/features/availability/server";
import { toDateRange } from "@/lib/stay-dates";
import { addons, campsites, campsiteTypes, parks, promoCodes, siteAllocations } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { seededPark } from "../../../tests/support/factories";
import { callerFor } from "../../../tests/support/test-context";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { HOLD_DURATION_MS, MAX_HOLD_AGE_MS } from "./cart-items.service";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
const twoAdults = { adults: 2, children: 0, pets: 0 };
const MIDWEEK = { start: "2027-07-13", end: "2027-07-15" };
let trout: { id: string };
let orchard: { id: string; lockFeeCents: number };

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  trout = await seededPark(test.db, "trout-town-farms");
  [orchard] = (await test.db
    .select({ id: campsiteTypes.id, lockFeeCents: campsiteTypes.lockFeeCents })
    .from(campsiteTypes)
    .where(and(eq(campsiteTypes.parkId, trout.id), eq(campsiteTypes.name, "Orchard Tent Site")))) as [
    { id: string; lockFeeCents: number },
  ];
});
afterAll(async () => {
  await test?.close();
});

let address = 0;
/** Each caller its own client address, so the add-to-cart limit only trips where a test wants it. */
const api = (now = NOW) => {
  address += 1;
  return callerFor(test.db, { now, headers: { "x-lantern-client-ip": `198.51.100.${address % 250}` } })
    .booking;
};

const add = (input: Partial<Parameters<ReturnType<typeof api>["cart"]["addItem"]>[0]> = {}, now = NOW) =>
  api(now).cart.addItem({
    parkId: trout.id,
    campsiteTypeId: orchard.id,
    dates: MIDWEEK,
    guests: twoAdults,
    ...input,
  });

async function holdsOf(cartItemId: string) {
  return test.db.select().from(siteAllocations).where(eq(siteAllocations.cartItemId, cartItemId));
}

describe(`booking.cart on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("adds a stay to a new cart, holds the best-fit site for 30 minutes and prices it as the search did", async () => {
    const search = await api().search.searchCampsites({
      parkId: trout.id,
      dates: MIDWEEK,
      guests: twoAdults,
    });
    const searched = search.results.find((result) => result.campsiteType.id === orchard.id)!;
    const { shoppingCartUuid, reservationDetailId, cart } = await add();

    expect(cart.id).toBe(shoppingCartUuid);
    expect(cart.itemCount).toBe(1);
    const item = cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!;
    expect(item.reservationDetailId).toBe(reservationDetailId);
    expect(item.campsite.id).toBe(searched.campsites[0]!.id);
    expect(item.siteLocked).toBe(false);
    // All-in: the cart's subtotal of the item is the search's trip total (mandatory fees included).
    expect(item.subtotal).toBe(searched.smartPricing!.tripTotal);
    expect(cart.holdExpiresAt).toEqual(new Date(NOW.getTime() + HOLD_DURATION_MS));
    const [hold] = await holdsOf(reservationDetailId);
    expect(hold).toMatchObject({
      kind: "hold",
      campsiteId: item.campsite.id,
      stay: toDateRange(MIDWEEK.start, MIDWEEK.end),
    });
  });

  it("holds the chosen site with its lock fee, and a second item joins the same cart", async () => {
    const first = await add();
    const search = await api().search.searchCampsites({
      parkId: trout.id,
      dates: MIDWEEK,
      guests: twoAdults,
    });
    const free = search.results.find((result) => result.campsiteType.id === orchard.id)!.campsites;
    const chosen = free[free.length - 1]!;
    const { cart } = await add({ shoppingCartUuid: first.shoppingCartUuid, campsiteId: chosen.id });
    expect(cart.itemCount).toBe(2);
    const locked = cart.parkShoppingCartsArray[0]!.shoppingCartItems.find((item) => item.siteLocked)!;
    expect(locked.campsite).toEqual({ id: chosen.id, name: chosen.name });
    const unlocked = cart.parkShoppingCartsArray[0]!.shoppingCartItems.find((item) => !item.siteLocked)!;
    expect(locked.subtotal - unlocked.subtotal).toBe(orchard.lockFeeCents);
  });

  it("refuses a stay the rules refuse, with the reasons, and creates no cart", async () => {
    const attempt = add({ dates: { start: "2027-07-09", end: "2027-07-10" } });
    await expect(attempt).rejects.toMatchObject({ code: "CONFLICT" });
    const error = await attempt.catch((caught: { cause?: { details?: unknown } }) => caught.cause?.details);
    expect(error).toMatchObject({ failureReasons: [expect.objectContaining({ id: "RESERVATION_MINIMUM" })] });
  });

  it("removing an item releases its site at once", async () => {
    const { shoppingCartUuid, reservationDetailId } = await add();
    expect(await holdsOf(reservationDetailId)).toHaveLength(1);
    const cart = await api().cart.removeItem({ shoppingCartUuid, reservationDetailId });
    expect(cart.itemCount).toBe(0);
    expect(await holdsOf(reservationDetailId)).toHaveLength(0);
  });

  it("gives the last free site of a type to exactly one of 20 guests adding it at once", async () => {
    const stay = { start: "2027-08-17", end: "2027-08-19" };
    const sites = await test.db
      .select({ id: campsites.id })
      .from(campsites)
      .where(eq(campsites.campsiteTypeId, orchard.id));
    // Every site but one is taken for those nights (through the claim writer, which keeps the index in step).
    for (const site of sites.slice(1)) {
      await allocateSite(test.db, {
        parkId: trout.id,
        campsiteId: site.id,
        campsiteName: "",
        stay,
        kind: "reservation",
        reservationId: crypto.randomUUID(),
        now: NOW,
      });
    }
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, () => add({ dates: stay })));
    const won = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const lost = outcomes.filter((outcome) => outcome.status === "rejected");
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const outcome of lost)
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({ code: "CONFLICT" });
    const holds = await test.db
      .select()
      .from(siteAllocations)
      .where(and(eq(siteAllocations.campsiteId, sites[0]!.id), eq(siteAllocations.kind, "hold")));
    expect(holds.filter((hold) => hold.stay === toDateRange(stay.start, stay.end))).toHaveLength(1);
  });

  it("applies a promo code per park cart, and says why one does not apply", async () => {
    const { shoppingCartUuid, cart } = await add();
    const before = cart.totals;
    const withCode = await api().cart.applyPromoCode({ shoppingCartUuid, parkId: trout.id, code: " camp5 " });
    expect(withCode.parkShoppingCartsArray[0]).toMatchObject({
      promoCode: "CAMP5",
      promoCodeProblem: null,
      discount: { amount: 500 },
    });
    expect(withCode.totals.discounts).toBe(500);
    expect(withCode.totals.total).toBeLessThan(before.total);

    await expect(
      api().cart.applyPromoCode({ shoppingCartUuid, parkId: trout.id, code: "TROUT15" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^This code is for nights from Sep 8, 2027/),
    });
    await expect(
      api().cart.applyPromoCode({ shoppingCartUuid, parkId: trout.id, code: "SPRING24" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: "This code expired on Apr 30, 2024." });
    await expect(
      api().cart.applyPromoCode({ shoppingCartUuid, parkId: trout.id, code: "NOPE" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "We don't recognise this code, or it has ended.",
    });

    const removed = await api().cart.removePromoCode({ shoppingCartUuid, parkId: trout.id });
    expect(removed.totals).toEqual(before);
  });

  it("stops discounting with a stored code that no longer applies, and says why", async () => {
    const { shoppingCartUuid } = await add();
    await api().cart.applyPromoCode({ shoppingCartUuid, parkId: trout.id, code: "CAMP5" });
    await test.db.update(promoCodes).set({ active: false }).where(eq(promoCodes.code, "CAMP5"));
    try {
      const cart = await api().cart.getCart({ shoppingCartUuid });
      expect(cart.parkShoppingCartsArray[0]).toMatchObject({
        promoCode: "CAMP5",
        promoCodeProblem: "We don't recognise this code, or it has ended.",
        discount: null,
      });
      expect(cart.totals.discounts).toBe(0);
    } finally {
      await test.db.update(promoCodes).set({ active: true }).where(eq(promoCodes.code, "CAMP5"));
    }
  });

  it("extends holds 30 minutes from now, never past two hours after the item was added", async () => {
    const { shoppingCartUuid, reservationDetailId } = await add();
    const later = new Date(NOW.getTime() + 25 * 60_000);
    const extended = await api(later).cart.extendHold({ shoppingCartUuid });
    expect(extended.holdExpiresAt).toEqual(new Date(later.getTime() + HOLD_DURATION_MS));
    expect((await holdsOf(reservationDetailId))[0]?.expiresAt).toEqual(
      new Date(later.getTime() + HOLD_DURATION_MS),
    );
    // The cap counts from when the item was added by the injected clock (NOW), not the database's clock.
    const nearCap = new Date(NOW.getTime() + MAX_HOLD_AGE_MS - 5 * 60_000);
    const capped = await api(nearCap).cart.extendHold({ shoppingCartUuid });
    expect(capped.holdExpiresAt).toEqual(new Date(NOW.getTime() + MAX_HOLD_AGE_MS));
  });

  it("keeps an expired item marked expired, and holds its site again on extend while it is free", async () => {
    const { shoppingCartUuid, reservationDetailId } = await add({
      dates: { start: "2027-08-24", end: "2027-08-26" },
    });
    const expiredAt = new Date(NOW.getTime() + HOLD_DURATION_MS + 60_000);
    const cart = await api(expiredAt).cart.getCart({ shoppingCartUuid });
    expect(cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!.expired).toBe(true);
    expect(cart.holdExpiresAt).toBeNull();
    const again = await api(expiredAt).cart.extendHold({ shoppingCartUuid });
    expect(again.parkShoppingCartsArray[0]!.shoppingCartItems[0]!.expired).toBe(false);
    expect(await holdsOf(reservationDetailId)).toHaveLength(1);
  });

  it("answers NOT_FOUND for an unknown cart or an item of another cart", async () => {
    await expect(api().cart.extendHold({ shoppingCartUuid: crypto.randomUUID() })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    const mine = await add();
    const theirs = await add();
    await expect(
      api().cart.removeItem({
        shoppingCartUuid: mine.shoppingCartUuid,
        reservationDetailId: theirs.reservationDetailId,
      }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await holdsOf(theirs.reservationDetailId)).toHaveLength(1);
  });

  it("adds the park's mandatory fee to every item and refuses an add-on the park does not offer", async () => {
    const [beaverkill] = await test.db
      .select({ id: parks.id })
      .from(parks)
      .where(eq(parks.slug, "beaverkill-bend"));
    const search = await api().search.searchCampsites({
      parkId: beaverkill!.id,
      dates: MIDWEEK,
      guests: twoAdults,
    });
    const open = search.results.find((result) => result.campsites.length > 0)!;
    const { cart } = await add({ parkId: beaverkill!.id, campsiteTypeId: open.campsiteType.id });
    const item = cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!;
    expect(item.dailyRateAddons.map((addon) => addon.name)).toEqual(["Resort Fee"]);
    // The fee was in the searched price already (all-in): the cart's item costs the same.
    expect(item.subtotal).toBe(open.smartPricing!.tripTotal);
    await expect(
      add({ dailyRateAddons: [{ addonId: crypto.randomUUID(), quantity: 1 }] }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "One of the add-ons is not offered with this site.",
    });
  });

  it("prices each add-on with its unit price, trip total and the total without taxes and fees (spec §3)", async () => {
    const offered = await test.db
      .select({ id: addons.id, name: addons.name })
      .from(addons)
      .where(eq(addons.parkId, trout.id));
    const idOf = (name: string) => offered.find((addon) => addon.name === name)!.id;
    const { cart } = await add({
      dailyRateAddons: [{ addonId: idOf("Extra Vehicle"), quantity: 1 }],
      onlineStoreAddons: [{ addonId: idOf("Firewood Bundle"), quantity: 2 }],
    });
    const item = cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!;
    // Two nights of a $10.00 extra vehicle; two $8.99 bundles.
    expect(item.dailyRateAddons[0]?.pricing).toEqual({
      unitPrice: 1_000,
      tripTotal: 2_000,
      pricingWithoutTaxesAndFees: 2_000,
      tripTotalBeforeTaxesFeesAndDiscounts: 2_000,
    });
    expect(item.onlineStoreAddons[0]?.pricing).toEqual({
      unitPrice: 899,
      tripTotal: 1_798,
      pricingWithoutTaxesAndFees: 1_798,
    });
  });
});

describe("holds that explain themselves", () => {
  const minutesAfter = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
  const itemOf = (cart: { parkShoppingCartsArray: { shoppingCartItems: unknown[] }[] }) =>
    cart.parkShoppingCartsArray[0]!.shoppingCartItems[0] as Awaited<
      ReturnType<ReturnType<typeof api>["cart"]["getCart"]>
    >["parkShoppingCartsArray"][number]["shoppingCartItems"][number];
  const orchardSites = () =>
    test.db
      .select({ id: campsites.id, name: campsites.name })
      .from(campsites)
      .where(eq(campsites.campsiteTypeId, orchard.id));

  it("says why a lapsed stay cannot be held again when someone took its site, and holds the next free one in one tap", async () => {
    const stay = { start: "2027-07-20", end: "2027-07-22" };
    const [picked] = await orchardSites();
    const { shoppingCartUuid, reservationDetailId } = await add({ dates: stay, campsiteId: picked!.id });
    // The hold runs out; another guest takes the very site.
    const lapsed = minutesAfter(31);
    await add({ dates: stay, campsiteId: picked!.id }, lapsed);

    const answered = await api(lapsed).cart.extendHold({ shoppingCartUuid });
    const lost = itemOf(answered);
    expect(lost.expired).toBe(true);
    expect(lost.holdProblem).toMatchObject({
      reason: "SITE_TAKEN",
      message: `Site ${picked!.name} was booked by someone else after your hold ran out.`,
      canWatch: false,
    });
    const next = lost.holdProblem!.nextFreeSite!;
    expect(next.id).not.toBe(picked!.id);

    const held = itemOf(
      await api(lapsed).cart.holdAnotherSite({ shoppingCartUuid, reservationDetailId, campsiteId: next.id }),
    );
    expect(held).toMatchObject({
      expired: false,
      holdProblem: null,
      siteLocked: true,
      campsite: next,
      holdExpiresAt: new Date(lapsed.getTime() + HOLD_DURATION_MS),
    });
    expect((await holdsOf(reservationDetailId)).map((hold) => hold.campsiteId)).toEqual([next.id]);
  });

  it("refuses to hold a site that is not free for the stay instead, and a stay still held", async () => {
    const stay = { start: "2027-08-10", end: "2027-08-12" };
    const { shoppingCartUuid, reservationDetailId, cart } = await add({ dates: stay });
    const taken = itemOf(cart).campsite;
    const lapsed = minutesAfter(31);
    await add({ dates: stay, campsiteId: taken.id }, lapsed);
    await expect(
      api(lapsed).cart.holdAnotherSite({ shoppingCartUuid, reservationDetailId, campsiteId: taken.id }),
    ).rejects.toMatchObject({ code: "CONFLICT" });
    // A stay still held keeps its site.
    const live = await add({ dates: stay }, lapsed);
    const other = (await orchardSites()).find(
      (site) => site.id !== taken.id && site.id !== itemOf(live.cart).campsite.id,
    )!;
    await expect(
      api(lapsed).cart.holdAnotherSite({
        shoppingCartUuid: live.shoppingCartUuid,
        reservationDetailId: live.reservationDetailId,
        campsiteId: other.id,
      }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
  });

  it("offers an availability alert when nothing else of the type is free", async () => {
    const stay = { start: "2027-07-27", end: "2027-07-29" };
    const sites = await orchardSites();
    const { shoppingCartUuid } = await add({ dates: stay, campsiteId: sites[0]!.id });
    for (const site of sites.slice(1)) {
      await allocateSite(test.db, {
        parkId: trout.id,
        campsiteId: site.id,
        campsiteName: site.name,
        stay,
        kind: "reservation",
        reservationId: crypto.randomUUID(),
        now: NOW,
      });
    }
    const lapsed = minutesAfter(31);
    await add({ dates: stay, campsiteId: sites[0]!.id }, lapsed);
    const lost = itemOf(await api(lapsed).cart.extendHold({ shoppingCartUuid }));
    expect(lost.holdProblem).toMatchObject({ reason: "SITE_TAKEN", nextFreeSite: null, canWatch: true });
  });

  it("extends to the 2-hour limit, then answers HOLD_LIMIT_REACHED with until when the sites are held", async () => {
    const stay = { start: "2027-08-03", end: "2027-08-05" };
    const { shoppingCartUuid, reservationDetailId } = await add({ dates: stay });
    for (const minutes of [25, 50, 75])
      await api(minutesAfter(minutes)).cart.extendHold({ shoppingCartUuid });
    const last = itemOf(await api(minutesAfter(100)).cart.extendHold({ shoppingCartUuid }));
    expect(last.holdExpiresAt).toEqual(new Date(NOW.getTime() + MAX_HOLD_AGE_MS));
    expect(last.holdLimitAt).toEqual(new Date(NOW.getTime() + MAX_HOLD_AGE_MS));

    const refused = api(minutesAfter(105)).cart.extendHold({ shoppingCartUuid });
    await expect(refused).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
    const details = await refused.catch((caught: { cause?: { details?: unknown } }) => caught.cause?.details);
    expect(details).toEqual({
      reason: "HOLD_LIMIT_REACHED",
      heldUntil: new Date(NOW.getTime() + MAX_HOLD_AGE_MS).toISOString(),
    });
    expect((await holdsOf(reservationDetailId))[0]?.expiresAt).toEqual(
      new Date(NOW.getTime() + MAX_HOLD_AGE_MS),
    );

    // Past its 2 hours the stay says so, and is not held again on another site either.
    const after = minutesAfter(125);
    const over = itemOf(await api(after).cart.getCart({ shoppingCartUuid }));
    expect(over.holdProblem).toMatchObject({ reason: "HOLD_LIMIT_REACHED", nextFreeSite: null });
    const [free] = await orchardSites();
    await expect(
      api(after).cart.holdAnotherSite({ shoppingCartUuid, reservationDetailId, campsiteId: free!.id }),
    ).rejects.toMatchObject({ code: "PRECONDITION_FAILED" });
  });
});
