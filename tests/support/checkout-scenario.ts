import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { campsites, campsiteTypes, parks } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { callerFor } from "./test-context";
import { createTestDatabase, type TestDatabase } from "./test-database";

export const NOW = new Date("2026-11-21T15:00:00Z");
export const twoAdults = { adults: 2, children: 0, pets: 0 };
export const guest = {
  firstName: "Ann",
  lastName: "Walker",
  email: "ann.walker@example.com",
  phone: "607-555-0123",
  address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
};
export const card = (cardNumber: string = TEST_CARDS.success) =>
  ({ gateway: "test", cardNumber, expMonth: 12, expYear: 2030, cvc: "123" }) as const;

/**
 * The checkout and orders suites' world: a demo-seeded database for the file, callers from their own client
 * addresses, and a two-park cart (an Orchard Tent Site at Trout Town Farms with firewood and CAMP5, a Riverside
 * Tent Site at Beaverkill Bend) on a week of 2027 of its own, so tests never compete for sites.
 */
export function setUpCheckoutScenario() {
  let test: TestDatabase;
  const ids = { trout: "", beaverkill: "", orchard: "", riverside: "" };
  let stayIndex = 0;
  let address = 0;

  beforeAll(async () => {
    test = await createTestDatabase();
    await seedDemoData(test.db, { today: "2026-11-21" });
    const parkId = async (slug: string) =>
      (await test.db.select({ id: parks.id }).from(parks).where(eq(parks.slug, slug)))[0]!.id;
    const typeId = async (parkIdValue: string, name: string) =>
      (
        await test.db
          .select({ id: campsiteTypes.id })
          .from(campsiteTypes)
          .where(and(eq(campsiteTypes.parkId, parkIdValue), eq(campsiteTypes.name, name)))
      )[0]!.id;
    ids.trout = await parkId("trout-town-farms");
    ids.beaverkill = await parkId("beaverkill-bend");
    ids.orchard = await typeId(ids.trout, "Orchard Tent Site");
    ids.riverside = await typeId(ids.beaverkill, "Riverside Tent Site");
  });
  afterAll(async () => {
    await test?.close();
  });

  const nextStay = () => {
    stayIndex += 1;
    const start = new Date(Date.UTC(2027, 5, 1 + stayIndex * 7));
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    return { start: iso(start), end: iso(new Date(start.getTime() + 2 * 86_400_000)) };
  };

  /** Each caller its own client address, so rate limits only trip where a test wants them. */
  const api = (options: { now?: Date; payments?: PaymentGateway } = {}) => {
    address += 1;
    return callerFor(test.db, {
      now: options.now ?? NOW,
      payments: options.payments,
      headers: { "x-lantern-client-ip": `203.0.113.${address % 250}` },
    }).booking;
  };

  const twoParkCart = async (now = NOW) => {
    const dates = nextStay();
    const first = await api({ now }).cart.addItem({
      parkId: ids.trout,
      campsiteTypeId: ids.orchard,
      dates,
      guests: twoAdults,
    });
    const firewood = first.cart.parkShoppingCartsArray[0]!.addonOptions.find(
      (addon) => addon.name === "Firewood Bundle",
    )!;
    await api({ now }).cart.updateItemAddons({
      shoppingCartUuid: first.shoppingCartUuid,
      reservationDetailId: first.reservationDetailId,
      dailyRateAddons: [],
      onlineStoreAddons: [{ addonId: firewood.id, quantity: 2 }],
    });
    await api({ now }).cart.applyPromoCode({
      shoppingCartUuid: first.shoppingCartUuid,
      parkId: ids.trout,
      code: "camp5",
    });
    const second = await api({ now }).cart.addItem({
      shoppingCartUuid: first.shoppingCartUuid,
      parkId: ids.beaverkill,
      campsiteTypeId: ids.riverside,
      dates,
      guests: twoAdults,
    });
    return { cartId: first.shoppingCartUuid, cart: second.cart, dates };
  };

  const orderInput = (cartId: string, overrides: Record<string, unknown> = {}) => ({
    shoppingCartUuid: cartId,
    idempotencyKey: crypto.randomUUID(),
    guest,
    tripDetails: [],
    acceptedWaivers: true,
    payment: card(),
    ...overrides,
  });

  /**
   * A guest books a stay for two adults and pays by card: by default the next free stay of an Orchard Tent Site at
   * Trout Town Farms; another type, a chosen site (a site lock) or given dates when asked.
   */
  const book = async (
    choice: {
      parkId?: string;
      campsiteTypeId?: string;
      campsiteId?: string;
      dates?: { start: string; end: string };
    } = {},
  ) => {
    const stay = choice.dates ?? nextStay();
    const added = await api().cart.addItem({
      parkId: choice.parkId ?? ids.trout,
      campsiteTypeId: choice.campsiteTypeId ?? ids.orchard,
      campsiteId: choice.campsiteId,
      dates: stay,
      guests: twoAdults,
    });
    const placed = await api().checkout.placeOrder(orderInput(added.shoppingCartUuid));
    return { stay, placed };
  };
  const bookOrchard = () => book();

  /** The Orchard Tent Site type's sites at Trout Town Farms, by name. */
  const orchardSites = () =>
    test.db
      .select({ id: campsites.id, name: campsites.name })
      .from(campsites)
      .where(eq(campsites.campsiteTypeId, ids.orchard))
      .orderBy(asc(campsites.name));

  return {
    db: () => test.db,
    database: () => test.database,
    ids,
    nextStay,
    api,
    twoParkCart,
    orderInput,
    book,
    bookOrchard,
    orchardSites,
  };
}
