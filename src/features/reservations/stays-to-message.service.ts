import "server-only";
import { and, eq, gte, inArray, lte, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { withReservationPlaces } from "@/server/db/reservation-places";
import { campsites, campsiteTypes, orders, parks, reservations } from "@/server/db/schema";

/** A confirmed stay as an e-mail to its guest needs it (decision 0061). */
export type StayToMessage = {
  reservationId: string;
  parkId: string;
  campsiteTypeId: string;
  parkName: string;
  parkSlug: string;
  timeZone: string;
  checkInTime: string;
  guestFirstName: string;
  guestLastName: string;
  guestEmail: string;
  siteName: string;
  typeName: string;
  arrival: string;
  departure: string;
  orderConfirmation: string;
  invoiceUuid: string;
  createdAt: Date;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
};

/**
 * Confirmed stays to write to: by id, or a park's arriving or departing on some dates (`arrival`, `departure`:
 * inclusive ranges of ISO dates), or booked since an instant, or checked out since an instant.
 */
export async function staysToMessage(
  db: Db,
  filter: {
    reservationIds?: readonly string[];
    parkId?: string;
    arrival?: { from: string; to: string };
    departure?: { from: string; to: string };
    bookedSince?: Date;
    checkedOutSince?: Date;
  },
): Promise<StayToMessage[]> {
  const conditions: (SQL | undefined)[] = [eq(reservations.status, "confirmed")];
  if (filter.reservationIds) conditions.push(inArray(reservations.id, [...filter.reservationIds]));
  if (filter.parkId) conditions.push(eq(reservations.parkId, filter.parkId));
  if (filter.arrival) {
    conditions.push(
      gte(reservations.arrival, filter.arrival.from),
      lte(reservations.arrival, filter.arrival.to),
    );
  }
  if (filter.departure) {
    conditions.push(
      gte(reservations.departure, filter.departure.from),
      lte(reservations.departure, filter.departure.to),
    );
  }
  if (filter.bookedSince) conditions.push(gte(reservations.createdAt, filter.bookedSince));
  if (filter.checkedOutSince) conditions.push(gte(reservations.checkedOutAt, filter.checkedOutSince));
  const rows = await withReservationPlaces(
    db
      .select({
        reservationId: reservations.id,
        parkId: reservations.parkId,
        campsiteTypeId: reservations.campsiteTypeId,
        parkName: parks.displayName,
        parkSlug: parks.slug,
        timeZone: parks.timeZone,
        checkInTime: parks.checkInTime,
        guest: orders.guest,
        siteName: campsites.name,
        typeName: campsiteTypes.name,
        arrival: reservations.arrival,
        departure: reservations.departure,
        orderConfirmation: orders.orderConfirmation,
        invoiceUuid: orders.invoiceUuid,
        createdAt: reservations.createdAt,
        checkedInAt: reservations.checkedInAt,
        checkedOutAt: reservations.checkedOutAt,
      })
      .from(reservations)
      .$dynamic(),
  )
    .where(and(...conditions))
    .orderBy(reservations.arrival, campsites.name);
  return rows.map(({ guest, ...row }) => ({
    ...row,
    guestFirstName: guest.firstName,
    guestLastName: guest.lastName,
    guestEmail: guest.email,
  }));
}
