import type { TRPC_ERROR_CODE_KEY } from "@trpc/server";
import { TRPC_ERROR_CODES_BY_KEY } from "@trpc/server/rpc";
import superjson from "superjson";
import { type ApiRequest, BodyTooLarge } from "@/server/http/api-request";

export type PreflightFailure = {
  code: Extract<
    TRPC_ERROR_CODE_KEY,
    | "PARSE_ERROR"
    | "PAYLOAD_TOO_LARGE"
    | "FORBIDDEN"
    | "UNAUTHORIZED"
    | "METHOD_NOT_SUPPORTED"
    | "SERVICE_UNAVAILABLE"
  >;
  message: string;
  /** What the error formatter passes of an `AppError` (`data.details`): the wait and retryability of a 503. */
  details?: Record<string, unknown>;
};

const HTTP_STATUS: Record<PreflightFailure["code"], number> = {
  PARSE_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  METHOD_NOT_SUPPORTED: 405,
  PAYLOAD_TOO_LARGE: 413,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * The methods the endpoint serves: GET (queries), POST (mutations, and queries in a batch) and HEAD, which tRPC
 * answers with an empty 204 (a warm-up).
 */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** Any other method (DELETE, OPTIONS, PUT…): 405, with the methods that are served in `Allow`. */
export function methodFailure(req: Pick<ApiRequest, "method">): PreflightFailure | null {
  if (ALLOWED_METHODS.includes(req.method)) return null;
  return { code: "METHOD_NOT_SUPPORTED", message: `This endpoint answers GET and POST, not ${req.method}.` };
}

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

/** Whether a Content-Type is JSON's (or absent): a body that is empty then means "no input". */
function jsonOrNoContentType(headers: Headers): boolean {
  const type = headers.get("content-type");
  return type === null || type.split(";", 1)[0]?.trim().toLowerCase() === "application/json";
}

/**
 * What tRPC leaves to the transport: a body-size limit (declared or streamed) and malformed JSON in the `input`
 * query parameter or the POST body, which must answer PARSE_ERROR. An empty POST body (JSON's or without a
 * Content-Type) is a call without input, as the tRPC client's `{}` is: tRPC itself would answer a parse error (or
 * 415 without the Content-Type), so a plain HTTP client could not call `logout`. Returns the fetch request to hand
 * tRPC (with the body read, at most `limit` bytes) or the failure.
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
  if (!text && req.method === "POST" && jsonOrNoContentType(req.headers)) {
    const headers = new Headers(req.headers);
    headers.set("content-type", "application/json");
    return { ok: true, req: new Request(req.url, { method: "POST", headers, body: "{}" }) };
  }
  return { ok: true, req: new Request(req.url, { method: req.method, headers: req.headers, body: text }) };
}

/**
 * The failure in tRPC's own error envelope (api.md "Wire"), so clients handle it like any other. `resHeaders`: what
 * the request had set before it was refused (a session cookie better-auth refreshed or cleared).
 */
export function preflightErrorResponse(
  failure: PreflightFailure,
  path: string,
  resHeaders?: Headers,
): Response {
  const httpStatus = HTTP_STATUS[failure.code];
  const shape = {
    message: failure.message,
    code: TRPC_ERROR_CODES_BY_KEY[failure.code],
    data: { code: failure.code, httpStatus, path, ...(failure.details ? { details: failure.details } : {}) },
  };
  const headers = new Headers(resHeaders);
  headers.set("content-type", "application/json");
  headers.set("cache-control", "no-store");
  if (failure.code === "METHOD_NOT_SUPPORTED") headers.set("allow", ALLOWED_METHODS.join(", "));
  return new Response(JSON.stringify({ error: superjson.serialize(shape) }), { status: httpStatus, headers });
}
