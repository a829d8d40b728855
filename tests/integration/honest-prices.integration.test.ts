import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderConfirmationBreakdown } from "@/features/reservations/order-breakdown";
import { breakdownProblems, sumLines } from "@/lib/price-breakdown";
import { mailOutbox, memberships } from "@/server/db/schema";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { guest, NOW, setUpCheckoutScenario } from "../support/checkout-scenario";
import { signUpTestUser } from "../support/sign-up";
import { callerFor } from "../support/test-context";

const { db, ids, nextStay, api, orderInput } = setUpCheckoutScenario();

const withDog = { adults: 2, children: 0, pets: 1 };
const noPets = { adults: 2, children: 0, pets: 0 };
const PET_FEE_CENTS = 500;

/** A signed-in caller; an active Rewards member when asked. */
async function signedIn(options: { member: boolean }) {
  const user = await signUpTestUser(db());
  if (options.member) {
    await db()
      .insert(memberships)
      .values({
        userId: user.userId,
        status: "active",
        priceCents: 1_999,
        currentPeriodStart: new Date("2026-11-01T00:00:00Z"),
        currentPeriodEnd: new Date("2027-11-01T00:00:00Z"),
      });
  }
  return callerFor(db(), {
    now: NOW,
    headers: { cookie: user.cookie, "x-lantern-client-ip": `198.51.100.${options.member ? 7 : 8}` },
  }).booking;
}

/** "$1,234.56" or "−$43.00" in cents. */
function cents(amount: string): number {
  const sign = amount.startsWith("−") || amount.startsWith("-") ? -1 : 1;
  return sign * Math.round(Number(amount.replace(/[^\d.]/g, "")) * 100);
}

/**
 * Reads the plain-text confirmation e-mail as a guest would add it up: each park's stay lines must make its
 * subtotal, subtotal + discount + taxes its total, and the order's lines the order total. Returns that total.
 */
function addUpMail(text: string): number {
  let running = 0;
  let inOrder = false;
  let orderTotal: number | null = null;
  for (const row of text.split("\n")) {
    if (row === "YOUR ORDER") {
      inOrder = true;
      running = 0;
      continue;
    }
    const charge = /^ {2}(.+): (−?\$[\d,]+\.\d\d)$/.exec(row);
    if (charge && !inOrder) {
      running += cents(charge[2]!);
      continue;
    }
    const summary = /^([^ ].*): (−?\$[\d,]+\.\d\d)$/.exec(row);
    if (!summary) continue;
    const [label, amount] = [summary[1]!, cents(summary[2]!)];
    if (label === "Subtotal" && !inOrder) {
      expect(amount, "a park's subtotal is the sum of its stay lines").toBe(running);
    } else if (label.startsWith("Total for ")) {
      expect(amount, `${label} is the sum of its lines`).toBe(running);
      running = 0;
      continue;
    } else if (label === "Order total") {
      expect(amount, "the order total is the sum of the order's lines").toBe(running);
      orderTotal = amount;
      continue;
    } else if (label === "Refunded" || label === "Cancellation policy") {
      continue;
    }
    running += label === "Subtotal" && !inOrder ? 0 : amount;
  }
  expect(orderTotal).not.toBeNull();
  return orderTotal!;
}

describe("one honest price: mandatory fees follow the party", () => {
  it("puts the pet fee into every all-in price shown to a guest who said 1 dog, and into the cart without opting in", async () => {
    const dates = nextStay();
    const search = (guests: typeof withDog) =>
      api().search.searchCampsites({ parkId: ids.trout, dates, guests });
    const orchard = (results: Awaited<ReturnType<typeof search>>["results"]) =>
      results.find((result) => result.campsiteType.id === ids.orchard)!;
    const [alone, withPet] = [
      orchard((await search(noPets)).results),
      orchard((await search(withDog)).results),
    ];
    expect(withPet.smartPricing!.tripTotal).toBe(alone.smartPricing!.tripTotal + PET_FEE_CENTS * 2);
    expect(withPet.smartPricing!.averagePricePerNightBeforeTaxesFeesAndDiscounts).toBe(
      alone.smartPricing!.averagePricePerNightBeforeTaxesFeesAndDiscounts + PET_FEE_CENTS,
    );
    expect(withPet.mandatoryFees).toContainEqual({
      name: "Pet Fee",
      quantity: 1,
      nightlyCents: PET_FEE_CENTS,
    });
    expect(alone.mandatoryFees.map((fee) => fee.name)).not.toContain("Pet Fee");

    // The park cards' starting price follows the party too.
    const startingPrice = async (guests: typeof withDog) =>
      (await api().search.searchParks({ dates, guests })).results.find((park) => park.id === ids.trout)!
        .startingPrice!;
    expect(await startingPrice(withDog)).toBeGreaterThanOrEqual(
      (await startingPrice(noPets)) + PET_FEE_CENTS,
    );

    // In the cart: a mandatory line at the party's quantity, not an opt-in add-on; the subtotal is the price shown.
    const added = await api().cart.addItem({
      parkId: ids.trout,
      campsiteTypeId: ids.orchard,
      dates,
      guests: withDog,
    });
    const park = added.cart.parkShoppingCartsArray[0]!;
    const item = park.shoppingCartItems[0]!;
    expect(item.dailyRateAddons).toContainEqual(
      expect.objectContaining({ name: "Pet Fee", quantity: 1, mandatory: true }),
    );
    expect(park.addonOptions.map((addon) => addon.name)).not.toContain("Pet Fee");
    expect(item.subtotal).toBe(withPet.smartPricing!.tripTotal);

    // Clearing the guest's add-ons keeps the fee the party owes.
    await api().cart.updateItemAddons({
      shoppingCartUuid: added.shoppingCartUuid,
      reservationDetailId: added.reservationDetailId,
      dailyRateAddons: [],
      onlineStoreAddons: [],
    });
    const updated = await api().cart.getCart({ shoppingCartUuid: added.shoppingCartUuid });
    const kept = updated.parkShoppingCartsArray[0]!.shoppingCartItems[0]!;
    expect(kept.dailyRateAddons.map((addon) => [addon.name, addon.quantity])).toContainEqual(["Pet Fee", 1]);
  });
});

describe("one honest price: members see their price before the cart", () => {
  it("gives a member the Rewards price in results and on the park page, and a visitor none; the cart charges it", async () => {
    const dates = nextStay();
    const member = await signedIn({ member: true });
    const visitor = await signedIn({ member: false });
    const orchardFor = async (caller: typeof member) =>
      (await caller.search.searchCampsites({ parkId: ids.trout, dates, guests: withDog })).results.find(
        (result) => result.campsiteType.id === ids.orchard,
      )!;
    const [forMember, forVisitor] = [await orchardFor(member), await orchardFor(visitor)];
    expect(forVisitor.memberPricing).toBeNull();
    expect(forMember.smartPricing).toEqual(forVisitor.smartPricing);
    // Rewards: 10 % of the nights only; the pet fee is not discounted.
    const nightsCents = forMember.smartPricing!.tripTotal - PET_FEE_CENTS * 2;
    expect(forMember.memberPricing).toMatchObject({
      discountBp: 1_000,
      tripTotal: forMember.smartPricing!.tripTotal - Math.floor((nightsCents * 1_000 + 5_000) / 10_000),
    });

    const troutCard = async (caller: typeof member) =>
      (await caller.search.searchParks({ dates, guests: withDog })).results.find(
        (park) => park.id === ids.trout,
      )!;
    const [memberCard, visitorCard] = [await troutCard(member), await troutCard(visitor)];
    expect(visitorCard.memberStartingPrice).toBeNull();
    expect(memberCard.startingPrice).toBe(visitorCard.startingPrice);
    expect(memberCard.memberStartingPrice).toBeLessThan(memberCard.startingPrice!);

    // What the member was shown is what the cart charges before taxes.
    const added = await member.cart.addItem({
      parkId: ids.trout,
      campsiteTypeId: ids.orchard,
      dates,
      guests: withDog,
    });
    const park = added.cart.parkShoppingCartsArray[0]!;
    expect(park.discount?.source).toBe("member");
    expect(park.subtotal - park.discount!.amount).toBe(forMember.memberPricing!.tripTotal);
  });
});

describe("one honest price: one breakdown from the cart to the e-mail", () => {
  it("gives a confirmation page and an e-mail whose lines add up to the total charged", async () => {
    const dates = nextStay();
    const gateway = new TestPaymentGateway(() => NOW);
    const { results } = await api().search.searchCampsites({ parkId: ids.trout, dates, guests: withDog });
    const orchard = results.find((result) => result.campsiteType.id === ids.orchard)!;
    const first = await api().cart.addItem({
      parkId: ids.trout,
      campsiteTypeId: ids.orchard,
      campsiteId: orchard.campsites[0]!.id,
      dates,
      guests: withDog,
    });
    const options = first.cart.parkShoppingCartsArray[0]!.addonOptions;
    await api().cart.updateItemAddons({
      shoppingCartUuid: first.shoppingCartUuid,
      reservationDetailId: first.reservationDetailId,
      dailyRateAddons: [
        { addonId: options.find((addon) => addon.name === "Extra Vehicle")!.id, quantity: 1 },
      ],
      onlineStoreAddons: [
        { addonId: options.find((addon) => addon.name === "Firewood Bundle")!.id, quantity: 3 },
      ],
    });
    await api().cart.applyPromoCode({
      shoppingCartUuid: first.shoppingCartUuid,
      parkId: ids.trout,
      code: "CAMP5",
    });
    const second = await api().cart.addItem({
      shoppingCartUuid: first.shoppingCartUuid,
      parkId: ids.beaverkill,
      campsiteTypeId: ids.riverside,
      dates,
      guests: withDog,
    });
    const placed = await api({ payments: gateway }).checkout.placeOrder(
      orderInput(first.shoppingCartUuid, { expectedTotal: second.cart.totals.total }),
    );
    const charged = gateway.operations.find((operation) => operation.kind === "authorize")!.amountCents;

    const confirmation = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
    const breakdown = orderConfirmationBreakdown(confirmation);
    expect(breakdownProblems(breakdown)).toEqual([]);
    expect(breakdown.total).toBe(charged);
    expect(sumLines(breakdown.summary)).toBe(charged);
    const petFees = breakdown.parks.flatMap((park) =>
      park.stays.flatMap((stay) => stay.lines.filter((line) => line.label === "Pet Fee")),
    );
    expect(petFees).toHaveLength(2);
    expect(petFees.every((line) => line.included && line.kind === "fee")).toBe(true);

    const [mail] = await db()
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, `Your Lantern booking ${placed.orderConfirmation}`));
    expect(mail?.to).toBe(guest.email);
    expect(addUpMail(mail!.text)).toBe(charged);
    expect(mail!.text).toMatch(/Pet Fee \(1 × \$5\.00 a night × 2 nights, included\): \$10\.00/);
  });
});
