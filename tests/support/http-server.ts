import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

/** Serves a fetch handler on a real loopback port, as the Next.js route does in production. */
export async function serveFetchHandler(handler: (req: Request) => Promise<Response>) {
  const server = http.createServer(async (req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const item of Array.isArray(value) ? value : value ? [value] : []) headers.append(name, item);
    }
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
      duplex: "half",
    } as RequestInit);
    const response = await handler(request);
    const outgoing: Record<string, string | string[]> = Object.fromEntries(response.headers);
    const cookies = response.headers.getSetCookie();
    if (cookies.length > 0) outgoing["set-cookie"] = cookies;
    res.writeHead(response.status, outgoing);
    res.end(Buffer.from(await response.arrayBuffer()));
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
