import { MONITORING_TUNNEL_PATH } from "./shell-constants";

export type SentryDsn = { host: string; orgId: string; projectId: string };

/** `https://<key>@o<org>.ingest.<region>.sentry.io/<project>` → its parts, or null when it is not such a DSN. */
export function parseSentryDsn(dsn: string): SentryDsn | null {
  try {
    const url = new URL(dsn);
    const orgId = /^o(\d+)\./.exec(url.hostname)?.[1];
    const projectId = url.pathname.replace(/^\/+/, "");
    if (url.protocol !== "https:" || !orgId || !/^\d+$/.test(projectId)) return null;
    return { host: url.hostname, orgId, projectId };
  } catch {
    return null;
  }
}

/** Where the browser sends its envelopes: our own path, so blockers and CSP see first-party traffic. */
export function tunnelPath(dsn: SentryDsn): string {
  return `${MONITORING_TUNNEL_PATH}?o=${dsn.orgId}&p=${dsn.projectId}`;
}

/** Sentry's envelope endpoint for the configured project; the tunnel forwards nowhere else. */
export function envelopeUrl(dsn: SentryDsn): string {
  return `https://${dsn.host}/api/${dsn.projectId}/envelope/`;
}
