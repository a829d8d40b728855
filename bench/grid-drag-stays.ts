/**
 * The stays `grid-drag` books at the desk before it measures the chart, so the chart looks like a park's busy
 * weeks; and the tRPC calls it makes on the signed-in page's request context.
 */
import type { APIRequestContext } from "@playwright/test";
import { addDays } from "../src/lib/stay-dates";

const STAYS = 30;
const GUESTS = { adults: 2, children: 0, pets: 0 };
const FIRST_NAMES = ["Ada", "Bram", "Cora", "Dev", "Edie", "Finn", "Gus", "Hana", "Ivo", "June"];

export async function mutate<T>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const response = await request.post(`/api/trpc/${procedure}`, { data: { json: input } });
  const body = await response.json();
  if (!response.ok()) throw new Error(`${procedure}: ${body.error?.json?.message ?? response.status()}`);
  return body.result.data.json as T;
}

export async function query<T>(request: APIRequestContext, procedure: string, input: unknown): Promise<T> {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }));
  const response = await request.get(`/api/trpc/${procedure}?input=${encoded}`);
  const body = await response.json();
  if (!response.ok()) throw new Error(`${procedure}: ${body.error?.json?.message ?? response.status()}`);
  return body.result.data.json as T;
}

type FreeSites = { results: { campsites: { id: string }[] }[] };

/** Books STAYS stays of 2–4 nights across the window, each on a free site of a type in turn. */
export async function bookStays(
  request: APIRequestContext,
  { parkId, from, nights }: { parkId: string; from: string; nights: number },
) {
  const refused: string[] = [];
  let booked = 0;
  for (let index = 0; index < STAYS; index += 1) {
    const length = 2 + (index % 3);
    const offset = (index * 5) % Math.max(1, nights - length + 1);
    const dates = { start: addDays(from, offset), end: addDays(from, offset + length) };
    const free = await query<FreeSites>(request, "booking.search.searchCampsites", {
      parkId,
      dates,
      guests: GUESTS,
    });
    const types = free.results.filter((result) => result.campsites.length > 0);
    const site = types[index % Math.max(1, types.length)]?.campsites[0];
    if (!site) {
      refused.push(`${dates.start}: no free site`);
      continue;
    }
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length]!;
    try {
      await mutate(request, "admin.reservations.create", {
        parkId,
        campsiteId: site.id,
        dates,
        guests: GUESTS,
        guest: {
          firstName,
          lastName: "Dragwell",
          email: `${firstName.toLowerCase()}.dragwell.${index}@example.com`,
          phone: "607-555-0142",
        },
        payment: { method: "pay_at_park" },
      });
      booked += 1;
    } catch (error) {
      refused.push(`${dates.start}: ${(error as Error).message}`);
    }
  }
  return { booked, refused };
}
