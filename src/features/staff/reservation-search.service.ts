import "server-only";
import { and, asc, eq, gt, gte, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { withReservationPlaces } from "@/server/db/reservation-places";
import { campsites, campsiteTypes, orders, parks, reservations } from "@/server/db/schema";

export type ReservationRow = {
  reservationId: string;
  orderConfirmation: string;
  guestName: string;
  guestEmail: string;
  guestPhone: string;
  park: { id: string; name: string };
  siteName: string;
  campsiteTypeName: string;
  arrival: string;
  departure: string;
  status: "confirmed" | "canceled";
  adults: number;
  children: number;
  pets: number;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
};

/** `%`, `_` and `\` typed by staff match themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Orders whose confirmation code, guest name or e-mail holds the text, or whose phone holds its digits (four or
 * more, whatever the formatting); undefined for no text. For a query joining `orders`.
 */
export function orderTextMatch(text: string | undefined): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const pattern = `%${likeEscaped(trimmed)}%`;
  const matches: SQL[] = [
    sql`${orders.orderConfirmation} ilike ${pattern}`,
    sql`${orders.guest} ->> 'email' ilike ${pattern}`,
    sql`(${orders.guest} ->> 'firstName') || ' ' || (${orders.guest} ->> 'lastName') ilike ${pattern}`,
  ];
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length >= 4) {
    matches.push(sql`regexp_replace(${orders.guest} ->> 'phone', '\\D', '', 'g') like ${`%${digits}%`}`);
  }
  return or(...matches);
}

/**
 * `admin.reservations.search`: by confirmation code, guest name, e-mail or phone (digits, whatever the
 * formatting), status and arrival dates, within the parks the member may see (`parkIds` null = every park), in
 * arrival order a page at a time (the cursor is the last row's arrival and id).
 */
export async function searchReservations(
  db: Db,
  filters: {
    parkIds: readonly string[] | null;
    text?: string;
    status?: "confirmed" | "canceled";
    arrivalFrom?: string;
    arrivalTo?: string;
    cursor?: { arrival: string; id: string };
    limit: number;
  },
): Promise<{ items: ReservationRow[]; nextCursor: { arrival: string; id: string } | null }> {
  const conditions: SQL[] = [];
  if (filters.parkIds !== null) conditions.push(inArray(reservations.parkId, [...filters.parkIds]));
  if (filters.status) conditions.push(eq(reservations.status, filters.status));
  if (filters.arrivalFrom) conditions.push(gte(reservations.arrival, filters.arrivalFrom));
  if (filters.arrivalTo) conditions.push(lte(reservations.arrival, filters.arrivalTo));
  const textMatch = orderTextMatch(filters.text);
  if (textMatch) conditions.push(textMatch);
  if (filters.cursor) {
    const { arrival, id } = filters.cursor;
    conditions.push(
      or(gt(reservations.arrival, arrival), and(eq(reservations.arrival, arrival), gt(reservations.id, id)))!,
    );
  }
  const rows = await withReservationPlaces(
    db
      .select({
        reservationId: reservations.id,
        orderConfirmation: orders.orderConfirmation,
        guest: orders.guest,
        parkId: parks.id,
        parkName: parks.displayName,
        siteName: campsites.name,
        campsiteTypeName: campsiteTypes.name,
        arrival: reservations.arrival,
        departure: reservations.departure,
        status: reservations.status,
        adults: reservations.adults,
        children: reservations.children,
        pets: reservations.pets,
        checkedInAt: reservations.checkedInAt,
        checkedOutAt: reservations.checkedOutAt,
      })
      .from(reservations)
      .$dynamic(),
  )
    .where(and(...conditions))
    .orderBy(asc(reservations.arrival), asc(reservations.id))
    .limit(filters.limit + 1);
  const items = rows.slice(0, filters.limit).map(({ guest, parkId, parkName, ...row }) => ({
    ...row,
    guestName: `${guest.firstName} ${guest.lastName}`,
    guestEmail: guest.email,
    guestPhone: guest.phone,
    park: { id: parkId, name: parkName },
  }));
  const last = items.at(-1);
  return {
    items,
    nextCursor:
      rows.length > filters.limit && last ? { arrival: last.arrival, id: last.reservationId } : null,
  };
}
