import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allocateSite, releaseHold, releaseReservation } from "@/features/availability/server";
import { campsites, campsiteTypes, rates } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { seededPark } from "../../../tests/support/factories";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { searchCampsites, searchParks } from "./search.service";

// searchParks keeps each park's answer between searches of one question (decision 0022). These searches ask the
// same question again and again around writes and a moving clock: every answer must be the current one.

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
const STAY = { start: "2027-07-13", end: "2027-07-15" };
const twoAdults = { adults: 2, children: 0, pets: 0 };
let trout: { id: string };
let sites: { id: string; name: string }[];

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  trout = await seededPark(test.db, "trout-town-farms");
  sites = await test.db
    .select({ id: campsites.id, name: campsites.name })
    .from(campsites)
    .where(eq(campsites.parkId, trout.id));
});
afterAll(async () => {
  await test?.close();
});

const troutAnswer = async (now = NOW, dates = STAY) => {
  const { results } = await searchParks(test.db, { dates, guests: twoAdults, now });
  return results.find((park) => park.id === trout.id)!;
};

describe(`searchParks' kept answers on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("follows reservations, holds and a hold's expiry written between two searches of the same stay", async () => {
    expect((await troutAnswer()).availability).toBe("AVAILABLE");
    expect((await troutAnswer()).availability).toBe("AVAILABLE");

    // The site that will come free: one the stay can use (any site of the park may be of a type it cannot).
    const { results } = await searchCampsites(test.db, {
      parkId: trout.id,
      dates: STAY,
      guests: twoAdults,
      now: NOW,
    });
    const freeSiteId = results[0]!.campsites[0]!.id;
    const free = sites.find((site) => site.id === freeSiteId)!;
    const reservationOf = new Map<string, string>();
    for (const site of sites) {
      const reservationId = crypto.randomUUID();
      reservationOf.set(site.id, reservationId);
      await allocateSite(test.db, {
        parkId: trout.id,
        campsiteId: site.id,
        campsiteName: site.name,
        stay: STAY,
        kind: "reservation",
        reservationId,
        now: NOW,
      });
    }
    const full = await troutAnswer();
    expect(full.availability).toBe("UNAVAILABLE");
    expect(full.suggestedStay).not.toBeNull();

    // That site frees up: the next search sees it.
    await releaseReservation(test.db, { parkId: trout.id, reservationId: reservationOf.get(free.id)! });
    expect((await troutAnswer()).availability).toBe("AVAILABLE");

    // A guest holds it for 30 minutes: taken until the hold expires on the search's clock.
    const cartItemId = crypto.randomUUID();
    await allocateSite(test.db, {
      parkId: trout.id,
      campsiteId: free.id,
      campsiteName: free.name,
      stay: STAY,
      kind: "hold",
      cartItemId,
      expiresAt: new Date(NOW.getTime() + 30 * 60_000),
      now: NOW,
    });
    expect((await troutAnswer()).availability).toBe("UNAVAILABLE");
    expect((await troutAnswer(new Date(NOW.getTime() + 29 * 60_000))).availability).toBe("UNAVAILABLE");
    expect((await troutAnswer(new Date(NOW.getTime() + 31 * 60_000))).availability).toBe("AVAILABLE");

    await releaseHold(test.db, { parkId: trout.id, cartItemId });
    for (const [siteId, reservationId] of reservationOf) {
      if (siteId !== free.id) await releaseReservation(test.db, { parkId: trout.id, reservationId });
    }
    expect((await troutAnswer()).availability).toBe("AVAILABLE");
  });

  it("shows a rate change on the next search", async () => {
    const before = (await troutAnswer()).startingPrice!;
    const types = await test.db
      .select({ id: campsiteTypes.id })
      .from(campsiteTypes)
      .where(eq(campsiteTypes.parkId, trout.id));
    await test.db
      .update(rates)
      .set({ nightlyCents: sql`${rates.nightlyCents} * 2` })
      .where(
        inArray(
          rates.campsiteTypeId,
          types.map((type) => type.id),
        ),
      );
    expect((await troutAnswer()).startingPrice).toBeGreaterThan(before);
  });

  it("opens a stay to booking at the park's midnight, when its booking window reaches it", async () => {
    // 365 days ahead at most: on July 12 (New York) July 13 next year is one day too far; on July 13 it is not.
    const lateOnTwelfth = new Date("2026-07-13T03:59:00Z");
    const earlyOnThirteenth = new Date("2026-07-13T04:01:00Z");
    expect((await troutAnswer(new Date("2026-07-12T15:00:00Z"))).availability).toBe("UNAVAILABLE");
    expect((await troutAnswer(lateOnTwelfth)).availability).toBe("UNAVAILABLE");
    expect((await troutAnswer(earlyOnThirteenth)).availability).toBe("AVAILABLE");
  });
});
