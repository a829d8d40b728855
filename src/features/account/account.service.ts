import "server-only";
import { asc, desc, eq, inArray } from "drizzle-orm";
import { quoteCancellation } from "@/features/availability/server";
import { stayOfColumns } from "@/lib/stay-columns";
import { todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { withReservationPlaces } from "@/server/db/reservation-places";
import { campsites, campsiteTypes, orders, parks, reservations, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";

export async function getProfile(db: Db, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      memberSince: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new AppError("NOT_FOUND", "This account does not exist.");
  return user;
}

export async function updateProfile(
  db: Db,
  userId: string,
  input: { firstName: string; lastName: string; phone: string | null },
  now: Date,
) {
  await db
    .update(users)
    .set({ ...input, name: `${input.firstName} ${input.lastName}`, updatedAt: now })
    .where(eq(users.id, userId));
  return getProfile(db, userId);
}

/**
 * The user's own orders, newest first, with their stays and what cancelling each would refund today under the terms
 * it was booked under. Two statements.
 */
export async function listOrders(db: Db, userId: string, now: Date) {
  const orderRows = await db
    .select({
      id: orders.id,
      invoiceUuid: orders.invoiceUuid,
      orderConfirmation: orders.orderConfirmation,
      createdAt: orders.createdAt,
      status: orders.status,
      total: orders.totalCents,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt));
  if (orderRows.length === 0) return [];
  const stays = await withReservationPlaces(
    db
      .select({
        reservation: reservations,
        park: {
          id: parks.id,
          slug: parks.slug,
          name: parks.displayName,
          timeZone: parks.timeZone,
        },
        typeName: campsiteTypes.name,
        campsiteName: campsites.name,
      })
      .from(reservations)
      .$dynamic(),
  )
    .where(
      inArray(
        reservations.orderId,
        orderRows.map((order) => order.id),
      ),
    )
    .orderBy(asc(reservations.arrival));
  return orderRows.map(({ id, ...order }) => {
    const own = stays.filter((stay) => stay.reservation.orderId === id);
    return {
      ...order,
      past: own.every((stay) => stay.reservation.departure <= todayIn(stay.park.timeZone, now)),
      reservations: own.map(({ reservation, park, typeName, campsiteName }) => {
        const total = reservation.subtotalCents - reservation.discountCents + reservation.taxesCents;
        return {
          reservationId: reservation.id,
          park: { id: park.id, slug: park.slug, name: park.name },
          campsiteType: { id: reservation.campsiteTypeId, name: typeName },
          campsite: { id: reservation.campsiteId, name: campsiteName },
          ...stayOfColumns(reservation),
          status: reservation.status,
          total,
          refund: reservation.refundCents,
          cancellationQuote:
            reservation.status === "confirmed"
              ? quoteCancellation(
                  reservation.cancellationPolicy,
                  { arrival: reservation.arrival, totalCents: total },
                  todayIn(park.timeZone, now),
                )
              : null,
        };
      }),
    };
  });
}
