import "server-only";
import { and, asc, eq, gt, inArray, lt, type SQL } from "drizzle-orm";
import { type AffectedReservation, ZAffectedReservation } from "@/lib/affected-reservation";
import type { Db } from "@/server/db/client";
import { campsites, orders, reservations } from "@/server/db/schema";

export { type AffectedReservation, ZAffectedReservation };

/**
 * The confirmed reservations of a park that touch the nights `[from, to)` (`to` omitted: every night from `from`
 * on), on the given sites or of the given type, arrival order. A setup change that strands reservations lists
 * these first and saves only when staff confirm (decision 0027).
 */
export async function reservationsAffected(
  db: Db,
  scope: {
    parkId: string;
    campsiteIds?: readonly string[];
    campsiteTypeId?: string | null;
    from: string;
    to?: string;
  },
): Promise<AffectedReservation[]> {
  const conditions: SQL[] = [
    eq(reservations.parkId, scope.parkId),
    eq(reservations.status, "confirmed"),
    gt(reservations.departure, scope.from),
  ];
  if (scope.to) conditions.push(lt(reservations.arrival, scope.to));
  if (scope.campsiteIds) {
    if (scope.campsiteIds.length === 0) return [];
    conditions.push(inArray(reservations.campsiteId, [...scope.campsiteIds]));
  }
  if (scope.campsiteTypeId) conditions.push(eq(reservations.campsiteTypeId, scope.campsiteTypeId));
  const rows = await db
    .select({
      reservationId: reservations.id,
      orderConfirmation: orders.orderConfirmation,
      guest: orders.guest,
      campsiteName: campsites.name,
      arrival: reservations.arrival,
      departure: reservations.departure,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(campsites, eq(campsites.id, reservations.campsiteId))
    .where(and(...conditions))
    .orderBy(asc(reservations.arrival), asc(campsites.name));
  return rows.map(({ guest, ...row }) => ({
    ...row,
    guestName: `${guest.firstName} ${guest.lastName}`.trim(),
  }));
}
