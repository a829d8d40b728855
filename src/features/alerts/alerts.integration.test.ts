import { and, asc, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blockSite } from "@/features/availability/server";
import { alertOffers, availabilityAlerts, campsites, mailOutbox } from "@/server/db/schema";
import { TestPaymentGateway } from "@/server/payments/test-gateway";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { signUpTestUser } from "../../../tests/support/sign-up";
import { outcomeOf } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";
import { runAlertMatching } from "./server";

const scenario = setUpCheckoutScenario();
const { db, ids, api, orderInput } = scenario;
let orchardSites: { id: string; name: string }[];

beforeAll(async () => {
  orchardSites = await scenario.orchardSites();
});

const APP_URL = "http://localhost:3000";
const match = (now: Date, holder = "test") => runAlertMatching(db(), { now, appUrl: APP_URL, holder });
const minutesAfter = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

/**
 * The token of the latest e-mailed link of `kind` to `email` (confirm, stop or claim), read from the outbox. Mails
 * share the tests' clock, so "latest" is the one with `newest` in its template when asked (the offer e-mail).
 */
async function linkToken(
  email: string,
  kind: "confirm" | "stop" | "claim",
  template?: string,
): Promise<string> {
  const mails = await db()
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(
      template ? and(eq(mailOutbox.to, email), eq(mailOutbox.template, template)) : eq(mailOutbox.to, email),
    )
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id));
  for (const mail of mails) {
    const found = new RegExp(`/alerts/${kind}/([A-Za-z0-9_-]{43})`).exec(mail.text);
    if (found) return found[1]!;
  }
  throw new Error(`no ${kind} link mailed to ${email}`);
}

const templatesTo = async (email: string) =>
  (
    await db()
      .select({ template: mailOutbox.template })
      .from(mailOutbox)
      .where(eq(mailOutbox.to, email))
      .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
  ).map((mail) => mail.template);

/** Every Orchard site of the stay taken: all blocked but the first, which a guest books (to cancel later). */
async function soldOutStay(gateway: TestPaymentGateway) {
  const dates = scenario.nextStay();
  for (const site of orchardSites.slice(1)) {
    await blockSite(db(), {
      parkId: ids.trout,
      campsiteId: site.id,
      campsiteName: site.name,
      stay: dates,
      now: NOW,
    });
  }
  const added = await api().cart.addItem({
    parkId: ids.trout,
    campsiteTypeId: ids.orchard,
    dates,
    guests: twoAdults,
  });
  const placed = await api({ payments: gateway }).checkout.placeOrder(orderInput(added.shoppingCartUuid));
  const order = await api().orders.getOrderConfirmation({ invoiceUuid: placed.invoiceUuid });
  return {
    dates,
    invoiceUuid: placed.invoiceUuid,
    reservationId: order.campsiteConfirmationSummaries[0]!.reservationId,
  };
}

async function watch(email: string, dates: { start: string; end: string }) {
  const created = await api().alerts.create({
    parkId: ids.trout,
    campsiteTypeId: ids.orchard,
    dates,
    guests: twoAdults,
    email,
  });
  expect(created.status).toBe("pending");
  await api().alerts.confirm({ token: await linkToken(email, "confirm") });
  return created.alertId;
}

const offersOf = (alertIds: string[]) =>
  db()
    .select({ alertId: alertOffers.alertId, status: alertOffers.status })
    .from(alertOffers)
    .innerJoin(availabilityAlerts, eq(availabilityAlerts.id, alertOffers.alertId))
    .where(eq(availabilityAlerts.parkId, ids.trout))
    .then((rows) => rows.filter((row) => alertIds.includes(row.alertId)));

describe(`availability alerts on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("offers a cancelled site to 50 waiting guests one at a time, in the order they asked", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { dates, invoiceUuid, reservationId } = await soldOutStay(gateway);
    const emails = Array.from({ length: 50 }, (_, index) => `waiting-${index}-${dates.start}@example.com`);
    const alertIds: string[] = [];
    for (const email of emails) alertIds.push(await watch(email, dates));

    // Nothing is free: nobody is offered anything.
    expect(await match(NOW)).toMatchObject({ ran: true, offered: 0 });

    await api({ payments: gateway }).orders.cancelReservation({ invoiceUuid, reservationId });
    expect(await match(minutesAfter(1))).toMatchObject({ offered: 1 });
    expect(await match(minutesAfter(2))).toMatchObject({ offered: 0 });
    expect(await offersOf(alertIds)).toEqual([{ alertId: alertIds[0], status: "open" }]);
    expect((await templatesTo(emails[0]!)).sort()).toEqual([
      "alert-confirm",
      "alert-offer",
      "alert-watching",
    ]);
    // The held site is off the market for everyone else meanwhile.
    expect(
      await outcomeOf(
        api({ now: minutesAfter(3) }).cart.addItem({
          parkId: ids.trout,
          campsiteTypeId: ids.orchard,
          dates,
          guests: twoAdults,
        }),
      ),
    ).toMatch(/^CONFLICT/);

    // Its link's page can say what is offered and until when, before the guest taps.
    const firstClaim = await linkToken(emails[0]!, "claim");
    expect(
      await api({ now: minutesAfter(3) }).alerts.link({ kind: "claim", token: firstClaim }),
    ).toMatchObject({
      parkName: "Trout Town Farms",
      typeName: "Orchard Tent Site",
      dates,
      offer: { siteName: orchardSites[0]!.name, status: "open", expiresAt: minutesAfter(16) },
    });

    // Unclaimed after 15 minutes, the offer passes to the second guest, and the first is told.
    expect(await match(minutesAfter(16))).toMatchObject({ lapsed: 1, offered: 1 });
    expect(await offersOf(alertIds)).toEqual([
      { alertId: alertIds[0], status: "lapsed" },
      { alertId: alertIds[1], status: "open" },
    ]);
    expect(await templatesTo(emails[0]!)).toContain("alert-offer-lapsed");
    expect(
      (await api({ now: minutesAfter(17) }).alerts.link({ kind: "claim", token: firstClaim })).offer?.status,
    ).toBe("lapsed");
    expect(await outcomeOf(api({ now: minutesAfter(17) }).alerts.claim({ token: firstClaim }))).toBe(
      "PRECONDITION_FAILED: This offer has ended: it was held for 15 minutes, and the site has passed to the next guest waiting.",
    );

    // The second guest claims in time: the site is in their cart, and they book it.
    const claimed = await api({ now: minutesAfter(20) }).alerts.claim({
      token: await linkToken(emails[1]!, "claim"),
    });
    const cart = await api({ now: minutesAfter(20) }).cart.getCart({
      shoppingCartUuid: claimed.shoppingCartUuid,
    });
    expect(cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!.campsite.name).toBe(orchardSites[0]!.name);
    // The cart says what the offer said: the site it named (no lock fee), held until the offer's end.
    const secondOffer = await api({ now: minutesAfter(20) }).alerts.link({
      kind: "claim",
      token: await linkToken(emails[1]!, "claim"),
    });
    expect(cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]).toMatchObject({
      siteLocked: true,
      pricing: { lockFee: 0 },
      holdExpiresAt: minutesAfter(31),
    });
    expect(secondOffer.offer?.expiresAt).toEqual(minutesAfter(31));
    const placed = await api({ now: minutesAfter(21), payments: gateway }).checkout.placeOrder(
      orderInput(claimed.shoppingCartUuid),
    );
    expect(placed.invoiceUuid).toBeTruthy();
    const [second] = await db()
      .select({ status: availabilityAlerts.status })
      .from(availabilityAlerts)
      .where(eq(availabilityAlerts.id, alertIds[1]!));
    expect(second?.status).toBe("claimed");
    // The third guest is still waiting, and nothing is left to offer.
    expect(await match(minutesAfter(40))).toMatchObject({ offered: 0 });
    expect(await offersOf(alertIds.slice(2))).toEqual([]);
  });

  it("lets one matcher run at a time, whatever the number of app processes", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { dates, invoiceUuid, reservationId } = await soldOutStay(gateway);
    const alertIds = [
      await watch(`one-${dates.start}@example.com`, dates),
      await watch(`two-${dates.start}@example.com`, dates),
    ];
    await api({ payments: gateway }).orders.cancelReservation({ invoiceUuid, reservationId });
    const outcomes = await Promise.all([
      match(minutesAfter(1), "process-a"),
      match(minutesAfter(1), "process-b"),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.offered, 0)).toBe(1);
    expect(await offersOf(alertIds)).toEqual([{ alertId: alertIds[0], status: "open" }]);

    // The offer e-mail's stop link gives the site back at once: it goes to the next guest.
    await api({ now: minutesAfter(2) }).alerts.cancel({
      token: await linkToken(`one-${dates.start}@example.com`, "stop", "alert-offer"),
    });
    expect(await match(minutesAfter(3))).toMatchObject({ offered: 1 });
    expect(await offersOf(alertIds)).toEqual([
      { alertId: alertIds[0], status: "lapsed" },
      { alertId: alertIds[1], status: "open" },
    ]);
  });

  it("watches a signed-in guest's own address at once, lists and stops it; a visitor's waits for confirmation", async () => {
    const dates = scenario.nextStay();
    const user = await signUpTestUser(db());
    const signedIn = callerFor(db(), {
      now: NOW,
      headers: { cookie: user.cookie, "x-lantern-client-ip": "198.51.100.7" },
    }).booking;
    const own = await signedIn.alerts.create({
      parkId: ids.trout,
      dates,
      guests: twoAdults,
      email: user.email,
    });
    expect(own.status).toBe("active");
    expect(await signedIn.alerts.list()).toMatchObject([
      { id: own.alertId, parkName: "Trout Town Farms", typeName: null, status: "active", dates },
    ]);
    // Someone else cannot stop it by id.
    expect(await outcomeOf(api().alerts.cancel({ alertId: own.alertId }))).toBe(
      "UNAUTHORIZED: Please sign in to continue.",
    );
    await signedIn.alerts.cancel({ alertId: own.alertId });
    expect((await signedIn.alerts.list())[0]?.status).toBe("cancelled");

    const visitor = `visitor-${dates.start}@example.com`;
    const pending = await api().alerts.create({
      parkId: ids.trout,
      dates,
      guests: twoAdults,
      email: visitor,
    });
    expect(pending.status).toBe("pending");
    expect(await templatesTo(visitor)).toEqual(["alert-confirm"]);
    // The stop link works without an account.
    await api().alerts.cancel({ token: await linkToken(visitor, "stop") });
    const [stopped] = await db()
      .select({ status: availabilityAlerts.status })
      .from(availabilityAlerts)
      .where(eq(availabilityAlerts.id, pending.alertId));
    expect(stopped?.status).toBe("cancelled");
  });

  it("refuses an 11th open alert for one address, with the field named, and a link that is not one", async () => {
    const dates = scenario.nextStay();
    const email = `busy-${dates.start}@example.com`;
    for (let index = 0; index < 10; index += 1) {
      await api().alerts.create({ parkId: ids.trout, dates, guests: twoAdults, email });
    }
    expect(await outcomeOf(api().alerts.create({ parkId: ids.trout, dates, guests: twoAdults, email }))).toBe(
      "BAD_REQUEST: This address already watches 10 stays; stop one of them to add another.",
    );
    expect(await outcomeOf(api().alerts.claim({ token: "x".repeat(43) }))).toBe(
      "NOT_FOUND: This offer link is not valid. Open it from the latest e-mail.",
    );
    expect(await outcomeOf(api().alerts.confirm({ token: "short" }))).toMatch(/^BAD_REQUEST/);
  });

  it("marks a park with every site taken as sold out in a search, and neither an open nor a closed park", async () => {
    const dates = scenario.nextStay();
    const everySite = await db()
      .select({ id: campsites.id, name: campsites.name })
      .from(campsites)
      .where(eq(campsites.parkId, ids.trout));
    for (const site of everySite) {
      await blockSite(db(), {
        parkId: ids.trout,
        campsiteId: site.id,
        campsiteName: site.name,
        stay: dates,
        now: NOW,
      });
    }
    const { results } = await api().search.searchParks({ dates, guests: twoAdults });
    expect(results.find((park) => park.id === ids.trout)).toMatchObject({
      availability: "UNAVAILABLE",
      soldOut: true,
    });
    expect(results.find((park) => park.id === ids.beaverkill)).toMatchObject({
      availability: "AVAILABLE",
      soldOut: false,
    });
    const winter = await api().search.searchParks({
      dates: { start: "2027-01-12", end: "2027-01-14" },
      guests: twoAdults,
    });
    expect(winter.results.find((park) => park.id === ids.trout)).toMatchObject({
      closedForSeason: true,
      soldOut: false,
    });
  });

  it("reads the whole line: an alert behind 600 others that cannot be served is still offered its site", async () => {
    const gateway = new TestPaymentGateway(() => NOW);
    const { dates: soldOut } = await soldOutStay(gateway);
    await db()
      .insert(availabilityAlerts)
      .values(
        Array.from({ length: 600 }, (_, index) => ({
          parkId: ids.trout,
          campsiteTypeId: ids.orchard,
          arrival: soldOut.start,
          departure: soldOut.end,
          adults: 2,
          email: `queue-${index}-${soldOut.start}@example.com`,
          status: "active" as const,
          tokenHash: `queue-${index}-${soldOut.start}`,
          createdAt: NOW,
          updatedAt: NOW,
        })),
      );
    const open = scenario.nextStay();
    const last = await watch(`last-${open.start}@example.com`, open);
    expect(await match(minutesAfter(1))).toMatchObject({ offered: 1 });
    expect(await offersOf([last])).toEqual([{ alertId: last, status: "open" }]);
  });
});
