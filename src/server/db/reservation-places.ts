import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { campsites, campsiteTypes, orders, parks, reservations } from "./schema";

/**
 * A select from `reservations` (made `$dynamic()`) joined to each reservation's order, park, site and site type,
 * for the query to pick its columns from. Every join is on a required reference: one row a reservation.
 */
export function withReservationPlaces<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(parks, eq(parks.id, reservations.parkId))
    .innerJoin(campsites, eq(campsites.id, reservations.campsiteId))
    .innerJoin(campsiteTypes, eq(campsiteTypes.id, reservations.campsiteTypeId));
}
