import "server-only";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { notesOf, reservationBalance } from "@/features/reservations/server";
import type { Db } from "@/server/db/client";
import { withReservationPlaces } from "@/server/db/reservation-places";
import {
  campsites,
  campsiteTypes,
  type GuestDetails,
  orders,
  parks,
  reservations,
  users,
} from "@/server/db/schema";
import { guestIdOf } from "./guest-id";
import type { GuestProfile, GuestRow, GuestStay } from "./guest-profiles.schemas";
import { orderTextMatch } from "./reservation-search.service";

/** Who an order names, as one guest: its e-mail lower-cased and trimmed (decision 0063). */
const guestKey = sql<string>`lower(trim(${orders.guest} ->> 'email'))`;

/** What a stay still owes by its folio, never below 0. For a query selecting from `reservations`. */
const owedCents = sql<number>`greatest(0, ${reservationBalance})`;

/** The member's parks (`null`: every park) as a condition on `reservations`. */
const inParks = (parkIds: readonly string[] | null) =>
  parkIds === null ? undefined : inArray(reservations.parkId, [...parkIds]);

type Cursor = { lastArrival: string; email: string };

/**
 * `admin.guests.search`: the guests with a stay at the member's parks (`parkIds` null = every park) whose orders
 * there match the text (name, e-mail, phone digits, confirmation code; every guest for none), latest arrival first,
 * a page at a time. Each row counts only the stays at those parks.
 */
export async function searchGuests(
  db: Db,
  filters: { parkIds: readonly string[] | null; text: string; cursor?: Cursor; limit: number },
): Promise<{ items: GuestRow[]; nextCursor: Cursor | null }> {
  if (filters.parkIds?.length === 0) return { items: [], nextCursor: null };
  const scope = inParks(filters.parkIds);
  const textMatch = orderTextMatch(filters.text);
  const matching = textMatch
    ? inArray(
        guestKey,
        db
          .selectDistinct({ key: guestKey })
          .from(reservations)
          .innerJoin(orders, eq(orders.id, reservations.orderId))
          .where(and(scope, textMatch)),
      )
    : undefined;
  const lastArrival = sql<string>`max(${reservations.arrival})::text`;
  const after: SQL | undefined = filters.cursor
    ? sql`(max(${reservations.arrival}), ${guestKey}) < (${filters.cursor.lastArrival}::date, ${filters.cursor.email})`
    : undefined;
  const rows = await db
    .select({
      key: guestKey,
      // The contact of their latest order there.
      guest: sql<GuestDetails>`(array_agg(${orders.guest} order by ${orders.createdAt} desc, ${orders.id} desc))[1]`,
      parks: sql<string[]>`array_agg(distinct ${parks.displayName} order by ${parks.displayName})`,
      stays: sql<number>`count(*)::int`,
      lastArrival,
      balanceCents: sql<number>`sum(${owedCents})::int`,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(parks, eq(parks.id, reservations.parkId))
    .where(and(scope, matching))
    .groupBy(guestKey)
    .having(after)
    .orderBy(desc(sql`max(${reservations.arrival})`), desc(guestKey))
    .limit(filters.limit + 1);
  const items = rows.slice(0, filters.limit).map((row) => ({
    guestId: guestIdOf(row.key),
    name: `${row.guest.firstName} ${row.guest.lastName}`,
    email: row.guest.email,
    phone: row.guest.phone,
    parks: row.parks,
    stays: Number(row.stays),
    lastArrival: row.lastArrival,
    balanceCents: Number(row.balanceCents),
  }));
  const last = rows[filters.limit - 1];
  return {
    items,
    nextCursor:
      rows.length > filters.limit && last ? { lastArrival: last.lastArrival, email: last.key } : null,
  };
}

/** The distinct rigs of some stays, in their order. */
function distinctRigs(stays: readonly Pick<GuestStay, "equipment">[]): NonNullable<GuestStay["equipment"]>[] {
  const seen = new Map<string, NonNullable<GuestStay["equipment"]>>();
  for (const { equipment } of stays) {
    if (!equipment) continue;
    const key = JSON.stringify([equipment.type, equipment.rvLength ?? null, equipment.slideOut ?? null]);
    if (!seen.has(key)) seen.set(key, equipment);
  }
  return [...seen.values()];
}

/**
 * `admin.guests.get`: the guest an e-mail names, as the member's parks (`parkIds` null = every park) know them —
 * contact, account, rigs, what they owe and their stays there with the staff notes; null when they have no stay
 * at those parks (the router answers that like a guest who does not exist).
 */
export async function guestProfile(
  db: Db,
  query: { email: string; parkIds: readonly string[] | null },
): Promise<GuestProfile | null> {
  if (query.parkIds?.length === 0) return null;
  const rows = await withReservationPlaces(
    db
      .select({
        reservationId: reservations.id,
        orderConfirmation: orders.orderConfirmation,
        orderedAt: orders.createdAt,
        guest: orders.guest,
        park: { id: parks.id, slug: parks.slug, name: parks.displayName, timeZone: parks.timeZone },
        siteName: campsites.name,
        campsiteTypeName: campsiteTypes.name,
        arrival: reservations.arrival,
        departure: reservations.departure,
        status: reservations.status,
        checkedInAt: reservations.checkedInAt,
        checkedOutAt: reservations.checkedOutAt,
        noShowAt: reservations.noShowAt,
        adults: reservations.adults,
        children: reservations.children,
        pets: reservations.pets,
        equipment: reservations.equipment,
        balanceCents: sql<number>`${owedCents}::int`,
      })
      .from(reservations)
      .$dynamic(),
  )
    .where(and(inParks(query.parkIds), eq(guestKey, query.email)))
    .orderBy(desc(reservations.arrival), desc(reservations.id));
  if (rows.length === 0) return null;
  const [notes, [account]] = await Promise.all([
    notesOf(
      db,
      rows.map((row) => row.reservationId),
    ),
    db
      .select({ since: users.createdAt })
      .from(users)
      .where(eq(sql`lower(${users.email})`, query.email))
      .limit(1),
  ]);
  const latestOrder = rows.reduce((latest, row) => (row.orderedAt > latest.orderedAt ? row : latest));
  const { firstName, lastName, email, phone, address } = latestOrder.guest;
  const stays: GuestStay[] = rows.map(({ orderedAt: _, guest: __, adults, children, pets, ...row }) => ({
    ...row,
    party: { adults, children, pets },
    balanceCents: Number(row.balanceCents),
    notes: notes
      .filter((note) => note.reservationId === row.reservationId)
      .map(({ reservationId: _id, ...note }) => note),
  }));
  return {
    guestId: guestIdOf(query.email),
    // A walk-in's order keeps an address of empty fields: no address.
    contact: { firstName, lastName, email, phone, address: address?.line1 || address?.city ? address : null },
    account: account ? { since: account.since } : null,
    rigs: distinctRigs(stays),
    balanceCents: stays.reduce((sum, stay) => sum + stay.balanceCents, 0),
    stays,
  };
}
