import type { APIRequestContext } from "@playwright/test";
import { adminCall, adminQuery, query } from "./api";

export type DeskPark = { id: string; slug: string; name: string; timeZone: string };
type Search = { results: { campsites: { name: string }[] }[] };
type Inventory = { types: { sites: { id: string; name: string }[] }[] };

export const PARTY = { adults: 2, children: 0, pets: 0 };

/** Beaverkill Bend's rustic cabins are the staff-console journey's guests today: the other desk specs book around them. */
export const STAFF_CONSOLE_SITES: ReadonlySet<string> = new Set([
  "beaverkill-bend/C1",
  "beaverkill-bend/C2",
  "beaverkill-bend/C3",
  "beaverkill-bend/C4",
]);

/** The demo parks keep New York time: the server's "today" at every park, by the same clock as the tests. */
export const todayInNewYork = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(new Date());

/** The parks open to guests, as the signed-in member's console lists them (a park another spec made stays closed). */
export async function openParks(request: APIRequestContext): Promise<DeskPark[]> {
  const open = new Set((await query<{ slug: string }[]>(request, "parks.list", null)).map((p) => p.slug));
  return (await adminQuery<DeskPark[]>(request, "parks.list")).filter((park) => open.has(park.slug));
}

/**
 * The first site of the first park that guests could book for `dates` (the park's rules included), leaving out the
 * `park-slug/site` names in `avoid` (by default the staff-console journey's); or null.
 */
export async function freeSite(
  request: APIRequestContext,
  parks: DeskPark[],
  dates: { start: string; end: string },
  avoid: ReadonlySet<string> = STAFF_CONSOLE_SITES,
): Promise<{ park: DeskPark; siteName: string } | null> {
  for (const park of parks) {
    const free = await query<Search>(request, "search.searchCampsites", {
      parkId: park.id,
      dates,
      guests: PARTY,
    });
    const siteName = free.results
      .flatMap((result) => result.campsites)
      .map((site) => site.name)
      .find((name) => !avoid.has(`${park.slug}/${name}`));
    if (siteName) return { park, siteName };
  }
  return null;
}

/**
 * A walk-in booked at the desk through the API, paid in cash; the first free site of the first park that has one
 * (free until `freeUntil` when the stay is to be extended). Needs a signed-in member.
 */
export async function bookWalkIn(
  request: APIRequestContext,
  parks: DeskPark[],
  dates: { start: string; end: string },
  guest: { firstName: string; lastName: string },
  options: { freeUntil?: string; avoid?: ReadonlySet<string> } = {},
): Promise<{ park: DeskPark; siteName: string; reservationId: string; email: string }> {
  const found = await freeSite(
    request,
    parks,
    { start: dates.start, end: options.freeUntil ?? dates.end },
    options.avoid,
  );
  if (!found) throw new Error(`No park has a free site for ${dates.start}..${dates.end}`);
  const { park, siteName } = found;
  const site = (await adminQuery<Inventory>(request, "campsiteTypes.list", { parkId: park.id })).types
    .flatMap((type) => type.sites)
    .find((candidate) => candidate.name === siteName)!;
  const email = `${guest.firstName}.${guest.lastName}@example.com`.toLowerCase();
  const booked = await adminCall<{ reservationId: string }>(request, "reservations.create", {
    parkId: park.id,
    campsiteId: site.id,
    dates,
    guests: PARTY,
    guest: { ...guest, email, phone: "607-555-0177" },
    payment: { method: "cash" },
  });
  return { park, siteName, reservationId: booked.reservationId, email };
}
