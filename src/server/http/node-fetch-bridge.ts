import type http from "node:http";
import { promisify } from "node:util";
import { gzip } from "node:zlib";

import { type ApiRequest, apiRequestFromNode } from "./api-request";

export type ApiHandler = (req: ApiRequest) => Promise<Response>;

type Header = { readonly key: string; readonly value: string };

/** Bodies from this size on go gzipped to a client that accepts it (as Next compresses what it serves). */
const GZIP_FROM_BYTES = 1_024;
const gzipAsync = promisify(gzip);

/**
 * Writes a fetch `Response` to a Node response, every Set-Cookie kept, `extraHeaders` added, gzipped if wanted.
 * When the request's body was not read to its end (refused as too large), the connection closes after the answer.
 */
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
  // `complete` is whether Node's parser has seen the whole body (read or not): a refused body that had all arrived
  // may keep the connection; one that had not closes it, so the rest is never read.
  if (!req.complete) outgoing.connection = "close";
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
 * Serves an API handler on a Node request. A failure the handler did not turn into a response (none is
 * expected: the tRPC endpoint answers every error itself) is a bare 500 with nothing of it in the body.
 */
export async function serveApi(
  handler: ApiHandler,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: { origin?: string; extraHeaders?: readonly Header[] } = {},
): Promise<void> {
  try {
    await writeFetchResponse(
      req,
      res,
      await handler(apiRequestFromNode(req, options.origin)),
      options.extraHeaders,
    );
  } catch (error) {
    // A client that hung up before its body ended: nobody is left to answer, and nothing went wrong here.
    if (req.destroyed && !req.complete) return;
    console.error("The API could not answer a request", error);
    if (!res.headersSent) res.writeHead(500, { "content-type": "text/plain" });
    res.end("Internal Server Error");
  }
}
