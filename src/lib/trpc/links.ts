import { httpBatchLink, type TRPCLink } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "@/server/api/root";

/** Spec §8's client errors. tRPC itself says the first for every malformed answer; we keep it for one case. */
export const UNABLE_TO_TRANSFORM = "Unable to transform response from server";
export const BADLY_FORMATTED = "Badly formatted response from server";

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** What is wrong with one item of a tRPC answer, judged on the wire (before tRPC transforms it). */
export function responseItemProblem(item: unknown): "untransformable" | "badly-formatted" | null {
  if (!isObject(item)) return "badly-formatted";
  if ("error" in item) {
    let error: unknown;
    try {
      error = superjson.deserialize(item.error as never);
    } catch {
      return "untransformable";
    }
    return isObject(error) && typeof error.code === "number" ? null : "badly-formatted";
  }
  // A result's data is deserialized by tRPC itself, whose failure message is already the spec's.
  return isObject(item.result) ? null : "badly-formatted";
}

/** A tRPC error item (superjson on the wire) carrying `message`; tRPC turns it into a TRPCClientError. */
function errorItem(message: string, httpStatus: number) {
  return {
    error: superjson.serialize({
      message,
      code: -32603,
      data: { code: "INTERNAL_SERVER_ERROR", httpStatus },
    }),
  };
}

/**
 * `fetch` for the tRPC links: checks each item of the answer before tRPC reads it, so a malformed item gives
 * spec §8's exact message (only that operation of a batch fails), and a body that is not JSON at all gives
 * "Unable to transform response from server" for every operation of the request.
 */
export function checkedFetch(baseFetch: typeof fetch = (input, init) => fetch(input, init)): typeof fetch {
  return async (input, init) => {
    const response = await baseFetch(input, init);
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new Error(UNABLE_TO_TRANSFORM);
    }
    const items = Array.isArray(json) ? json : [json];
    const problems = items.map(responseItemProblem);
    const answer = { status: response.status, statusText: response.statusText, headers: response.headers };
    if (!problems.includes("badly-formatted")) return new Response(text, answer);
    // Untransformable items are left to tRPC, whose message for them is the spec's.
    const checked = items.map((item, index) =>
      problems[index] === "badly-formatted" ? errorItem(BADLY_FORMATTED, response.status) : item,
    );
    return new Response(JSON.stringify(Array.isArray(json) ? checked : checked[0]), answer);
  };
}

/** The links every client of the site uses: batched GETs for queries, POSTs for mutations (spec §7). */
export function apiLinks(url: string, options: { fetch?: typeof fetch } = {}): TRPCLink<AppRouter>[] {
  return [httpBatchLink({ url, transformer: superjson, maxItems: 10, fetch: checkedFetch(options.fetch) })];
}
