import { type NextRequest, NextResponse } from "next/server";
import { CONTENT_SECURITY_POLICY_NONCE_HEADER } from "@/lib/csp-nonce";
import {
  contentSecurityPolicy,
  STRICT_TRANSPORT_SECURITY,
  servedOverHttps,
} from "@/server/content-security-policy";
import { getEnv } from "@/server/env";

/**
 * Every page gets a fresh nonce and the Content-Security-Policy that allows only scripts carrying it. Next.js
 * reads the nonce from the request's CSP header and puts it on its own scripts; the root layout reads it for
 * Mantine's and the analytics scripts. Over https (APP_URL, or a trusted proxy's X-Forwarded-Proto) HSTS too.
 */
export function proxy(request: NextRequest) {
  const env = getEnv();
  const nonce = btoa(crypto.randomUUID());
  const https = servedOverHttps(
    env.APP_URL,
    request.headers.get("x-forwarded-proto"),
    env.TRUSTED_PROXY_HOPS,
  );
  const policy = contentSecurityPolicy({
    nonce,
    gtm: Boolean(env.NEXT_PUBLIC_GTM_ID),
    stripe: Boolean(env.STRIPE_SECRET_KEY),
    siteAnalyticsScriptUrl: env.SITE_ANALYTICS_SCRIPT_URL,
    https,
    dev: process.env.NODE_ENV === "development",
  });
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set(CONTENT_SECURITY_POLICY_NONCE_HEADER, nonce);
  requestHeaders.set("content-security-policy", policy);
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set("content-security-policy", policy);
  if (https) response.headers.set("strict-transport-security", STRICT_TRANSPORT_SECURITY);
  return response;
}

export const config = {
  matcher: [
    {
      // Pages only: not the API, the monitoring tunnel, built assets, images or files in public/.
      source: "/((?!api/|monitoring|_next/static|_next/image|art/|favicon|robots.txt|sitemap.xml).*)",
      missing: [
        { type: "header", key: "next-router-prefetch" },
        { type: "header", key: "purpose", value: "prefetch" },
      ],
    },
  ],
};
