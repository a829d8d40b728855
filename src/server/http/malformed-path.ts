import type http from "node:http";
import { STRICT_TRANSPORT_SECURITY, servedOverHttps } from "@/server/content-security-policy";
import { scrubText } from "@/server/logger";
import { SECURITY_HEADERS } from "./security-headers";

/** As much of a refused path as the log keeps. */
const LOGGED_PATH_CHARS = 200;

/**
 * A page that has nothing to run or load: no script, style, image or frame, and no page may frame it but ours.
 */
export const ERROR_PAGE_POLICY =
  "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

const BAD_PATH_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bad request · Lantern</title></head>
<body>
<main>
<h1>This address cannot be read</h1>
<p>Part of it is not valid percent-encoding (a % not followed by a character's code). Check the link, or go to the <a href="/">home page</a>.</p>
</main>
</body>
</html>
`;

/** The path of a request target (no query), if its percent-encoding does not decode (`/%E0%A4%A`); else null. */
export function malformedPath(target: string): string | null {
  const path = target.split("?", 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return null;
  } catch {
    return path;
  }
}

/**
 * Answers a page request whose path does not decode with 400 and a small HTML page, carrying the security headers
 * every page gets (a Content-Security-Policy that allows nothing, HSTS over https), and logs it at warn with the
 * path. Next.js, handed such a path, wants to answer 400 but has no error page of the Pages Router to render it
 * with, and answers an unlogged 500 in plain text. True when it answered.
 */
export function refuseMalformedPath(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  options: {
    /** Whether the site is served over https: APP_URL's scheme, or a trusted proxy's X-Forwarded-Proto. */
    appUrl: string;
    trustedProxyHops: number;
    warn: (fields: { path: string }, message: string) => void;
  },
): boolean {
  const path = malformedPath(req.url ?? "/");
  if (path === null) return false;
  const forwardedProto = req.headers["x-forwarded-proto"];
  const https = servedOverHttps(
    options.appUrl,
    typeof forwardedProto === "string" ? forwardedProto : null,
    options.trustedProxyHops,
  );
  options.warn(
    { path: scrubText(path.slice(0, LOGGED_PATH_CHARS)) },
    "a page was asked for with a path that is not valid percent-encoding; answered 400",
  );
  const body = Buffer.from(BAD_PATH_PAGE);
  res.writeHead(400, {
    "content-type": "text/html; charset=utf-8",
    "content-length": String(body.length),
    "cache-control": "no-store",
    "content-security-policy": ERROR_PAGE_POLICY,
    ...(https ? { "strict-transport-security": STRICT_TRANSPORT_SECURITY } : {}),
    ...Object.fromEntries(SECURITY_HEADERS.map((header) => [header.key, header.value])),
  });
  res.end(body);
  return true;
}
