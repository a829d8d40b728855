import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq, inArray } from "drizzle-orm";
import pg from "pg";
import superjson from "superjson";
import { afterAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { createTrpcHandler } from "@/server/api/http-handler";
import { orders, siteAllocations } from "@/server/db/schema";
import { createDrain, DRAINING_MESSAGE, drainServer } from "@/server/http/draining";
import { serveApi } from "@/server/http/node-fetch-bridge";
import { NOW, setUpCheckoutScenario, twoAdults } from "../support/checkout-scenario";
import { testEnv } from "../support/test-context";

const { db, database, ids, nextStay, api, orderInput } = setUpCheckoutScenario();
const onPostgres = process.env.TEST_DATABASE_KIND === "postgres";

/** As `npm start` serves the API: the drain's `admit` first, then the tRPC endpoint (scripts/start.ts). */
async function serveAsNpmStart() {
  const drain = createDrain();
  const trpc = createTrpcHandler({ getDatabase: async () => database(), env: testEnv(), now: () => NOW });
  const server = http.createServer((req, res) => {
    if (!drain.admit(req, res)) return;
    void serveApi(trpc, req, res);
  });
  // As npm start's: a kept-alive connection stays open until the client, or the drain, closes it.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { server, drain, port };
}

type Answer =
  | { status: number; headers: http.IncomingHttpHeaders; json: unknown }
  | { status: "failed"; code: string };

let address = 0;
/** One call as a browser's client makes it, on `agent`'s keep-alive connections, from a client address of its own. */
function call(
  port: number,
  agent: http.Agent,
  method: "GET" | "POST",
  path: string,
  input?: unknown,
): Promise<Answer> {
  address += 1;
  const body = input === undefined ? undefined : JSON.stringify(superjson.serialize(input));
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port,
        path,
        method,
        agent,
        headers: { "content-type": "application/json", "x-lantern-client-ip": `192.0.2.${address % 250}` },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          text += chunk;
        });
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(text) }),
        );
        res.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ status: "failed", code: error.code ?? "" }),
        );
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) => resolve({ status: "failed", code: error.code ?? "" }));
    req.end(body);
  });
}

const placeOrder = (port: number, agent: http.Agent, input: unknown) =>
  call(port, agent, "POST", "/api/trpc/booking.checkout.placeOrder", input);

/** A one-site cart of its own week, held and ready to pay. */
async function heldCart() {
  const added = await api().cart.addItem({
    parkId: ids.trout,
    campsiteTypeId: ids.orchard,
    dates: nextStay(),
    guests: twoAdults,
  });
  return { input: orderInput(added.shoppingCartUuid), cartItemId: added.reservationDetailId };
}

/** The first call runs `work`; later calls get its promise. */
function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= work();
    return running;
  };
}

/**
 * Keeps the checkouts of these idempotency keys from finishing until released: on PostgreSQL another session holds
 * each key's advisory lock, which `placeOrder` takes first in its transaction (the calls wait mid-transaction); on
 * PGlite, one session for everyone, an open transaction makes every other query wait its turn.
 */
async function holdCheckouts(
  keys: string[],
): Promise<{ waiting: () => Promise<number>; release: () => Promise<void> }> {
  if (onPostgres) {
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await holder.connect();
    for (const key of keys) await holder.query("select pg_advisory_lock(hashtextextended($1, 7))", [key]);
    return {
      waiting: async () =>
        (
          await holder.query<{ n: number }>(
            `select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
               and database = (select oid from pg_database where datname = current_database())`,
          )
        ).rows[0]!.n,
      release: once(async () => {
        await holder.query("select pg_advisory_unlock_all()");
        await holder.end();
      }),
    };
  }
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let opened = () => {};
  const open = new Promise<void>((resolve) => {
    opened = resolve;
  });
  const transaction = db().transaction(async () => {
    opened();
    await released;
  });
  await open;
  return {
    waiting: async () => keys.length,
    release: once(async () => {
      release();
      await transaction;
    }),
  };
}

const agents: http.Agent[] = [];
const browserAgent = () => {
  const agent = new http.Agent({ keepAlive: true });
  agents.push(agent);
  return agent;
};
afterAll(() => {
  for (const agent of agents) agent.destroy();
});

describe(`SIGTERM during a burst of checkouts (${onPostgres ? "PostgreSQL" : "PGlite"})`, () => {
  it("finishes the checkouts under way, answers later calls 503 with Retry-After, and loses no acknowledged order", async () => {
    const underWay = await Promise.all(Array.from({ length: 8 }, heldCart));
    const later = await Promise.all(Array.from({ length: 4 }, heldCart));
    const holdsBefore = await db()
      .select({ cartItemId: siteAllocations.cartItemId, expiresAt: siteAllocations.expiresAt })
      .from(siteAllocations)
      .where(
        and(
          eq(siteAllocations.kind, "hold"),
          inArray(
            siteAllocations.cartItemId,
            later.map((cart) => cart.cartItemId),
          ),
        ),
      );
    expect(holdsBefore).toHaveLength(4);

    const { server, drain, port } = await serveAsNpmStart();
    // A guest who browsed a moment ago: their browser keeps the connection open, idle.
    const idleBrowser = browserAgent();
    expect((await call(port, idleBrowser, "GET", "/api/trpc/booking.parks.list")).status).not.toBe("failed");
    const idleSocket = await vi.waitFor(() => {
      const [socket] = Object.values(idleBrowser.freeSockets).flat();
      expect(socket).toBeDefined();
      return socket!;
    });
    const idleClosed = new Promise<void>((resolve) => idleSocket.once("close", () => resolve()));

    const hold = await holdCheckouts(underWay.map((cart) => cart.input.idempotencyKey));
    // Released after the drain began; a failure before that still releases it (PGlite would wait forever).
    onTestFinished(() => hold.release());
    const burst = browserAgent();
    const answered = underWay.map((cart) => placeOrder(port, burst, cart.input));
    await vi.waitFor(
      async () => {
        expect(drain.inFlight).toBe(underWay.length);
        expect(await hold.waiting()).toBe(underWay.length);
      },
      { timeout: 10_000, interval: 20 },
    );

    // What SIGTERM calls (scripts/start.ts), with the checkouts in flight.
    const drained = drainServer(server, drain, { graceMs: 20_000 });
    await idleClosed;
    const refused = await Promise.all(later.map((cart) => placeOrder(port, browserAgent(), cart.input)));
    const health = await call(port, browserAgent(), "GET", "/api/health");
    const idleBrowserAgain = await call(port, idleBrowser, "GET", "/api/trpc/booking.parks.list");

    await hold.release();
    const placed = await Promise.all(answered);
    expect(await drained).toEqual({ cut: 0 });
    expect(server.listening).toBe(false);

    // The calls under way: all answered, all booked, each connection closed after its answer.
    for (const answer of placed) {
      expect(answer).toMatchObject({ status: 200, headers: { connection: "close" } });
    }
    // Every call that came after: 503, Retry-After, the API line's retryable shape. None reset, none 500.
    for (const answer of [...refused, idleBrowserAgain]) {
      expect(answer).toMatchObject({
        status: 503,
        headers: { "retry-after": "3", connection: "close" },
        json: {
          error: {
            json: {
              message: DRAINING_MESSAGE,
              data: { code: "SERVICE_UNAVAILABLE", details: { retryAfterSeconds: 3, retryable: true } },
            },
          },
        },
      });
    }
    expect(health).toMatchObject({ status: 503, json: { status: "draining" } });

    // Every acknowledged order is in the database, complete: paid, its site reserved, its hold gone.
    for (const [index, answer] of placed.entries()) {
      const { invoiceUuid } = (answer as { json: { result: { data: { json: { invoiceUuid: string } } } } })
        .json.result.data.json;
      const confirmation = await api().orders.getOrderConfirmation({ invoiceUuid });
      expect(confirmation.payment).toMatchObject({ status: "captured" });
      expect(confirmation.campsiteConfirmationSummaries).toHaveLength(1);
      const reservationId = confirmation.campsiteConfirmationSummaries[0]!.reservationId;
      const holds = await db()
        .select({ id: siteAllocations.id })
        .from(siteAllocations)
        .where(
          and(eq(siteAllocations.kind, "hold"), eq(siteAllocations.cartItemId, underWay[index]!.cartItemId)),
        );
      expect(holds).toEqual([]);
      const [reserved] = await db()
        .select({ kind: siteAllocations.kind })
        .from(siteAllocations)
        .where(eq(siteAllocations.reservationId, reservationId));
      expect(reserved).toEqual({ kind: "reservation" });
    }
    // The refused carts are as they were: no order, their holds untouched; no other hold is left anywhere.
    const refusedOrders = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.idempotencyKey,
          later.map((cart) => cart.input.idempotencyKey),
        ),
      );
    expect(refusedOrders).toEqual([]);
    const holdsAfter = await db()
      .select({ cartItemId: siteAllocations.cartItemId, expiresAt: siteAllocations.expiresAt })
      .from(siteAllocations)
      .where(eq(siteAllocations.kind, "hold"));
    expect(holdsAfter).toEqual(expect.arrayContaining(holdsBefore));
    expect(holdsAfter).toHaveLength(holdsBefore.length);

    // The next process serves what was refused, as Retry-After promised: the same calls book.
    const next = await serveAsNpmStart();
    const retried = await Promise.all(later.map((cart) => placeOrder(next.port, browserAgent(), cart.input)));
    for (const answer of retried) expect(answer).toMatchObject({ status: 200 });
    await drainServer(next.server, next.drain, { graceMs: 20_000 });
  });
});
