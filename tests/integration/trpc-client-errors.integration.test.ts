import http from "node:http";
import type { AddressInfo } from "node:net";
import { createTRPCClient, TRPCClientError } from "@trpc/client";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiLinks } from "@/lib/trpc/links";
import type { AppRouter } from "@/server/api/root";

/**
 * Spec §8's client errors, against a real HTTP server that answers the way a broken proxy or server might:
 * the site's own links (`apiLinks`) must turn each answer into exactly the catalogue's message.
 */
const answers: Record<string, unknown> = {
  // The answer of a healthy server, for comparison.
  good: { result: { data: superjson.serialize({ description: "Fall weekends", at: new Date(0) }) } },
  errorWithoutNumericCode: { error: superjson.serialize({ message: "nope", code: "BAD_REQUEST" }) },
  errorNotAnObject: { error: superjson.serialize("nope") },
  resultNotAnObject: { result: 42 },
  neitherResultNorError: { hello: "world" },
  undeserializableResult: { result: { data: { json: { a: 1 }, meta: { values: { a: ["no-such-type"] } } } } },
  undeserializableError: {
    error: { json: { message: "x" }, meta: { values: { message: ["no-such-type"] } } },
  },
};

let server: http.Server;
let url: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const requestUrl = new URL(req.url ?? "/", "http://localhost");
    const names = requestUrl.pathname.replace("/api/trpc/", "").split(",");
    const procedure = (name: string) => name.replace(/^booking\.content\./, "");
    res.writeHead(200, { "content-type": "application/json" });
    if (names.includes("booking.content.notJson")) {
      res.end("<html>502 Bad Gateway</html>");
      return;
    }
    const body = names.map((name) => answers[procedure(name)] ?? answers.good);
    res.end(JSON.stringify(requestUrl.searchParams.has("batch") ? body : body[0]));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/trpc`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Calls `booking.content.<name>` as a query through the site's links; the server decides what it gets back. */
async function call(name: string) {
  const client = createTRPCClient<AppRouter>({ links: apiLinks(url) });
  const untyped = client.booking.content as unknown as Record<string, { query: () => Promise<unknown> }>;
  return untyped[name]!.query();
}

async function messageOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TRPCClientError);
  return (error as Error).message;
}

describe("the site's tRPC client against a server that answers badly", () => {
  it("reads a well-formed answer, dates included", async () => {
    await expect(call("good")).resolves.toEqual({ description: "Fall weekends", at: new Date(0) });
  });

  it("says 'Badly formatted response from server' for an error whose code is not a number", async () => {
    expect(await messageOf(call("errorWithoutNumericCode"))).toBe("Badly formatted response from server");
  });

  it("says 'Badly formatted response from server' for an error that is not an object", async () => {
    expect(await messageOf(call("errorNotAnObject"))).toBe("Badly formatted response from server");
  });

  it("says 'Badly formatted response from server' for a result that is not an object", async () => {
    expect(await messageOf(call("resultNotAnObject"))).toBe("Badly formatted response from server");
  });

  it("says 'Badly formatted response from server' for an item with neither result nor error", async () => {
    expect(await messageOf(call("neitherResultNorError"))).toBe("Badly formatted response from server");
  });

  it("says 'Unable to transform response from server' when superjson cannot read a result", async () => {
    expect(await messageOf(call("undeserializableResult"))).toBe("Unable to transform response from server");
  });

  it("says 'Unable to transform response from server' when superjson cannot read an error", async () => {
    expect(await messageOf(call("undeserializableError"))).toBe("Unable to transform response from server");
  });

  it("says 'Unable to transform response from server' when the body is not JSON at all", async () => {
    expect(await messageOf(call("notJson"))).toBe("Unable to transform response from server");
  });

  it("fails only the malformed operation of a batch", async () => {
    const client = createTRPCClient<AppRouter>({ links: apiLinks(url) });
    const untyped = client.booking.content as unknown as Record<string, { query: () => Promise<unknown> }>;
    const [good, bad] = await Promise.allSettled([untyped.good!.query(), untyped.resultNotAnObject!.query()]);
    expect(good).toEqual({ status: "fulfilled", value: { description: "Fall weekends", at: new Date(0) } });
    expect(bad.status === "rejected" && (bad.reason as Error).message).toBe(
      "Badly formatted response from server",
    );
  });
});
