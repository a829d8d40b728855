import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { type ApiRequest, BodyTooLarge } from "@/server/http/api-request";

type PreflightFailure = {
  code: Extract<TRPC_ERROR_CODE_KEY, "PARSE_ERROR" | "PAYLOAD_TOO_LARGE" | "FORBIDDEN">;
  message: string;
};

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether a browser's `Origin` is the site's own: `APP_URL`'s origin. When APP_URL is a loopback address (the
 * local default http://localhost:PORT), the other names of the loopback on the same scheme and port are too.
 */
export function isOwnOrigin(origin: string, appUrl: string): boolean {
  const own = new URL(appUrl);
  if (origin === own.origin) return true;
  let other: URL;
  try {
    other = new URL(origin);
  } catch {
    return false;
  }
  return (
    LOOPBACK_HOSTS.has(own.hostname) &&
    LOOPBACK_HOSTS.has(other.hostname) &&
    other.protocol === own.protocol &&
    other.port === own.port
  );
}

/**
 * A POST (every mutation) sent by a browser from another site's page (cross-site request forgery): refused.
 * Requests without `Origin` (server-to-server, curl) are not a browser's and pass.
 */
export function crossSiteFailure(
  req: Pick<ApiRequest, "method" | "headers">,
  appUrl: string,
): PreflightFailure | null {
  if (req.method === "GET" || req.method === "HEAD") return null;
  const origin = req.headers.get("origin");
  if (origin === null || isOwnOrigin(origin, appUrl)) return null;
  return { code: "FORBIDDEN", message: "This request came from another site and was refused." };
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
 * query parameter or the POST body, which must answer PARSE_ERROR. Returns the fetch request to hand tRPC (with
 * the body read, at most `limit` bytes) or the failure.
 */
export async function preflightRequest(
  req: ApiRequest,
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
  let body: Buffer | null;
  try {
    body = await req.readBody(limit);
  } catch (error) {
    if (error instanceof BodyTooLarge) return tooLarge;
    throw error;
  }
  const text = body?.toString("utf8");
  if (text && !isJson(text)) {
    return { ok: false, failure: { code: "PARSE_ERROR", message: "The request body is not valid JSON." } };
  }
  return { ok: true, req: new Request(req.url, { method: req.method, headers: req.headers, body: text }) };
}

/** The failure in tRPC's own error envelope (api.md "Wire"), so clients handle it like any other. */
export function preflightErrorResponse(failure: PreflightFailure, path: string): Response {
  const httpStatus = { PARSE_ERROR: 400, FORBIDDEN: 403, PAYLOAD_TOO_LARGE: 413 }[failure.code];
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
