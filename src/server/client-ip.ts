/** Set by `npm start` on every request from the socket (or the trusted proxies); a client's own value is replaced. */
export const CLIENT_IP_HEADER = "x-lantern-client-ip";

/**
 * The client's address. With no trusted proxy it is the socket's; behind N trusted proxies it is the entry N
 * from the right of X-Forwarded-For (the one the outermost trusted proxy saw). Anything further left was written
 * by the client and is never trusted, so nobody can pick their own rate-limit key.
 */
export function resolveClientIp(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedProxyHops: number,
): string {
  const socket = socketAddress ?? "unknown";
  if (trustedProxyHops <= 0) return socket;
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? ""))
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries[entries.length - trustedProxyHops] ?? entries[0] ?? socket;
}

/**
 * With no trusted proxy, a request carrying X-Forwarded-For most likely came through a proxy the app does not
 * trust: every guest then has the proxy's address and shares one rate-limit bucket. Returns a per-request check
 * that calls `warn` once, on the first such request.
 */
export function untrustedProxyWarning(trustedProxyHops: number, warn: (message: string) => void) {
  let warned = trustedProxyHops > 0;
  return (forwardedFor: string | string[] | undefined) => {
    if (warned || !forwardedFor || forwardedFor.length === 0) return;
    warned = true;
    warn(
      "Requests carry X-Forwarded-For but TRUSTED_PROXY_HOPS is 0: behind a proxy every guest shares the proxy's " +
        "address and one rate-limit bucket. Set TRUSTED_PROXY_HOPS to the number of proxies in front of the app.",
    );
  };
}
