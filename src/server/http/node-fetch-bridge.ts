import type http from "node:http";
import { Readable } from "node:stream";

export type FetchHandler = (req: Request) => Promise<Response>;

/** A Node request as the fetch `Request` the tRPC endpoint takes (its body streamed, not read here). */
export function toFetchRequest(req: http.IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value ? [value] : []) headers.append(name, item);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(`http://${req.headers.host ?? "localhost"}${req.url ?? "/"}`, {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: "half",
  } as RequestInit);
}

/** Writes a fetch `Response` to a Node response, every Set-Cookie kept, with `extraHeaders` added. */
export async function writeFetchResponse(
  res: http.ServerResponse,
  response: Response,
  extraHeaders: readonly { key: string; value: string }[] = [],
): Promise<void> {
  const outgoing: Record<string, string | string[]> = Object.fromEntries(response.headers);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing["set-cookie"] = cookies;
  for (const header of extraHeaders) outgoing[header.key.toLowerCase()] ??= header.value;
  res.writeHead(response.status, outgoing);
  res.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Serves a fetch handler on a Node request. A failure the handler did not turn into a response (none is
 * expected: the tRPC endpoint answers every error itself) is a bare 500 with nothing of it in the body.
 */
export async function serveFetch(
  handler: FetchHandler,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  extraHeaders: readonly { key: string; value: string }[] = [],
): Promise<void> {
  try {
    await writeFetchResponse(res, await handler(toFetchRequest(req)), extraHeaders);
  } catch (error) {
    console.error("The API could not answer a request", error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal Server Error");
  }
}
