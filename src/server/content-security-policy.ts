/**
 * The pages' Content-Security-Policy (docs/decisions/0012-hardening.md). Scripts run only with this response's
 * nonce ('strict-dynamic': what a nonced script loads — Next's chunks, next/script, Google Tag Manager's tags —
 * runs too); no inline script without the nonce. Mantine sets inline styles, so styles allow 'unsafe-inline'.
 */
export function contentSecurityPolicy(options: {
  nonce: string;
  /** The optional site-analytics script's URL: its origin receives the page views. */
  siteAnalyticsScriptUrl?: string;
  gtm: boolean;
  /** Stripe takes the payments: Stripe.js, its card frames and its API (Stripe's CSP guide; decision 0054). */
  stripe?: boolean;
  https: boolean;
  dev: boolean;
}): string {
  const analyticsOrigin = options.siteAnalyticsScriptUrl
    ? new URL(options.siteAnalyticsScriptUrl).origin
    : null;
  const stripe = options.stripe
    ? {
        script: ["https://js.stripe.com", "https://*.js.stripe.com"],
        frame: ["https://js.stripe.com", "https://*.js.stripe.com", "https://hooks.stripe.com"],
        connect: ["https://api.stripe.com"],
      }
    : { script: [], frame: [], connect: [] };
  const google = options.gtm
    ? ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]
    : [];
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    [
      "script-src",
      "'self'",
      `'nonce-${options.nonce}'`,
      "'strict-dynamic'",
      ...stripe.script,
      ...(options.dev ? ["'unsafe-eval'"] : []),
    ],
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", "https:"],
    ["font-src", "'self'", "data:"],
    // Sentry reports through our own /monitoring tunnel; its session replay compresses in a blob: worker.
    ["connect-src", "'self'", ...google, ...stripe.connect, ...(analyticsOrigin ? [analyticsOrigin] : [])],
    ["worker-src", "'self'", "blob:"],
    ["frame-src", "'self'", ...(options.gtm ? ["https://www.googletagmanager.com"] : []), ...stripe.frame],
    ["object-src", "'none'"],
    ["base-uri", "'self'"],
    ["form-action", "'self'"],
    ["frame-ancestors", "'self'"],
    ...(options.https ? ([["upgrade-insecure-requests"]] as [string][]) : []),
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

/** HSTS for a site served over https: a year, this host only (other subdomains may not be ready for it). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000";

/** Whether the page is served over https: APP_URL says so, or a trusted proxy's X-Forwarded-Proto does. */
export function servedOverHttps(
  appUrl: string,
  forwardedProto: string | null,
  trustedProxyHops: number,
): boolean {
  if (appUrl.startsWith("https:")) return true;
  return trustedProxyHops > 0 && forwardedProto?.split(",")[0]?.trim() === "https";
}
