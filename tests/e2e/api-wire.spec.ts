import { createTRPCClient, httpBatchLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "../../src/server/api/root";
import { expect, test } from "./support/test";

/** The wire of api.md against the production build (NODE_ENV=production): what other clients rely on. */

function expectNoStack(body: string) {
  expect(body).not.toMatch(/"stack"/);
  expect(body).not.toMatch(/\bat .+\.(ts|js):\d+/);
}

test("a batched GET of two queries answers both", async ({ request }) => {
  const input = encodeURIComponent(JSON.stringify({ "0": { json: null }, "1": { json: null } }));
  const response = await request.get(
    `/api/trpc/booking.parks.list,booking.content.getBanner?batch=1&input=${input}`,
  );
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { result: { data: { json: unknown } } }[];
  expect(body).toHaveLength(2);
  expect(body[0]?.result.data.json).toEqual(
    expect.arrayContaining([expect.objectContaining({ slug: "trout-town-farms" })]),
  );
  expect(body[1]?.result.data.json).toMatchObject({ description: expect.any(String) });
});

test("a mutation by GET answers 405 METHOD_NOT_SUPPORTED", async ({ request }) => {
  const response = await request.get("/api/trpc/booking.authentication.logout");
  expect(response.status()).toBe(405);
  const body = await response.text();
  expect(JSON.parse(body).error.json.data.code).toBe("METHOD_NOT_SUPPORTED");
  expectNoStack(body);
});

test("malformed input answers PARSE_ERROR", async ({ request }) => {
  const response = await request.get("/api/trpc/booking.cart.getCart?input=%7Bnot-json");
  expect(response.status()).toBe(400);
  const body = await response.text();
  expect(JSON.parse(body).error.json.data.code).toBe("PARSE_ERROR");
  expectNoStack(body);
});

test("an invalid uuid answers BAD_REQUEST naming shoppingCartUuid", async ({ request }) => {
  const input = encodeURIComponent(JSON.stringify({ json: { shoppingCartUuid: "nope" } }));
  const response = await request.get(`/api/trpc/booking.cart.getCart?input=${input}`);
  expect(response.status()).toBe(400);
  const body = await response.text();
  const error = JSON.parse(body).error.json;
  expect(error.data.code).toBe("BAD_REQUEST");
  expect(error.data.fieldErrors).toHaveProperty("shoppingCartUuid");
  expectNoStack(body);
});

test("an unknown cart answers 404 NOT_FOUND", async ({ request }) => {
  const input = encodeURIComponent(
    JSON.stringify({ json: { shoppingCartUuid: "6f1c2a4e-2b7d-4c1e-9f3a-0d5e8b7a6c41" } }),
  );
  const response = await request.get(`/api/trpc/booking.cart.getCart?input=${input}`);
  expect(response.status()).toBe(404);
  const body = await response.text();
  expect(JSON.parse(body).error.json.data.code).toBe("NOT_FOUND");
  expectNoStack(body);
});

test("a Date survives the round trip as a Date", async ({ baseURL }) => {
  const client = createTRPCClient<AppRouter>({
    links: [httpBatchLink({ url: `${baseURL}/api/trpc`, transformer: superjson })],
  });
  const banner = await client.booking.content.getBanner.query();
  expect(banner?.startsAt).toBeInstanceOf(Date);
});

test("the health check reports the database reachable", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", database: "reachable" });
});
