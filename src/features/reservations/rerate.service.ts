import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { Equipment } from "@/features/availability/server";
import { formatStay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { todayIn } from "@/lib/stay-dates";
import { guestsSummary } from "@/lib/stay-format";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { withReservationPlaces } from "@/server/db/reservation-places";
import { campsites, orders, parks, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { staffFolioActor } from "./folio.service";
import { quoteStaffStay } from "./staff-stay.service";
import type { StaffSettlement } from "./stay-change";
import {
  lockReservation,
  mailStayChange,
  type RepricedStay,
  repriceStay,
  writeStayPrice,
} from "./stay-price.service";
import { stayTotal } from "./stay-pricing";

/** How many stays one call re-rates (the screen sends a longer list in parts). */
export const RERATE_BATCH = 50;

export type RerateRow = {
  reservationId: string;
  orderConfirmation: string;
  guestName: string;
  campsiteName: string;
  arrival: string;
  departure: string;
  totalCents: number;
  newTotalCents: number | null;
  /** `ready`: would change (preview); `repriced`: changed; `unchanged`: today's price is its price; `skipped`: see `reason`. */
  outcome: "ready" | "repriced" | "unchanged" | "skipped";
  settlement: StaffSettlement | null;
  reason: string | null;
};

/** The park of each reservation that exists (for the caller's scope check). */
export async function parksOfReservations(
  db: Db,
  reservationIds: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: reservations.id, parkId: reservations.parkId })
    .from(reservations)
    .where(inArray(reservations.id, [...reservationIds]));
  return new Map(rows.map((row) => [row.id, row.parkId]));
}

async function stayOf(db: Db, reservationId: string) {
  const [row] = await withReservationPlaces(
    db
      .select({
        reservation: reservations,
        siteName: campsites.name,
        invoiceUuid: orders.invoiceUuid,
        orderConfirmation: orders.orderConfirmation,
        guest: orders.guest,
        timeZone: parks.timeZone,
      })
      .from(reservations)
      .$dynamic(),
  ).where(eq(reservations.id, reservationId));
  if (!row) throw new AppError("NOT_FOUND", "This reservation does not exist.");
  return row;
}

/** Why a stay keeps its price whatever the rates say, or null when it can be re-rated. */
function notReratable(stay: Awaited<ReturnType<typeof stayOf>>, now: Date): string | null {
  const { reservation } = stay;
  if (reservation.status !== "confirmed") return "Cancelled.";
  if (reservation.checkedInAt || reservation.arrival <= todayIn(stay.timeZone, now)) {
    return "Arrived: a stay under way keeps its price.";
  }
  return null;
}

/**
 * Booked stays priced again at today's rates (decision 0032), after a rate change that listed them: each stay on
 * its own site and nights, as a guest would book it today (REPRICE of domain.md, rules not asked again — the stay
 * is booked). With `apply`, each changed stay is written in its own transaction and audited: a lower price is
 * refunded through the order's payments, a higher one is owed at the park, and the guest is told when
 * `notifyGuest`. Stays under way, cancelled ones, and ones that cannot be priced (a closed night) are skipped
 * with the reason; one changed meanwhile is skipped too, never changed blindly.
 */
export async function rerateStays(
  db: Db,
  gateway: PaymentGateway,
  input: { reservationIds: readonly string[]; apply: boolean; notifyGuest: boolean },
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<RerateRow[]> {
  const rows: RerateRow[] = [];
  for (const reservationId of input.reservationIds) {
    const stay = await stayOf(db, reservationId);
    const { reservation: was } = stay;
    const row: RerateRow = {
      reservationId,
      orderConfirmation: stay.orderConfirmation,
      guestName: `${stay.guest.firstName} ${stay.guest.lastName}`.trim(),
      campsiteName: stay.siteName,
      arrival: was.arrival,
      departure: was.departure,
      totalCents: stayTotal(was),
      newTotalCents: null,
      outcome: "skipped",
      settlement: null,
      reason: notReratable(stay, context.now),
    };
    rows.push(row);
    if (row.reason) continue;
    try {
      const repriced = await repricedNow(db, was, context.now);
      row.newTotalCents = repriced.price.totalCents;
      if (repriced.differenceCents === 0) {
        row.outcome = "unchanged";
      } else if (!input.apply) {
        row.outcome = "ready";
      } else {
        row.settlement = await writeRerate(db, gateway, stay, repriced, input.notifyGuest, actor, context);
        row.outcome = "repriced";
      }
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      row.reason = error.message;
    }
  }
  return rows;
}

async function repricedNow(db: Db, was: typeof reservations.$inferSelect, now: Date): Promise<RepricedStay> {
  const stay = { start: was.arrival, end: was.departure };
  const party = { adults: was.adults, children: was.children, pets: was.pets };
  const quote = await quoteStaffStay(db, {
    parkId: was.parkId,
    campsiteId: was.campsiteId,
    dates: stay,
    guests: party,
    equipment: (was.equipment as Equipment | null) ?? undefined,
    now,
    freeing: { campsiteId: was.campsiteId, stay },
    // The stay is booked: re-rating asks what its nights cost now, not whether it could be booked again.
    overrideReason: "re-rate",
  });
  return repriceStay(db, was, {
    nightlyPricesCents: quote.nightlyPricesCents,
    category: quote.type.category,
    party,
    siteChanged: false,
  });
}

async function writeRerate(
  db: Db,
  gateway: PaymentGateway,
  stay: Awaited<ReturnType<typeof stayOf>>,
  repriced: RepricedStay,
  notifyGuest: boolean,
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<StaffSettlement> {
  const { reservation: was } = stay;
  return db.transaction(async (tx) => {
    const locked = await lockReservation(tx, was.id);
    if (locked?.status !== "confirmed" || locked.updatedAt.getTime() !== was.updatedAt.getTime()) {
      throw new AppError("CONFLICT", "Changed meanwhile: open it and re-rate it there.");
    }
    const settlement = await writeStayPrice(tx, gateway, was, repriced, {
      idempotencyKey: `rerate:${was.id}:${was.updatedAt.getTime()}`,
      actor: staffFolioActor(actor),
      reason: "Re-rated to the park's new rates",
      now: context.now,
    });
    await tx.update(reservations).set({ updatedAt: context.now }).where(eq(reservations.id, was.id));
    await recordAudit(tx, {
      actor,
      at: context.now,
      action: "reservation.rerate",
      entity: "reservation",
      entityId: was.id,
      parkId: was.parkId,
      before: { totalCents: stayTotal(was), nightlyPricesCents: was.nightlyPricesCents },
      after: {
        totalCents: repriced.price.totalCents,
        nightlyPricesCents: repriced.nightlyPricesCents,
        settlement,
        notifiedGuest: notifyGuest,
      },
      reason: "Re-rated at today's rates after a rate change.",
    });
    if (notifyGuest) {
      const wasWords = `${formatStay(was.arrival, was.departure)}, ${guestsSummary(was)}, ${formatUsd(stayTotal(was))}`;
      await mailStayChange(
        tx,
        {
          invoiceUuid: stay.invoiceUuid,
          reservationId: was.id,
          was: wasWords,
          price: settlement,
          by: "park",
        },
        context,
      );
    }
    return settlement;
  });
}
