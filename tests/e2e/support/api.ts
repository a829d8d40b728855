import { type APIRequestContext, expect } from "@playwright/test";

/** A procedure called over the wire with the page's cookies (page.request shares the browser context's jar). */
export async function call<T>(request: APIRequestContext, procedure: string, input?: unknown): Promise<T> {
  const response = await request.post(`/api/trpc/booking.${procedure}`, { data: { json: input ?? null } });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${procedure}: ${JSON.stringify(body.error?.json?.message)}`);
  return body.result.data.json as T;
}

export async function query<T>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }));
  const response = await request.get(`/api/trpc/booking.${procedure}?input=${encoded}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).result.data.json as T;
}
