import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import superjson from "superjson";

/** Issue 12 §6: no guest route may ship more first-load JavaScript than this, gzipped. */
export const FIRST_LOAD_JS_BUDGET_GZIP = 260 * 1024;

/** The guest routes whose weight is budgeted; the confirmation page is added once an order exists. */
export const GUEST_ROUTES = [
  "/",
  "/trout-town-farms",
  "/accommodations",
  "/amenities",
  "/attractions",
  "/activities",
  "/about",
  "/contact",
  "/faqs",
  "/roscoe-and-beyond",
  "/rewards",
  "/cart",
  "/checkout",
  "/profile/account",
  "/legal/waivers",
] as const;

export type ScriptWeight = { raw: number; gzip: number; files: number; urls: string[] };

/**
 * Loads `path` in a fresh page and sums the site's own scripts the browser fetched until the network was idle
 * (what a first visit pays for, on-demand chunks loaded by the first render included): raw bytes and the bytes
 * gzip (level 9) makes of each file.
 */
export async function firstLoadScripts(page: Page, path: string): Promise<ScriptWeight> {
  const bodies: Promise<{ url: string; body: Buffer } | null>[] = [];
  const onResponse = (response: import("@playwright/test").Response) => {
    if (response.request().resourceType() !== "script") return;
    const url = response.url();
    if (!url.includes("/_next/")) return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url, body }))
        .catch(() => null),
    );
  };
  page.on("response", onResponse);
  try {
    await page.goto(path, { waitUntil: "networkidle" });
  } finally {
    page.off("response", onResponse);
  }
  const seen = new Set<string>();
  const weight: ScriptWeight = { raw: 0, gzip: 0, files: 0, urls: [] };
  for (const entry of await Promise.all(bodies)) {
    if (!entry || seen.has(entry.url)) continue;
    seen.add(entry.url);
    weight.raw += entry.body.length;
    weight.gzip += gzipSync(entry.body, { level: 9 }).length;
    weight.files += 1;
    weight.urls.push(entry.url);
  }
  return weight;
}

export type Call = (path: string, init?: RequestInit) => Promise<Response>;

export async function trpc<T>(
  call: Call,
  procedure: string,
  kind: "query" | "mutation",
  input: unknown,
): Promise<T> {
  const serialized = JSON.stringify(superjson.serialize(input));
  const response =
    kind === "query"
      ? await call(`/api/trpc/${procedure}?input=${encodeURIComponent(serialized)}`)
      : await call(`/api/trpc/${procedure}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: serialized,
        });
  const body = (await response.json()) as { result?: { data: unknown }; error?: unknown };
  if (!response.ok || !body.result) throw new Error(`${procedure}: ${JSON.stringify(body.error ?? body)}`);
  return superjson.deserialize(body.result.data as Parameters<typeof superjson.deserialize>[0]) as T;
}

/**
 * Books one two-night Orchard Tent Site stay at Trout Town Farms as a visitor over the public API and returns
 * the invoice id, so the confirmation page can be weighed. Tries the autumn weeks of next year in turn.
 */
export async function placeDemoOrder(baseUrl: string): Promise<string> {
  const call: Call = (path, init) => fetch(new URL(path, baseUrl), init);
  const park = await trpc<{ id: string; campsiteTypes: { id: string; name: string }[] }>(
    call,
    "booking.parks.getBySlug",
    "query",
    { slug: "trout-town-farms" },
  );
  const type = park.campsiteTypes.find((candidate) => candidate.name === "Orchard Tent Site");
  if (!type) throw new Error("the demo seed has no Orchard Tent Site");
  const year = new Date().getUTCFullYear() + 1;
  let lastError: unknown;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const first = Date.UTC(year, 7, 3) + attempt * 3 * 86_400_000;
    const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    try {
      const added = await trpc<{ shoppingCartUuid: string }>(call, "booking.cart.addItem", "mutation", {
        parkId: park.id,
        campsiteTypeId: type.id,
        dates: { start: iso(first), end: iso(first + 2 * 86_400_000) },
        guests: { adults: 2, children: 0, pets: 0 },
      });
      const placed = await trpc<{ invoiceUuid: string }>(call, "booking.checkout.placeOrder", "mutation", {
        shoppingCartUuid: added.shoppingCartUuid,
        idempotencyKey: `page-weight-${Date.now()}-${attempt}`,
        guest: {
          firstName: "Page",
          lastName: "Weight",
          email: "page-weight@lantern.example",
          phone: "607-555-0100",
          address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
        },
        tripDetails: [],
        acceptedWaivers: true,
        payment: { gateway: "test", cardNumber: "4242424242424242", expMonth: 12, expYear: 2035, cvc: "123" },
      });
      return placed.invoiceUuid;
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}
