import http from "node:http";
import type { AddressInfo } from "node:net";
import { serveFetch } from "@/server/http/node-fetch-bridge";

/** Serves a fetch handler on a real loopback port, as the Next.js route does in production. */
export async function serveFetchHandler(handler: (req: Request) => Promise<Response>) {
  const server = http.createServer((req, res) => {
    void serveFetch(handler, req, res);
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
