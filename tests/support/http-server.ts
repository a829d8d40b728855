import http from "node:http";
import type { AddressInfo } from "node:net";
import { type ApiHandler, serveApi } from "@/server/http/node-fetch-bridge";

/** Serves an API handler on a real loopback port, as `npm start` serves `/api/trpc` (`serveApi`). */
export async function serveApiHandler(handler: ApiHandler) {
  const server = http.createServer((req, res) => {
    void serveApi(handler, req, res);
  });

  // Longer than any pause between calls, so a client never reuses a socket the server has just closed.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
