import { and, count, eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { blockSite, callsInLineForType } from "@/features/availability/server";
import { createTrpcHandler } from "@/server/api/http-handler";
import { type Database, openDatabase } from "@/server/db/client";
import {
  campsites,
  campsiteTypes,
  cartItems,
  carts,
  parks,
  rateLimits,
  siteAllocations,
} from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { NOW } from "../support/checkout-scenario";
import { countingTransactions } from "../support/counting-db";
import { serveApiHandler } from "../support/http-server";
import { testEnv } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

const url = process.env.TEST_DATABASE_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

let test: TestDatabase;
let small: Database | undefined;
let server: Awaited<ReturnType<typeof serveApiHandler>> | undefined;
/** An app process as configured by default (ten connections). */
let roomy: Awaited<ReturnType<typeof serveApiHandler>> | undefined;
/** The transactions `roomy` opened: one per turn of a type's line. */
let roomyTransactions: () => number = () => 0;
let lockHolder: pg.Client | undefined;
let input: { parkId: string; campsiteTypeId: string };

beforeAll(async () => {
  test = await createTestDatabase();
  if (!url) return;
  await seedDemoData(test.db, { today: "2026-11-21" });
  const [orchard] = await test.db
    .select({ parkId: campsiteTypes.parkId, id: campsiteTypes.id })
    .from(campsiteTypes)
    .innerJoin(parks, eq(parks.id, campsiteTypes.parkId))
    .where(and(eq(parks.slug, "trout-town-farms"), eq(campsiteTypes.name, "Orchard Tent Site")));
  input = { parkId: orchard!.parkId, campsiteTypeId: orchard!.id };
  // An app process with one connection, which waits 300 ms for it, serving two calls at once and queueing one.
  small = await openDatabase({ kind: "postgres", url, maxConnections: 1, connectTimeoutMs: 300 });
  const env = testEnv({ DB_POOL_SIZE: "2", API_QUEUE_MAX: "1", API_QUEUE_WAIT_MS: "60000" });
  server = await serveApiHandler(createTrpcHandler({ getDatabase: async () => small!, env, now: () => NOW }));
  const counted = countingTransactions(test.database.db);
  roomyTransactions = counted.opened;
  roomy = await serveApiHandler(
    createTrpcHandler({
      getDatabase: async () => ({ ...test.database, db: counted.db }),
      env: testEnv(),
      now: () => NOW,
    }),
  );
  // A session lock needs a session of its own: straight to PostgreSQL when the app's URL is a transaction pooler's.
  lockHolder = new pg.Client({ connectionString: process.env.TEST_DATABASE_SESSION_URL ?? url });
  await lockHolder.connect();
});
afterAll(async () => {
  await lockHolder?.end();
  await server?.close();
  await roomy?.close();
  await small?.close();
  await test?.close();
});

const addItem = (guest: number, dates = { start: "2027-06-09", end: "2027-06-11" }, to = server) =>
  fetch(`${to!.url}/api/trpc/booking.cart.addItem`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-lantern-client-ip": `198.51.100.${guest}` },
    body: JSON.stringify({
      json: {
        ...input,
        dates,
        guests: { adults: 2, children: 0, pets: 0 },
      },
    }),
  });

const lockWaiters = async () =>
  (
    await lockHolder!.query<{ waiting: number }>(
      "select count(*)::int as waiting from pg_locks where locktype = 'advisory' and not granted",
    )
  ).rows[0]!.waiting;

describe.skipIf(!url)("a booking rush on PostgreSQL", () => {
  it("answers 503 with Retry-After and the cart's message, never 500, and leaves no half-written item or hold", async () => {
    // Another session holds the type's turn: the first guest's call takes the process's only connection and waits.
    await lockHolder!.query("select pg_advisory_lock(hashtextextended($1, 0))", [input.campsiteTypeId]);
    const first = addItem(1);
    await vi.waitFor(async () => expect(await lockWaiters()).toBe(1), { timeout: 10_000, interval: 20 });

    // One more is served but finds no connection, one waits in line, one finds the line full.
    const refused = await Promise.all([addItem(2), addItem(3), addItem(4)]);
    const answers: { message: string; retryable: unknown }[] = [];
    for (const response of refused) {
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("3");
      const body = (await response.json()) as {
        error: { json: { message: string; data: { code: string; details: { retryable: unknown } } } };
      };
      expect(body.error.json.data.code).toBe("SERVICE_UNAVAILABLE");
      answers.push({ message: body.error.json.message, retryable: body.error.json.data.details.retryable });
    }
    // Refused in line (did nothing: the cart retries by itself); no connection in time (the guest decides).
    expect(answers).toContainEqual({
      message: "Many guests are booking right now — trying again in 3 s.",
      retryable: true,
    });
    expect(answers).toContainEqual({
      message: "Many guests are booking right now. Please try again in a few seconds.",
      retryable: false,
    });
    const itemsWhileRefused = await test.db.select({ n: count() }).from(cartItems);
    expect(itemsWhileRefused[0]!.n).toBe(0);

    await lockHolder!.query("select pg_advisory_unlock(hashtextextended($1, 0))", [input.campsiteTypeId]);
    expect((await first).status).toBe(200);
    // Only the first guest's cart, item and hold exist: the refused calls wrote nothing.
    expect((await test.db.select({ n: count() }).from(carts))[0]!.n).toBe(1);
    expect((await test.db.select({ n: count() }).from(cartItems))[0]!.n).toBe(1);
    expect(
      (await test.db.select({ n: count() }).from(siteAllocations).where(eq(siteAllocations.kind, "hold")))[0]!
        .n,
    ).toBe(1);
  });

  it("gives the last free site to the guest who asked first, on the first try, and tells the others (and one who comes later, without a write)", async () => {
    const dates = { start: "2027-06-16", end: "2027-06-18" };
    const sites = await test.db
      .select({ id: campsites.id, name: campsites.name })
      .from(campsites)
      .where(eq(campsites.campsiteTypeId, input.campsiteTypeId))
      .orderBy(campsites.name);
    for (const site of sites.slice(1)) {
      await blockSite(test.db, {
        parkId: input.parkId,
        campsiteId: site.id,
        campsiteName: site.name,
        stay: dates,
        now: NOW,
      });
    }
    await lockHolder!.query("select pg_advisory_lock(hashtextextended($1, 0))", [input.campsiteTypeId]);
    const transactionsBefore = roomyTransactions();
    const answers: Promise<Response>[] = [];
    for (const guest of [11, 12, 13]) {
      answers.push(addItem(guest, dates, roomy));
      // Each guest in line before the next arrives: the first waiting on PostgreSQL, the others in this process.
      await vi.waitFor(
        async () => {
          expect(await lockWaiters()).toBe(1);
          expect(callsInLineForType(input.campsiteTypeId)).toBe(answers.length);
        },
        { timeout: 10_000, interval: 20 },
      );
    }
    await lockHolder!.query("select pg_advisory_unlock(hashtextextended($1, 0))", [input.campsiteTypeId]);
    const [first, second, third] = await Promise.all(answers);
    expect(first!.status).toBe(200);
    const held = (await first!.json()) as {
      result: {
        data: {
          json: { cart: { parkShoppingCartsArray: { shoppingCartItems: { campsite: { id: string } }[] }[] } };
        };
      };
    };
    expect(held.result.data.json.cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!.campsite.id).toBe(
      sites[0]!.id,
    );
    for (const later of [second!, third!]) {
      expect(later.status).toBe(409);
      expect(((await later.json()) as { error: { json: { message: string } } }).error.json.message).toBe(
        "The last free sites of this type were just taken.",
      );
    }
    // Two turns: the first guest's, and the second's, whose read found the site taken. The third guest, in line
    // before that read, was answered from it.
    expect(roomyTransactions() - transactionsBefore).toBe(2);

    // A guest who comes once the type is sold out is told from reads alone: not even an attempt is written.
    const late = await addItem(14, dates, roomy);
    expect(late.status).toBe(409);
    const counted = await test.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(counted.map((row) => row.key)).toEqual(expect.arrayContaining(["cart-add:198.51.100.11"]));
    expect(counted.map((row) => row.key)).not.toContain("cart-add:198.51.100.14");
  });
});
