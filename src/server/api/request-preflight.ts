import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";

type PreflightFailure = {
  code: Extract<TRPC_ERROR_CODE_KEY, "PARSE_ERROR" | "PAYLOAD_TOO_LARGE">;
  message: string;
};

export class BodyTooLarge extends Error {}

/** Reads a body up to `limit` bytes; past it the stream is cancelled and `BodyTooLarge` thrown. */
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

async function readCapped(body: ReadableStream<Uint8Array>, limit: number): Promise<string> {
  return (await readCappedBytes(body, limit)).toString("utf8");
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What tRPC leaves to the transport: a body-size limit (declared or streamed) and malformed JSON in the `input`
 * query parameter or the POST body, which must answer PARSE_ERROR. Returns the request to hand on (with the
 * body buffered, at most `limit` bytes) or the failure.
 */
export async function preflightRequest(
  req: Request,
  limit: number,
): Promise<{ ok: true; req: Request } | { ok: false; failure: PreflightFailure }> {
  const tooLarge = {
    ok: false,
    failure: { code: "PAYLOAD_TOO_LARGE", message: `Request body over ${limit} bytes.` },
  } as const;
  if (Number(req.headers.get("content-length") ?? 0) > limit) return tooLarge;

  const input = new URL(req.url).searchParams.get("input");
  if (input !== null && !isJson(input)) {
    return {
      ok: false,
      failure: { code: "PARSE_ERROR", message: "The input query parameter is not valid JSON." },
    };
  }
  if (!req.body) return { ok: true, req };

  let text: string;
  try {
    text = await readCapped(req.body, limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge;
    throw error;
  }
  if (text.length > 0 && !isJson(text)) {
    return { ok: false, failure: { code: "PARSE_ERROR", message: "The request body is not valid JSON." } };
  }
  return { ok: true, req: new Request(req.url, { method: req.method, headers: req.headers, body: text }) };
}

/** The failure in tRPC's own error envelope (api.md "Wire"), so clients handle it like any other. */
export function preflightErrorResponse(failure: PreflightFailure, path: string): Response {
  const httpStatus = failure.code === "PARSE_ERROR" ? 400 : 413;
  const shape = {
    message: failure.message,
    code: TRPC_ERROR_CODES_BY_KEY[failure.code],
    data: { code: failure.code, httpStatus, path },
  };
  return new Response(JSON.stringify({ error: superjson.serialize(shape) }), {
    status: httpStatus,
    headers: { "content-type": "application/json", "cache-control": "no-store" },
  });
}
