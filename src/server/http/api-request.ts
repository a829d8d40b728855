import type http from "node:http";

/** A request body over its limit: reading stopped there. */
export class BodyTooLarge extends Error {}

/**
 * What an API endpoint reads of a request, whether it arrived as a fetch `Request` (Next's route handler) or as
 * Node's own (`npm start` and the HTTP tests). From Node the body is read with Node's streams, once: no web stream
 * over it and no second `Request` to hand on, which was ~9 % of a refused `addItem` in a booking rush
 * (bench/README "A booking rush — 2026-11-27 (later)").
 */
export type ApiRequest = {
  /** Absolute. */
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  /**
   * The body, at most `limit` bytes (`BodyTooLarge` past them, the rest unread); null (or empty) when there is none.
   * Read once: a second call answers what the first did.
   */
  readBody(limit: number): Promise<Buffer | null>;
};

export function apiRequestFromFetch(req: Request): ApiRequest {
  return {
    url: req.url,
    method: req.method,
    headers: req.headers,
    readBody: (limit) => (req.body ? readCappedBytes(req.body, limit) : Promise.resolve(null)),
  };
}

/**
 * A Node request as an `ApiRequest`. `origin`: the site's own (`APP_URL`), so the URL never depends on the client's
 * Host header; the Host stays readable in the headers.
 */
export function apiRequestFromNode(req: http.IncomingMessage, origin?: string): ApiRequest {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value ? [value] : []) headers.append(name, item);
  }
  const method = req.method ?? "GET";
  let body: Promise<Buffer | null> | undefined;
  return {
    url: new URL(req.url ?? "/", origin ?? `http://${req.headers.host ?? "localhost"}`).href,
    method,
    headers,
    readBody(limit) {
      // A Node stream ends once: a second read would wait for events that never come.
      body ??= method === "GET" || method === "HEAD" ? Promise.resolve(null) : readCappedNodeBody(req, limit);
      return body;
    },
  };
}

/** Reads a fetch body up to `limit` bytes; past it the stream is cancelled and `BodyTooLarge` thrown. */
export async function readCappedBytes(body: ReadableStream<Uint8Array>, limit: number): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a Node request's body up to `limit` bytes. Past it, reading stops (`BodyTooLarge`) and the rest stays
 * unread: the answer then closes the connection (`writeFetchResponse`).
 */
function readCappedNodeBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off("data", onData);
      req.off("end", onEnd);
      req.off("error", onError);
      req.off("close", onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop();
        req.pause();
        reject(new BodyTooLarge());
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    // The client went away before the body ended.
    const onClose = () => onError(new Error("The request was closed before its body ended."));
    req.on("data", onData);
    req.on("end", onEnd);
    req.on("error", onError);
    req.on("close", onClose);
  });
}
