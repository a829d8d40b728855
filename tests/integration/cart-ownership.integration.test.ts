import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { afterResponseSettled } from "@/server/after-response";
import { campsiteTypes, carts, mailOutbox, orders, parks } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { card, guest, NOW, twoAdults } from "../support/checkout-scenario";
import { signUpTestUser } from "../support/sign-up";
import { callerFor } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let test: TestDatabase;
const ids = { trout: "", orchard: "" };

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  ids.trout = (
    await test.db.select({ id: parks.id }).from(parks).where(eq(parks.slug, "trout-town-farms"))
  )[0]!.id;
  ids.orchard = (
    await test.db
      .select({ id: campsiteTypes.id })
      .from(campsiteTypes)
      .where(and(eq(campsiteTypes.parkId, ids.trout), eq(campsiteTypes.name, "Orchard Tent Site")))
  )[0]!.id;
});
afterAll(async () => {
  await test?.close();
});

let address = 0;
/** A browser from its own address; with `cookie`, signed in. */
const api = (cookie?: string) => {
  address += 1;
  return callerFor(test.db, {
    now: NOW,
    headers: { "x-lantern-client-ip": `192.0.2.${address}`, ...(cookie ? { cookie } : {}) },
  }).booking;
};

let week = 0;
const nextStay = () => {
  week += 1;
  const start = new Date(Date.UTC(2027, 6, 1 + week * 7));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { start: iso(start), end: iso(new Date(start.getTime() + 2 * 86_400_000)) };
};

const addTo = (cookie: string | undefined, shoppingCartUuid?: string) =>
  api(cookie).cart.addItem({
    shoppingCartUuid,
    parkId: ids.trout,
    campsiteTypeId: ids.orchard,
    dates: nextStay(),
    guests: twoAdults,
  });

const orderFrom = (cartId: string) => ({
  shoppingCartUuid: cartId,
  idempotencyKey: randomUUID(),
  guest,
  tripDetails: [],
  acceptedWaivers: true,
  payment: card(),
});

describe("a signed-in user's cart", () => {
  it("is not found by another user or a visitor holding its id, for every cart procedure", async () => {
    const owner = await signUpTestUser(test.db);
    const stranger = await signUpTestUser(test.db, { firstName: "Eve", lastName: "Other" });
    const { shoppingCartUuid, reservationDetailId, cart } = await addTo(owner.cookie);
    expect((await test.db.select().from(carts).where(eq(carts.id, shoppingCartUuid)))[0]?.userId).toBe(
      owner.userId,
    );

    for (const cookie of [stranger.cookie, undefined]) {
      const other = api(cookie);
      const attempts = [
        () => other.cart.getCart({ shoppingCartUuid }),
        () => addTo(cookie, shoppingCartUuid),
        () => other.cart.removeItem({ shoppingCartUuid, reservationDetailId }),
        () =>
          other.cart.updateItemAddons({
            shoppingCartUuid,
            reservationDetailId,
            dailyRateAddons: [],
            onlineStoreAddons: [],
          }),
        () => other.cart.applyPromoCode({ shoppingCartUuid, parkId: ids.trout, code: "camp5" }),
        () => other.cart.removePromoCode({ shoppingCartUuid, parkId: ids.trout }),
        () => other.cart.extendHold({ shoppingCartUuid }),
        () => other.checkout.placeOrder(orderFrom(shoppingCartUuid)),
      ];
      for (const attempt of attempts) await expect(attempt()).rejects.toMatchObject({ code: "NOT_FOUND" });
    }

    // Untouched, and still the owner's to use and book.
    const mine = await api(owner.cookie).cart.getCart({ shoppingCartUuid });
    expect(mine.totals).toEqual(cart.totals);
    expect(mine.parkShoppingCartsArray[0]?.shoppingCartItems).toHaveLength(1);
    const placed = await api(owner.cookie).checkout.placeOrder(orderFrom(shoppingCartUuid));
    const [order] = await test.db.select().from(orders).where(eq(orders.invoiceUuid, placed.invoiceUuid));
    expect(order?.userId).toBe(owner.userId);
  });
});

describe("a visitor's cart", () => {
  it("stays usable by whoever holds its id, and becomes the user's at sign-in", async () => {
    const { shoppingCartUuid } = await addTo(undefined);
    await expect(api().cart.getCart({ shoppingCartUuid })).resolves.toMatchObject({ id: shoppingCartUuid });

    // The cart goes along with the confirmation link of a new account, followed in the same browser.
    const email = `camper-${randomUUID()}@lantern.example`;
    const booking = (resHeaders?: Headers) =>
      callerFor(test.db, { now: NOW, resHeaders, headers: { "x-lantern-client-ip": "192.0.2.250" } }).booking;
    await booking().authentication.signUp({
      email,
      password: "correct horse battery",
      firstName: "Rosa",
      lastName: "Angler",
    });
    await afterResponseSettled();
    const [mail] = await test.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    const token = decodeURIComponent(/auth=verify&token=([^\s&"<]+)/.exec(mail!.text)![1]!);
    const resHeaders = new Headers();
    await booking(resHeaders).authentication.verifyEmail({ token, shoppingCartUuid });
    const cookie = resHeaders
      .getSetCookie()
      .map((setCookie) => setCookie.split(";")[0])
      .join("; ");

    await expect(api(cookie).cart.getCart({ shoppingCartUuid })).resolves.toBeDefined();
    await expect(api().cart.getCart({ shoppingCartUuid })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(api().checkout.placeOrder(orderFrom(shoppingCartUuid))).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
