import "server-only";
import { and, asc, eq, gt, ne, or, sql } from "drizzle-orm";
import { reservationBalance } from "@/features/reservations/server";
import { nightsBetween, parseDateRange } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { campsites, campsiteTypes, orders, parks, reservations, siteAllocations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { type Housekeeping, housekeepingOf } from "./housekeeping.service";
import { GRID_MAX_NIGHTS } from "./staff-constants";

export type GridSite = {
  id: string;
  name: string;
  campsiteTypeId: string;
  campsiteTypeName: string;
  category: "tent" | "rv" | "lodging" | "other";
  accessible: boolean;
  /** The site's housekeeping (decision 0059). */
  status: Housekeeping;
};

export type GridClaim = {
  id: string;
  campsiteId: string;
  start: string;
  end: string;
  kind: "reservation" | "hold" | "block";
  reservationId?: string;
  guestName?: string;
  status?: "confirmed" | "canceled";
  locked: boolean;
  /** A reservation's: its confirmation code, whether the guest is in, what the stay owes, its first pinned note. */
  orderConfirmation?: string;
  checkedIn?: boolean;
  balanceCents?: number;
  pinnedNote?: string;
};

/**
 * `admin.reservations.grid`: a park's active sites, and inactive ones still claimed in the window (by type, then
 * name), and every claim touching [from, to) — reservations with their guest, blocks, and holds still live at `now`
 * (an expired hold claims nothing).
 */
export async function reservationGrid(
  db: Db,
  input: { parkId: string; from: string; to: string },
  now: Date,
): Promise<{ campsites: GridSite[]; claims: GridClaim[] }> {
  const nights = nightsBetween(input.from, input.to);
  if (nights < 1 || nights > GRID_MAX_NIGHTS) {
    throw new AppError("INVALID_INPUT", `Choose between 1 and ${GRID_MAX_NIGHTS} nights for the grid.`);
  }
  const [park] = await db.select({ id: parks.id }).from(parks).where(eq(parks.id, input.parkId));
  if (!park) throw new AppError("NOT_FOUND", "This park does not exist.");
  const [sites, claims] = await Promise.all([
    db
      .select({
        id: campsites.id,
        name: campsites.name,
        campsiteTypeId: campsites.campsiteTypeId,
        campsiteTypeName: campsiteTypes.name,
        category: campsiteTypes.category,
        accessible: campsites.accessible,
        active: campsites.active,
      })
      .from(campsites)
      .innerJoin(campsiteTypes, eq(campsiteTypes.id, campsites.campsiteTypeId))
      .where(eq(campsites.parkId, input.parkId))
      .orderBy(asc(campsiteTypes.name), asc(campsites.name)),
    db
      .select({
        id: siteAllocations.id,
        campsiteId: siteAllocations.campsiteId,
        stay: siteAllocations.stay,
        kind: siteAllocations.kind,
        reservationId: siteAllocations.reservationId,
        status: reservations.status,
        locked: reservations.siteLocked,
        orderConfirmation: orders.orderConfirmation,
        checkedIn: sql<boolean>`${reservations.checkedInAt} is not null`,
        balanceCents: sql<number>`greatest(0, ${reservationBalance})::int`,
        pinnedNote: sql<string | null>`(select n.text from reservation_notes n
          where n.reservation_id = ${siteAllocations.reservationId} and n.pinned
          order by n.created_at, n.id limit 1)`,
        guestName: sql<
          string | null
        >`${orders.guest} ->> 'firstName' || ' ' || (${orders.guest} ->> 'lastName')`,
      })
      .from(siteAllocations)
      .leftJoin(reservations, eq(reservations.id, siteAllocations.reservationId))
      .leftJoin(orders, eq(orders.id, reservations.orderId))
      .where(
        and(
          eq(siteAllocations.parkId, input.parkId),
          sql`${siteAllocations.stay} && daterange(${input.from}::date, ${input.to}::date)`,
          or(ne(siteAllocations.kind, "hold"), gt(siteAllocations.expiresAt, now)),
        ),
      )
      .orderBy(asc(siteAllocations.campsiteId), asc(siteAllocations.stay)),
  ]);
  // A deactivated site stays on the grid while it holds claims in the window (its reservations stay valid).
  const claimed = new Set(claims.map((claim) => claim.campsiteId));
  const shown = sites.filter((site) => site.active || claimed.has(site.id));
  const housekeeping = await housekeepingOf(
    db,
    shown.map((site) => site.id),
  );
  return {
    campsites: shown.map(({ active: _active, ...site }) => ({
      ...site,
      status: housekeeping.get(site.id)!.status,
    })),
    claims: claims.map((claim) => {
      const { start, end } = parseDateRange(claim.stay);
      return {
        id: claim.id,
        campsiteId: claim.campsiteId,
        start,
        end,
        kind: claim.kind,
        ...(claim.reservationId ? { reservationId: claim.reservationId } : {}),
        ...(claim.guestName ? { guestName: claim.guestName } : {}),
        ...(claim.status ? { status: claim.status } : {}),
        locked: claim.locked ?? false,
        ...(claim.reservationId
          ? {
              orderConfirmation: claim.orderConfirmation ?? undefined,
              checkedIn: claim.checkedIn,
              balanceCents: Number(claim.balanceCents),
              ...(claim.pinnedNote ? { pinnedNote: claim.pinnedNote } : {}),
            }
          : {}),
      };
    }),
  };
}
