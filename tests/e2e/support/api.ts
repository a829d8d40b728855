import { type APIRequestContext, expect } from "@playwright/test";

/** A procedure at its full path (`booking.…`, `admin.…`) called over the wire with the page's cookies. */
async function post<T>(request: APIRequestContext, path: string, input?: unknown): Promise<T> {
  const response = await request.post(`/api/trpc/${path}`, { data: { json: input ?? null } });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${path}: ${JSON.stringify(body.error?.json?.message)}`);
  return body.result.data.json as T;
}

async function get<T>(request: APIRequestContext, path: string, input: unknown): Promise<T> {
  const encoded = encodeURIComponent(JSON.stringify({ json: input ?? null }));
  const response = await request.get(`/api/trpc/${path}?input=${encoded}`);
  expect(response.ok()).toBe(true);
  return (await response.json()).result.data.json as T;
}

/** A `booking.*` mutation (page.request shares the browser context's jar). */
export const call = <T>(request: APIRequestContext, procedure: string, input?: unknown) =>
  post<T>(request, `booking.${procedure}`, input);

/** A `booking.*` query. */
export const query = <T>(request: APIRequestContext, procedure: string, input: unknown) =>
  get<T>(request, `booking.${procedure}`, input);

/** An `admin.*` mutation, as the signed-in team member. */
export const adminCall = <T>(request: APIRequestContext, procedure: string, input?: unknown) =>
  post<T>(request, `admin.${procedure}`, input);

/** An `admin.*` query, as the signed-in team member. */
export const adminQuery = <T>(request: APIRequestContext, procedure: string, input?: unknown) =>
  get<T>(request, `admin.${procedure}`, input);

/** An `admin.*` mutation that may be refused, for a spec that expects a refusal: its result, or the refusal's code and message. */
export async function adminCallOutcome(request: APIRequestContext, procedure: string, input?: unknown) {
  const response = await request.post(`/api/trpc/admin.${procedure}`, { data: { json: input ?? null } });
  const body = await response.json();
  return response.ok()
    ? { ok: true as const, data: body.result.data.json }
    : {
        ok: false as const,
        code: body.error.json.data.code as string,
        message: body.error.json.message as string,
      };
}
