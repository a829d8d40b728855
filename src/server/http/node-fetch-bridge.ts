import type http from "node:http";
import { Readable } from "node:stream";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

export type FetchHandler = (req: Request) => Promise<Response>;

type Header = { readonly key: string; readonly value: string };

/** Bodies from this size on go gzipped to a client that accepts it (as Next compresses what it serves). */
const GZIP_FROM_BYTES = 1_024;
const gzipAsync = promisify(gzip);

/**
 * A Node request as the fetch `Request` the tRPC endpoint takes (its body streamed, not read here). `origin`: the
 * site's own (`APP_URL`), so the URL never depends on the client's Host header; the Host stays readable in the
 * headers.
 */
export function toFetchRequest(req: http.IncomingMessage, origin?: string): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value ? [value] : []) headers.append(name, item);
  }
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(new URL(req.url ?? "/", origin ?? `http://${req.headers.host ?? "localhost"}`), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream) : undefined,
    duplex: "half",
  } as RequestInit);
}

/** Writes a fetch `Response` to a Node response, every Set-Cookie kept, `extraHeaders` added, gzipped if wanted. */
export async function writeFetchResponse(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  response: Response,
  extraHeaders: readonly Header[] = [],
): Promise<void> {
  const outgoing: Record<string, string | string[]> = Object.fromEntries(response.headers);
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) outgoing["set-cookie"] = cookies;
  for (const header of extraHeaders) outgoing[header.key.toLowerCase()] ??= header.value;
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const acceptsGzip = /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""));
  if (acceptsGzip && body.length >= GZIP_FROM_BYTES && !outgoing["content-encoding"]) {
    body = await gzipAsync(body);
    outgoing["content-encoding"] = "gzip";
    outgoing.vary = outgoing.vary ? `${outgoing.vary}, accept-encoding` : "accept-encoding";
    delete outgoing["content-length"];
  }
  res.writeHead(response.status, outgoing);
  res.end(body);
}

/**
 * Serves a fetch handler on a Node request. A failure the handler did not turn into a response (none is
 * expected: the tRPC endpoint answers every error itself) is a bare 500 with nothing of it in the body.
 */
export async function serveFetch(
  handler: FetchHandler,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: { origin?: string; extraHeaders?: readonly Header[] } = {},
): Promise<void> {
  try {
    await writeFetchResponse(
      req,
      res,
      await handler(toFetchRequest(req, options.origin)),
      options.extraHeaders,
    );
  } catch (error) {
    console.error("The API could not answer a request", error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal Server Error");
  }
}
