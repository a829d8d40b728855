import type http from "node:http";
import { bearerMatches } from "@/server/http/bearer-token";
import { logger } from "@/server/logger";
import type { LanternMetrics } from "@/server/metrics";

export const METRICS_PATH = "/api/metrics";

/**
 * Answers Prometheus' scrape of `/api/metrics` (decision 0064) and returns true; returns false, having answered
 * nothing, for any other request — and for a scrape without `token` configured or without it as the bearer, so
 * the caller serves it as the unknown path it then is (Next's 404), never saying that the endpoint exists.
 */
export function serveMetrics(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  { token, metrics }: { token: string | undefined; metrics: LanternMetrics },
): boolean {
  const pathname = (req.url ?? "").split("?")[0];
  if (pathname !== METRICS_PATH || (req.method !== "GET" && req.method !== "HEAD")) return false;
  if (!token || !bearerMatches(req.headers.authorization, token)) return false;
  metrics.text().then(
    (text) => {
      res.writeHead(200, { "content-type": metrics.contentType, "cache-control": "no-store" });
      res.end(req.method === "HEAD" ? undefined : text);
    },
    (error: unknown) => {
      logger.error({ err: error }, "metrics could not be collected");
      res.writeHead(500, { "content-type": "text/plain" });
      res.end("Internal Server Error");
    },
  );
  return true;
}
