import { envelopeUrl, parseSentryDsn } from "@/features/shell/sentry-dsn";
import { getEnv } from "@/server/env";
import { BodyTooLarge, readCappedBytes } from "@/server/http/api-request";

export const dynamic = "force-dynamic";

const MAX_ENVELOPE_BYTES = 1_048_576;

/**
 * The error-reporting tunnel (spec §7): the browser posts Sentry envelopes here with `o` and `p`; we forward
 * them to the configured project only (never to an address taken from the request), or answer 404 when
 * monitoring is off.
 */
export async function POST(request: Request): Promise<Response> {
  const configured = getEnv().SENTRY_DSN;
  const dsn = configured ? parseSentryDsn(configured) : null;
  if (!dsn) return new Response(null, { status: 404 });
  const params = new URL(request.url).searchParams;
  if (params.get("o") !== dsn.orgId || params.get("p") !== dsn.projectId) {
    return new Response("Unknown monitoring project", { status: 400 });
  }
  if (Number(request.headers.get("content-length") ?? 0) > MAX_ENVELOPE_BYTES || !request.body) {
    return new Response(null, { status: request.body ? 413 : 400 });
  }
  let body: Buffer;
  try {
    body = await readCappedBytes(request.body, MAX_ENVELOPE_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLarge) return new Response(null, { status: 413 });
    throw error;
  }
  try {
    const upstream = await fetch(envelopeUrl(dsn), {
      method: "POST",
      headers: { "content-type": "application/x-sentry-envelope" },
      body: new Uint8Array(body),
      signal: AbortSignal.timeout(5_000),
    });
    return new Response(null, { status: upstream.status });
  } catch {
    return new Response(null, { status: 502 });
  }
}
