import type http from "node:http";
import { OVERLOADED_RETRY_SECONDS } from "@/server/admission";
import { preflightErrorResponse } from "@/server/api/request-preflight";
import { ERROR_PAGE_POLICY } from "./malformed-path";
import { writeFetchResponse } from "./node-fetch-bridge";
import { SECURITY_HEADERS } from "./security-headers";

/** The client's wait before it sends a refused call again: the API line's, so the cart retries by itself as then. */
export const DRAINING_RETRY_SECONDS = OVERLOADED_RETRY_SECONDS;
export const DRAINING_MESSAGE = `Lantern is restarting — trying again in ${DRAINING_RETRY_SECONDS} s.`;
export const HEALTH_PATH = "/api/health";
const TRPC_PREFIX = "/api/trpc/";
/** How long connections answered 503 get to finish sending it once nothing is in flight. */
const CLOSE_WAIT_MS = 1_000;

const DRAINING_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Restarting · Lantern</title></head>
<body>
<main>
<h1>Lantern is restarting</h1>
<p>Please reload this page in a few seconds.</p>
</main>
</body>
</html>
`;

/** A timer that can be cancelled: `setTimeout` in the server, a hand-driven clock in tests. */
export type Schedule = (ms: number, run: () => void) => () => void;

const realSchedule: Schedule = (ms, run) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

const headersOf = (extra: Record<string, string>) => ({
  "cache-control": "no-store",
  "retry-after": String(DRAINING_RETRY_SECONDS),
  connection: "close",
  ...extra,
});

/**
 * A request that arrived after the drain began: 503 with `Retry-After`, and the connection closed after it. An API
 * call gets tRPC's own envelope with the API line's `SERVICE_UNAVAILABLE` shape (retryable: it did nothing), so
 * the client retries it as it retries a refusal in line; the health check says it is draining (a load balancer
 * stops sending traffic); a page gets a short page.
 */
export async function refuseWhileDraining(
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const pathname = (req.url ?? "/").split("?", 1)[0] ?? "/";
  if (pathname.startsWith(TRPC_PREFIX)) {
    let path = pathname.slice(TRPC_PREFIX.length);
    try {
      path = decodeURIComponent(path);
    } catch {}
    const response = preflightErrorResponse(
      {
        code: "SERVICE_UNAVAILABLE",
        message: DRAINING_MESSAGE,
        details: { retryAfterSeconds: DRAINING_RETRY_SECONDS, retryable: true },
      },
      path,
    );
    await writeFetchResponse(req, res, response, [
      { key: "retry-after", value: String(DRAINING_RETRY_SECONDS) },
      { key: "connection", value: "close" },
      ...SECURITY_HEADERS,
    ]);
    return;
  }
  const [contentType, body] =
    pathname === HEALTH_PATH
      ? ["application/json", JSON.stringify({ status: "draining" })]
      : ["text/html; charset=utf-8", DRAINING_PAGE];
  const bytes = Buffer.from(body);
  res.writeHead(
    503,
    headersOf({
      "content-type": contentType,
      "content-length": String(bytes.length),
      "content-security-policy": ERROR_PAGE_POLICY,
      ...Object.fromEntries(SECURITY_HEADERS.map((header) => [header.key, header.value])),
    }),
  );
  res.end(bytes);
}

export type Drain = {
  /**
   * The request listener's first step: true when the request is to be served (it is counted until its answer ends);
   * false once draining, having answered it 503.
   */
  admit: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** From now on every new request is refused; the answers under way close their connections after them. */
  begin: () => void;
  readonly draining: boolean;
  /** Requests being served (their answers not yet finished or abandoned). */
  readonly inFlight: number;
  /** Resolves true once no request is in flight, or false when `ms` pass first. */
  settled: (ms: number) => Promise<boolean>;
};

/** The process's shutdown state (SIGTERM): one per server. */
export function createDrain(schedule: Schedule = realSchedule): Drain {
  let draining = false;
  const serving = new Set<http.ServerResponse>();
  const waiters = new Set<() => void>();

  const finished = (res: http.ServerResponse) => {
    if (!serving.delete(res)) return;
    if (serving.size === 0) for (const wake of waiters) wake();
  };

  return {
    admit: (req, res) => {
      if (draining) {
        void refuseWhileDraining(req, res).catch(() => res.destroy());
        return false;
      }
      serving.add(res);
      res.once("finish", () => finished(res));
      res.once("close", () => finished(res));
      return true;
    },
    begin: () => {
      draining = true;
      // Not kept alive after its answer: a request sent next on the same connection would be refused anyway.
      for (const res of serving) if (!res.headersSent) res.setHeader("connection", "close");
    },
    get draining() {
      return draining;
    },
    get inFlight() {
      return serving.size;
    },
    settled: (ms) =>
      new Promise<boolean>((resolve) => {
        if (serving.size === 0) {
          resolve(true);
          return;
        }
        const done = (inTime: boolean) => {
          waiters.delete(wake);
          cancel();
          resolve(inTime);
        };
        const wake = () => done(true);
        waiters.add(wake);
        const cancel = schedule(ms, () => done(false));
      }),
  };
}

/**
 * What SIGTERM does to the server (decision 0066): new requests are refused (503, `Retry-After`) while the ones
 * under way finish, for at most `graceMs`; idle keep-alive connections close at once. Then the server stops
 * listening and its connections close — cut only if still busy when the grace period ends. Resolves with the
 * number of requests that were cut.
 */
export async function drainServer(
  server: http.Server,
  drain: Drain,
  { graceMs, schedule = realSchedule }: { graceMs: number; schedule?: Schedule },
): Promise<{ cut: number }> {
  drain.begin();
  server.closeIdleConnections();
  const inTime = await drain.settled(graceMs);
  const cut = inTime ? 0 : drain.inFlight;
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  if (inTime) {
    // What is left are connections answered 503, each closing after its answer, and idle ones.
    server.closeIdleConnections();
    const cancel = schedule(CLOSE_WAIT_MS, () => server.closeAllConnections());
    await closed;
    cancel();
  } else {
    server.closeAllConnections();
    await closed;
  }
  return { cut };
}
