import superjson from "superjson";

export type WireError = { message: string; code: number; data: Record<string, unknown> & { code: string } };

/**
 * Raw calls over HTTP to a served API (`serveApiHandler`), as a browser's tRPC client makes them: superjson bodies,
 * each call from its own client address (the header `npm start` sets) unless one is given, so rate limits trip
 * only where a test wants them.
 */
export function httpCaller(serverUrl: string) {
  let address = 0;
  return async function call(
    procedure: string,
    input: unknown,
    options: { method?: "GET" | "POST"; headers?: Record<string, string>; ip?: string } = {},
  ) {
    address += 1;
    const headers = {
      "content-type": "application/json",
      "x-lantern-client-ip": options.ip ?? `198.51.100.${address % 250}`,
      ...options.headers,
    };
    const body = JSON.stringify(superjson.serialize(input));
    const response =
      options.method === "GET"
        ? await fetch(`${serverUrl}/api/trpc/${procedure}?input=${encodeURIComponent(body)}`, { headers })
        : await fetch(`${serverUrl}/api/trpc/${procedure}`, { method: "POST", headers, body });
    const text = await response.text();
    const json = JSON.parse(text) as { error?: { json: WireError }; result?: { data: { json: unknown } } };
    return { status: response.status, headers: response.headers, text, error: json.error?.json, json };
  };
}
