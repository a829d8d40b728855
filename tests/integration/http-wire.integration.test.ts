import { createTRPCClient, httpBatchLink, httpLink, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrpcHandler } from "@/server/api/http-handler";
import type { AppRouter } from "@/server/api/root";
import { banners, carts } from "@/server/db/schema";
import { createParkWithSite } from "../support/factories";
import { serveApiHandler } from "../support/http-server";
import { testEnv } from "../support/test-context";
import { createTestDatabase, openNewInstallation, type TestDatabase } from "../support/test-database";

let test: TestDatabase;
let server: Awaited<ReturnType<typeof serveApiHandler>>;
const env = testEnv({ API_BODY_LIMIT_BYTES: "65536" });

beforeAll(async () => {
  test = await createTestDatabase();
  await createParkWithSite(test.db);
  await test.db.insert(banners).values({
    description: "Fall weekends at Trout Town Farms",
    link: "/trout-town-farms",
    linkText: "Book now",
    startsAt: new Date("2026-09-01T04:00:00Z"),
  });
  server = await serveApiHandler(createTrpcHandler({ getDatabase: async () => test.database, env }));
});
afterAll(async () => {
  await server?.close();
  await test?.close();
});

const client = () =>
  createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${server.url}/api/trpc`, transformer: superjson })],
  });

async function rawError(response: Response) {
  const body = (await response.json()) as {
    error: { json: { message: string; code: number; data: Record<string, unknown> } };
  };
  return body.error.json;
}

function expectNoStack(body: string) {
  expect(body).not.toMatch(/"stack"/);
  expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

describe("the tRPC wire over HTTP", () => {
  it("answers a batched GET of two queries with both results", async () => {
    const input = encodeURIComponent(JSON.stringify({ "0": { json: null }, "1": { json: null } }));
    const response = await fetch(
      `${server.url}/api/trpc/booking.parks.list,booking.content.getBanner?batch=1&input=${input}`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { result: { data: { json: unknown } } }[];
    expect(body).toHaveLength(2);
    expect(body[0]?.result.data.json).toEqual(
      expect.arrayContaining([expect.objectContaining({ city: "Roscoe" })]),
    );
    expect(body[1]?.result.data.json).toMatchObject({ description: "Fall weekends at Trout Town Farms" });
  });

  it("batches calls made together by the official client", async () => {
    const trpc = client();
    const [parks, banner] = await Promise.all([
      trpc.booking.parks.list.query(),
      trpc.booking.content.getBanner.query(),
    ]);
    expect(parks.length).toBeGreaterThan(0);
    expect(banner?.linkText).toBe("Book now");
  });

  it("keeps a Date a Date across the wire (superjson)", async () => {
    const banner = await client().booking.content.getBanner.query();
    expect(banner?.startsAt).toBeInstanceOf(Date);
    expect(banner?.startsAt?.toISOString()).toBe("2026-09-01T04:00:00.000Z");
    const [cart] = await test.db.insert(carts).values({}).returning();
    const fetched = await client().booking.cart.getCart.query({ shoppingCartUuid: cart!.id });
    expect(fetched.cartCreatedAt).toBeInstanceOf(Date);
    expect(fetched.cartCreatedAt.getTime()).toBe(cart!.createdAt.getTime());
  });

  it("answers a mutation by GET with 405 METHOD_NOT_SUPPORTED", async () => {
    const response = await fetch(`${server.url}/api/trpc/booking.authentication.logout`);
    expect(response.status).toBe(405);
    expect((await rawError(response)).data.code).toBe("METHOD_NOT_SUPPORTED");
  });

  it("answers malformed input with PARSE_ERROR", async () => {
    const response = await fetch(`${server.url}/api/trpc/booking.cart.getCart?input=%7Bnot-json`);
    expect(response.status).toBe(400);
    const body = await response.text();
    expect(JSON.parse(body).error.json.data.code).toBe("PARSE_ERROR");
    expectNoStack(body);
  });

  it("answers an invalid cart id with BAD_REQUEST naming the field shoppingCartUuid", async () => {
    const error = await client()
      .booking.cart.getCart.query({ shoppingCartUuid: "not-a-uuid" })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(TRPCClientError);
    const data = (error as TRPCClientError<AppRouter>).data as {
      code: string;
      fieldErrors: Record<string, string[]>;
    };
    expect(data.code).toBe("BAD_REQUEST");
    expect(Object.keys(data.fieldErrors)).toEqual(["shoppingCartUuid"]);
    expect((error as Error).message).toContain("shoppingCartUuid");
  });

  it("answers an unknown cart with 404 NOT_FOUND", async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { shoppingCartUuid: crypto.randomUUID() } }));
    const response = await fetch(`${server.url}/api/trpc/booking.cart.getCart?input=${input}`);
    expect(response.status).toBe(404);
    const error = await rawError(response);
    expect(error.data.code).toBe("NOT_FOUND");
    expect(error.code).toBe(-32004);
  });

  it("answers an unknown procedure with 404 NOT_FOUND", async () => {
    const response = await fetch(`${server.url}/api/trpc/booking.nothing.here`);
    expect(response.status).toBe(404);
  });

  it("answers UNAUTHORIZED to a visitor asking for a wish list", async () => {
    const error = await client()
      .booking.wishlist.getWishListItems.query()
      .catch((failure: unknown) => failure);
    expect((error as TRPCClientError<AppRouter>).data?.code).toBe("UNAUTHORIZED");
  });

  it("answers a malformed JSON body with PARSE_ERROR", async () => {
    const response = await fetch(`${server.url}/api/trpc/booking.authentication.logout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{oops",
    });
    expect(response.status).toBe(400);
    expect((await rawError(response)).data.code).toBe("PARSE_ERROR");
  });

  it("refuses a streamed body over the limit, without a declared length, with 413", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16_384));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 6) controller.close();
        else {
          sent += 1;
          controller.enqueue(chunk);
        }
      },
    });
    const response = await fetch(`${server.url}/api/trpc/booking.authentication.logout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect((await rawError(response)).data.code).toBe("PAYLOAD_TOO_LARGE");
    // The rest of the body was never read: the connection ends with the answer.
    expect(response.headers.get("connection")).toBe("close");
  });

  it("refuses a body over the limit with 413 PAYLOAD_TOO_LARGE", async () => {
    const response = await fetch(`${server.url}/api/trpc/booking.authentication.logout`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: "x".repeat(70_000) }),
    });
    expect(response.status).toBe(413);
    expect((await rawError(response)).data.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("answers any method but GET, HEAD and POST with 405 METHOD_NOT_SUPPORTED and Allow", async () => {
    for (const method of ["DELETE", "OPTIONS", "PUT", "PATCH"]) {
      const response = await fetch(`${server.url}/api/trpc/booking.authentication.logout`, {
        method,
        headers: { "content-type": "application/json" },
      });
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, POST");
      const error = await rawError(response);
      expect(error.data).toMatchObject({
        code: "METHOD_NOT_SUPPORTED",
        path: "booking.authentication.logout",
      });
    }
    // HEAD keeps tRPC's empty warm-up answer.
    const head = await fetch(`${server.url}/api/trpc/booking.parks.list`, { method: "HEAD" });
    expect(head.status).toBe(204);
  });

  it("serves a mutation without input to a POST with an empty body, with or without a JSON Content-Type", async () => {
    for (const headers of [{ "content-type": "application/json" }, {}] as Record<string, string>[]) {
      const response = await fetch(`${server.url}/api/trpc/booking.authentication.logout`, {
        method: "POST",
        headers,
      });
      expect(response.status).toBe(200);
      expect(((await response.json()) as { result: { data: { json: unknown } } }).result.data.json).toEqual({
        ok: true,
      });
    }
  });

  it("answers an empty POST body to a mutation that needs input with BAD_REQUEST naming the input, not a parse error", async () => {
    const response = await fetch(`${server.url}/api/trpc/booking.authentication.login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect((await rawError(response)).data.code).toBe("BAD_REQUEST");
  });

  it("serves a mutation by POST", async () => {
    const trpc = createTRPCClient<AppRouter>({
      links: [httpLink({ url: `${server.url}/api/trpc`, transformer: superjson })],
    });
    await expect(trpc.booking.authentication.logout.mutate()).resolves.toEqual({ ok: true });
  });
});

describe("internal failures", () => {
  it("answers a database failure with a generic message, no SQL, no internals", async () => {
    const broken = await openNewInstallation();
    await broken.close();
    const brokenServer = await serveApiHandler(createTrpcHandler({ getDatabase: async () => broken, env }));
    try {
      const response = await fetch(`${brokenServer.url}/api/trpc/booking.parks.list`);
      expect(response.status).toBe(500);
      const body = await response.text();
      const error = JSON.parse(body).error.json;
      expect(error.data.code).toBe("INTERNAL_SERVER_ERROR");
      expect(error.message).toBe("Something went wrong on our side. Please try again.");
      expect(body).not.toMatch(/select|pglite|closed/i);
      expectNoStack(body);
    } finally {
      await brokenServer.close();
    }
  });
});
