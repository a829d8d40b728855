import { TRPCError } from "@trpc/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestContext } from "@/server/api/request-context";
import { createCallerFactory, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import {
  addons,
  campsites,
  campsiteTypes,
  cartItemAddons,
  cartItems,
  cartParkPromoCodes,
  carts,
  memberships,
  parks,
  promoCodes,
  teamMembers,
  wishListItems,
} from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { signUpTestUser } from "../support/sign-up";
import { callerFor, testEnv } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
});
afterAll(async () => {
  await test?.close();
});

async function parkBySlug(slug: string) {
  const [park] = await test.db.select().from(parks).where(eq(parks.slug, slug));
  return park!;
}

async function makeMember(userId: string, status: "active" | "past_due" = "active") {
  await test.db.insert(memberships).values({
    userId,
    status,
    priceCents: 1_999,
    currentPeriodStart: new Date("2026-11-01T00:00:00Z"),
    currentPeriodEnd: new Date("2027-11-01T00:00:00Z"),
  });
}

async function expectTrpcError(promise: Promise<unknown>, code: TRPCError["code"]) {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
}

describe("booking.parks", () => {
  it("lists the demo parks with the outpost under its parent and renamed features", async () => {
    const list = await callerFor(test.db).booking.parks.list();
    const slugs = list.map((park) => park.slug);
    expect(slugs).toEqual(expect.arrayContaining(["catskill-conestoga-wagon-outpost", "trout-town-farms"]));
    expect(list.length).toBeGreaterThanOrEqual(4);
    const outposts = list.filter((park) => park.parentParkId !== null);
    expect(outposts.length).toBeGreaterThanOrEqual(1);
    expect(list.map((park) => park.id)).toContain(outposts[0]?.parentParkId);
    const featureNames = list.flatMap((park) => park.parkFeatures.map((feature) => feature.name));
    expect(featureNames).toContain("Bathhouse");
    expect(featureNames).not.toContain("Bathrooms");
  });

  it("gives a park page its campsite types with their lowest base price, add-ons and outposts", async () => {
    const park = await callerFor(test.db).booking.parks.getBySlug({ slug: "trout-town-farms" });
    expect(park.campsiteTypes.length).toBeGreaterThanOrEqual(4);
    for (const type of park.campsiteTypes) expect(type.lowestBaselinePrice).toBeGreaterThan(0);
    expect(park.addons.some((addon) => addon.kind === "daily_rate")).toBe(true);
    expect(park.addons.some((addon) => addon.kind === "online_store")).toBe(true);
    expect(park.page.name.length).toBeGreaterThan(0);
    const withOutposts = (await callerFor(test.db).booking.parks.list()).filter(
      (candidate) => candidate.parentParkId === park.id,
    );
    expect(park.outposts.map((outpost) => outpost.id).sort()).toEqual(withOutposts.map((o) => o.id).sort());
  });

  it("shows an outpost's parent park on the outpost's page", async () => {
    const outpost = (await callerFor(test.db).booking.parks.list()).find(
      (park) => park.parentParkId !== null,
    )!;
    const page = await callerFor(test.db).booking.parks.getBySlug({ slug: outpost.slug });
    expect(page.parentPark?.id).toBe(outpost.parentParkId);
    expect(page.outposts).toEqual([]);
  });

  it("answers NOT_FOUND for an unknown park and BAD_REQUEST for a slug that cannot be one", async () => {
    await expectTrpcError(callerFor(test.db).booking.parks.getBySlug({ slug: "no-such-park" }), "NOT_FOUND");
    await expectTrpcError(callerFor(test.db).booking.parks.getBySlug({ slug: "Not A Slug!" }), "BAD_REQUEST");
  });
});

describe("booking.content", () => {
  it("serves the current banner and the FAQ page from the database", async () => {
    const caller = callerFor(test.db, { now: NOW });
    const banner = await caller.booking.content.getBanner();
    expect(banner?.description.length).toBeGreaterThan(0);
    const faqs = await caller.booking.content.getPage({ key: "faqs" });
    expect(faqs.blocks.filter((block) => block.type === "faq").length).toBeGreaterThanOrEqual(5);
    await expectTrpcError(caller.booking.content.getPage({ key: "nope" }), "NOT_FOUND");
  });
});

describe("booking.authentication.getSession", () => {
  it("is null for a visitor", async () => {
    await expect(callerFor(test.db).booking.authentication.getSession()).resolves.toBeNull();
  });

  it("returns the signed-in user with membership and team role from the database", async () => {
    const { userId, email, cookie } = await signUpTestUser(test.db);
    const session = await callerFor(test.db, { headers: { cookie } }).booking.authentication.getSession();
    expect(session?.user).toEqual({
      id: userId,
      email,
      firstName: "Rosa",
      lastName: "Angler",
      membershipStatusIsActive: false,
      teamRole: null,
    });
    expect(session?.expiresAt).toBeInstanceOf(Date);

    await makeMember(userId);
    await test.db.insert(teamMembers).values({ userId, role: "MANAGER" });
    const again = await callerFor(test.db, { headers: { cookie } }).booking.authentication.getSession();
    expect(again?.user.membershipStatusIsActive).toBe(true);
    expect(again?.user.teamRole).toBe("MANAGER");
  });

  it("ignores a forged session cookie", async () => {
    const forged = { cookie: "lantern.session_token=forged.value" };
    await expect(
      callerFor(test.db, { headers: forged }).booking.authentication.getSession(),
    ).resolves.toBeNull();
  });
});

describe("booking.wishlist.getWishListItems", () => {
  it("refuses a visitor and shows each user only their own items", async () => {
    await expectTrpcError(callerFor(test.db).booking.wishlist.getWishListItems(), "UNAUTHORIZED");
    const alice = await signUpTestUser(test.db, { firstName: "Alice", lastName: "A" });
    const bob = await signUpTestUser(test.db, { firstName: "Bob", lastName: "B" });
    const trout = await parkBySlug("trout-town-farms");
    const [type] = await test.db
      .select()
      .from(campsiteTypes)
      .where(eq(campsiteTypes.parkId, trout.id))
      .limit(1);
    await test.db.insert(wishListItems).values([
      { userId: alice.userId, parkId: trout.id },
      { userId: alice.userId, parkId: trout.id, campsiteTypeId: type!.id },
    ]);
    const aliceItems = await callerFor(test.db, {
      headers: { cookie: alice.cookie },
    }).booking.wishlist.getWishListItems();
    expect(aliceItems).toHaveLength(2);
    expect(aliceItems.map((item) => item.campsiteType?.id ?? null)).toEqual(
      expect.arrayContaining([null, type!.id]),
    );
    expect(aliceItems[0]?.park.slug).toBe("trout-town-farms");
    const bobItems = await callerFor(test.db, {
      headers: { cookie: bob.cookie },
    }).booking.wishlist.getWishListItems();
    expect(bobItems).toEqual([]);
  });
});

describe("booking.membership.getActiveMembershipEvent", () => {
  it("shows the running member event with its eligible parks to an active member only", async () => {
    // Seeded in November: Trout Town Farms is closed, so the event runs at the park with winter cabins.
    const beaverkill = await parkBySlug("beaverkill-bend");
    const member = await signUpTestUser(test.db);
    const lapsed = await signUpTestUser(test.db);
    await makeMember(member.userId);
    await makeMember(lapsed.userId, "past_due");

    const event = await callerFor(test.db, {
      headers: { cookie: member.cookie },
      now: NOW,
    }).booking.membership.getActiveMembershipEvent();
    expect(event?.eligibleParksIds).toEqual({ [beaverkill.id]: true });
    expect(event?.discount).toBeGreaterThan(0);

    await expect(
      callerFor(test.db, { now: NOW }).booking.membership.getActiveMembershipEvent(),
    ).resolves.toBeNull();
    await expect(
      callerFor(test.db, {
        headers: { cookie: lapsed.cookie },
        now: NOW,
      }).booking.membership.getActiveMembershipEvent(),
    ).resolves.toBeNull();
    const flagOff = testEnv({ MEMBERSHIP_ENABLED: "false" });
    await expect(
      callerFor(test.db, {
        headers: { cookie: member.cookie },
        now: NOW,
        env: flagOff,
      }).booking.membership.getActiveMembershipEvent(),
    ).resolves.toBeNull();
  });
});

describe("booking.cart.getCart", () => {
  async function cartWithTwoParks() {
    const trout = await parkBySlug("trout-town-farms");
    const wagon = await parkBySlug("catskill-conestoga-wagon-outpost");
    const [cart] = await test.db.insert(carts).values({}).returning();
    const items = [];
    for (const [park, arrival, departure, nightly] of [
      [trout, "2027-07-09", "2027-07-11", [10_000, 12_000]],
      [wagon, "2027-07-11", "2027-07-12", [8_000]],
    ] as const) {
      const [site] = await test.db
        .select({ id: campsites.id, typeId: campsites.campsiteTypeId })
        .from(campsites)
        .where(eq(campsites.parkId, park.id))
        .limit(1);
      const [item] = await test.db
        .insert(cartItems)
        .values({
          cartId: cart!.id,
          parkId: park.id,
          campsiteTypeId: site!.typeId,
          campsiteId: site!.id,
          arrival,
          departure,
          adults: 2,
          children: 1,
          pets: 0,
          nightlyPricesCents: [...nightly],
          holdExpiresAt: new Date(NOW.getTime() + 30 * 60_000),
        })
        .returning();
      items.push(item!);
    }
    const [store] = await test.db
      .select()
      .from(addons)
      .where(eq(addons.parkId, trout.id))
      .then((rows) => rows.filter((addon) => addon.kind === "online_store" && !addon.mandatory));
    await test.db
      .insert(cartItemAddons)
      .values({ cartItemId: items[0]!.id, addonId: store!.id, quantity: 2 });
    const [code] = await test.db
      .insert(promoCodes)
      .values({ code: `TEST${Date.now()}`, discountType: "PERCENTAGE", value: 2_000, parkId: trout.id })
      .returning();
    await test.db
      .insert(cartParkPromoCodes)
      .values({ cartId: cart!.id, parkId: trout.id, promoCodeId: code!.id });
    return { cart: cart!, items, trout, wagon, store: store!, code: code! };
  }

  it("returns the whole cart grouped per park with add-ons, the promo discount, taxes and totals", async () => {
    const { cart, items, trout, wagon, store, code } = await cartWithTwoParks();
    const result = await callerFor(test.db, { now: NOW }).booking.cart.getCart({ shoppingCartUuid: cart.id });
    expect(result.id).toBe(cart.id);
    expect(result.itemCount).toBe(2);
    expect(result.parkShoppingCartsArray.map((park) => park.parkId)).toEqual([trout.id, wagon.id]);

    const troutCart = result.parkShoppingCartsArray[0]!;
    expect(troutCart.promoCode).toBe(code.code);
    expect(troutCart.discount).toEqual({ label: `Promo code ${code.code}`, amount: 4_400, source: "promo" });
    const [item] = troutCart.shoppingCartItems;
    expect(item?.reservationDetailId).toBe(items[0]!.id);
    expect(item?.onlineStoreAddons).toEqual([
      {
        id: store.id,
        name: store.name,
        quantity: 2,
        pricing: {
          unitPrice: store.priceCents,
          tripTotal: 2 * store.priceCents,
          pricingWithoutTaxesAndFees: 2 * store.priceCents,
        },
      },
    ]);
    expect(item?.subtotal).toBe(22_000 + 2 * store.priceCents);
    expect(item?.expired).toBe(false);
    expect(troutCart.subtotal).toBe(item?.subtotal);
    expect(troutCart.total).toBe(troutCart.subtotal - 4_400 + troutCart.taxes);
    expect(troutCart.taxes).toBeGreaterThan(0);

    const totals = result.totals;
    expect(totals.subtotal).toBe(result.parkShoppingCartsArray.reduce((sum, park) => sum + park.subtotal, 0));
    expect(totals.total).toBe(totals.subtotal - totals.discounts + totals.taxes);
    expect(result.holdExpiresAt?.getTime()).toBe(NOW.getTime() + 30 * 60_000);
  });

  it("gives an active member the Rewards Discount where it beats no promotion", async () => {
    const { cart } = await cartWithTwoParks();
    const member = await signUpTestUser(test.db);
    await makeMember(member.userId);
    const result = await callerFor(test.db, {
      headers: { cookie: member.cookie },
      now: NOW,
    }).booking.cart.getCart({
      shoppingCartUuid: cart.id,
    });
    expect(result.parkShoppingCartsArray[1]?.discount).toEqual({
      label: "Rewards Discount",
      amount: 800,
      source: "member",
    });
  });

  it("marks items whose hold has expired, by the injected clock", async () => {
    const { cart } = await cartWithTwoParks();
    const later = new Date(NOW.getTime() + 31 * 60_000);
    const result = await callerFor(test.db, { now: later }).booking.cart.getCart({
      shoppingCartUuid: cart.id,
    });
    expect(
      result.parkShoppingCartsArray.flatMap((park) => park.shoppingCartItems.map((item) => item.expired)),
    ).toEqual([true, true]);
    expect(result.holdExpiresAt).toBeNull();
  });

  it("answers NOT_FOUND for an unknown cart and for a checked-out one", async () => {
    await expectTrpcError(
      callerFor(test.db).booking.cart.getCart({ shoppingCartUuid: crypto.randomUUID() }),
      "NOT_FOUND",
    );
    const [done] = await test.db.insert(carts).values({ checkedOutAt: NOW }).returning();
    await expectTrpcError(
      callerFor(test.db).booking.cart.getCart({ shoppingCartUuid: done!.id }),
      "NOT_FOUND",
    );
  });
});

describe("team procedures", () => {
  const probeRouter = createTRPCRouter({ probe: teamProcedure("MANAGER").query(({ ctx }) => ctx.teamRole) });
  const probe = (cookie?: string) =>
    createCallerFactory(probeRouter)(
      createRequestContext({ db: test.db, env: testEnv(), headers: new Headers(cookie ? { cookie } : {}) }),
    ).probe();

  it("refuses a visitor, refuses a role below the minimum and admits the minimum and above", async () => {
    await expectTrpcError(probe(), "UNAUTHORIZED");
    const user = await signUpTestUser(test.db);
    await expectTrpcError(probe(user.cookie), "FORBIDDEN");
    await test.db.insert(teamMembers).values({ userId: user.userId, role: "USER" });
    await expectTrpcError(probe(user.cookie), "FORBIDDEN");
    await test.db.update(teamMembers).set({ role: "MANAGER" }).where(eq(teamMembers.userId, user.userId));
    await expect(probe(user.cookie)).resolves.toBe("MANAGER");
    await test.db.update(teamMembers).set({ role: "OWNER" }).where(eq(teamMembers.userId, user.userId));
    await expect(probe(user.cookie)).resolves.toBe("OWNER");
  });
});
