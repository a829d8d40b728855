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
