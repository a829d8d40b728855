import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { type ApiRequest, apiRequestFromNode, BodyTooLarge } from "./api-request";

let server: http.Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Sends `body` to a loopback server and runs `read` on the request as the API sees it. */
async function received<T>(body: string, read: (req: ApiRequest) => Promise<T>): Promise<T> {
  let answer!: Promise<T>;
  server = http.createServer((req, res) => {
    answer = read(apiRequestFromNode(req, "http://lantern.test"));
    void answer.finally(() => res.end()).catch(() => {});
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await fetch(`http://127.0.0.1:${port}/api/trpc/x?batch=1`, { method: "POST", body });
  return answer;
}

describe("apiRequestFromNode", () => {
  it("gives the site's own URL and the body, the same on a second read", async () => {
    const [url, first, second] = await received('{"json":1}', async (req) => [
      req.url,
      (await req.readBody(1_000))?.toString(),
      (await req.readBody(1_000))?.toString(),
    ]);
    expect(url).toBe("http://lantern.test/api/trpc/x?batch=1");
    expect(first).toBe('{"json":1}');
    expect(second).toBe('{"json":1}');
  });

  it("stops at the limit with BodyTooLarge", async () => {
    const outcome = await received("x".repeat(2_000), (req) =>
      req.readBody(1_000).then(String, (error) => error),
    );
    expect(outcome).toBeInstanceOf(BodyTooLarge);
  });
});
