import "server-only";
import { and, eq, gt, inArray, isNull, lt, or, type SQL } from "drizzle-orm";
import { formatDay } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";
import { todayIn } from "@/lib/stay-dates";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { withReservationPlaces } from "@/server/db/reservation-places";
import {
  campsites,
  campsiteTypes,
  type EquipmentSelection,
  orders,
  parks,
  payments,
  reservations,
} from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { lastPaymentFailed, orderBalance, staffFolioActor } from "./folio.service";
import { recordOrderPayment } from "./order-payment.service";
import { CASH_GATEWAY } from "./refund-payments.service";

export type FrontDeskRow = {
  reservationId: string;
  park: { id: string; name: string };
  orderConfirmation: string;
  guestName: string;
  guestPhone: string;
  site: { id: string; name: string };
  campsiteTypeName: string;
  arrival: string;
  departure: string;
  adults: number;
  children: number;
  pets: number;
  equipment: EquipmentSelection | null;
  /** What the guest's order still owes (cents, never below 0): see decision 0023. */
  balanceCents: number;
  /** The stay's latest payment attempt failed and nothing succeeded after it (a declined balance). */
  paymentFailed: boolean;
  checkedInAt: Date | null;
  checkedOutAt: Date | null;
};

async function frontDeskRows(db: Db, where: SQL | undefined): Promise<(FrontDeskRow & { parkId: string })[]> {
  // Several parks' rows read by park, then site.
  const rows = await withReservationPlaces(
    db
      .select({
        reservationId: reservations.id,
        parkId: reservations.parkId,
        parkName: parks.displayName,
        orderConfirmation: orders.orderConfirmation,
        guest: orders.guest,
        siteId: campsites.id,
        siteName: campsites.name,
        campsiteTypeName: campsiteTypes.name,
        arrival: reservations.arrival,
        departure: reservations.departure,
        adults: reservations.adults,
        children: reservations.children,
        pets: reservations.pets,
        equipment: reservations.equipment,
        balanceCents: orderBalance,
        paymentFailed: lastPaymentFailed,
        checkedInAt: reservations.checkedInAt,
        checkedOutAt: reservations.checkedOutAt,
      })
      .from(reservations)
      .$dynamic(),
  )
    .where(and(eq(reservations.status, "confirmed"), where))
    .orderBy(parks.displayName, campsites.name);
  return rows.map(({ guest, siteId, siteName, parkName, ...row }) => ({
    ...row,
    park: { id: row.parkId, name: parkName },
    guestName: `${guest.firstName} ${guest.lastName}`,
    guestPhone: guest.phone,
    site: { id: siteId, name: siteName },
    balanceCents: Number(row.balanceCents),
  }));
}

const withoutPark = ({ parkId: _, ...row }: FrontDeskRow & { parkId: string }): FrontDeskRow => row;

/** `admin.reservations.day`: a park's arrivals, departures and the guests staying through the date. */
export async function parkDay(
  db: Db,
  input: { parkIds: readonly string[] | null; date: string },
): Promise<{ arrivals: FrontDeskRow[]; departures: FrontDeskRow[]; inPark: FrontDeskRow[] }> {
  const rows = await frontDeskRows(
    db,
    and(
      input.parkIds === null ? undefined : inArray(reservations.parkId, [...input.parkIds]),
      or(
        eq(reservations.arrival, input.date),
        eq(reservations.departure, input.date),
        and(lt(reservations.arrival, input.date), gt(reservations.departure, input.date)),
      ),
    ),
  );
  return {
    arrivals: rows.filter((row) => row.arrival === input.date).map(withoutPark),
    departures: rows.filter((row) => row.departure === input.date).map(withoutPark),
    inPark: rows.filter((row) => row.arrival < input.date && row.departure > input.date).map(withoutPark),
  };
}

/** The park of a confirmed reservation, or null (for the caller's scope check). */
export async function parkOfReservation(db: Db, reservationId: string): Promise<string | null> {
  const [row] = await db
    .select({ parkId: reservations.parkId })
    .from(reservations)
    .where(eq(reservations.id, reservationId));
  return row?.parkId ?? null;
}

async function oneRow(db: Db, reservationId: string) {
  const [row] = await frontDeskRows(db, eq(reservations.id, reservationId));
  if (!row) throw new AppError("NOT_FOUND", "This reservation does not exist or was canceled.");
  return row;
}

/**
 * `admin.reservations.checkIn`: from the arrival day (the park's date) until the departure day. Checking in a
 * guest already checked in changes nothing (a retried click).
 */
export async function checkIn(db: Db, reservationId: string, actor: Actor, now: Date): Promise<FrontDeskRow> {
  return db.transaction(async (tx) => {
    const row = await oneRow(tx, reservationId);
    if (row.checkedInAt) return withoutPark(row);
    const [park] = await tx.select({ timeZone: parks.timeZone }).from(parks).where(eq(parks.id, row.parkId));
    const today = todayIn(park!.timeZone, now);
    if (today < row.arrival) {
      throw new AppError(
        "PRECONDITION_FAILED",
        `This stay starts on ${formatDay(row.arrival)}: check the guest in then.`,
      );
    }
    if (today >= row.departure) {
      throw new AppError("PRECONDITION_FAILED", `This stay ended on ${formatDay(row.departure)}.`);
    }
    // Only the first of two clicks at once changes the row and writes the entry.
    const changed = await tx
      .update(reservations)
      .set({ checkedInAt: now })
      .where(and(eq(reservations.id, reservationId), isNull(reservations.checkedInAt)))
      .returning({ id: reservations.id });
    if (changed.length === 0) return withoutPark(await oneRow(tx, reservationId));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reservation.checkIn",
      entity: "reservation",
      entityId: reservationId,
      parkId: row.parkId,
      before: { checkedInAt: null },
      after: { checkedInAt: now.toISOString() },
    });
    return withoutPark({ ...row, checkedInAt: now });
  });
}

/**
 * `admin.reservations.checkOut`: only a guest checked in, and never while the order owes money. Checking out a
 * guest already checked out changes nothing.
 */
export async function checkOut(
  db: Db,
  reservationId: string,
  actor: Actor,
  now: Date,
): Promise<FrontDeskRow> {
  return db.transaction(async (tx) => {
    const row = await oneRow(tx, reservationId);
    if (row.checkedOutAt) return withoutPark(row);
    if (!row.checkedInAt) throw new AppError("PRECONDITION_FAILED", "Check the guest in first.");
    if (row.balanceCents > 0) {
      throw new AppError(
        "PRECONDITION_FAILED",
        `The guest still owes ${formatUsd(row.balanceCents)}: take the payment before checking out.`,
      );
    }
    const changed = await tx
      .update(reservations)
      .set({ checkedOutAt: now })
      .where(and(eq(reservations.id, reservationId), isNull(reservations.checkedOutAt)))
      .returning({ id: reservations.id });
    if (changed.length === 0) return withoutPark(await oneRow(tx, reservationId));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reservation.checkOut",
      entity: "reservation",
      entityId: reservationId,
      parkId: row.parkId,
      before: { checkedOutAt: null },
      after: { checkedOutAt: now.toISOString() },
    });
    return withoutPark({ ...row, checkedOutAt: now });
  });
}

/**
 * `admin.reservations.takePayment`: cash taken at the desk is recorded against the order, at most what it owes. `key` makes a retried click record it once.
 */
export async function takePayment(
  db: Db,
  input: { reservationId: string; amountCents: number; key: string },
  actor: Actor,
  now: Date,
): Promise<FrontDeskRow> {
  return db.transaction(async (tx) => {
    // The order is locked before its balance is read: two clicks at once cannot both take the same balance.
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(reservations, eq(reservations.orderId, orders.id))
      .where(eq(reservations.id, input.reservationId))
      .for("update", { of: orders });
    const row = await oneRow(tx, input.reservationId);
    const idempotencyKey = `desk:${input.key}`;
    const [earlier] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.idempotencyKey, idempotencyKey));
    if (earlier) return withoutPark(row);
    if (input.amountCents > row.balanceCents) {
      throw new AppError(
        "INVALID_INPUT",
        row.balanceCents === 0
          ? "This booking owes nothing."
          : `This booking owes ${formatUsd(row.balanceCents)}: take at most that.`,
        { field: "amountCents" },
      );
    }
    await recordOrderPayment(tx, {
      orderId: order!.id,
      amountCents: input.amountCents,
      idempotencyKey,
      method: "cash",
      gateway: CASH_GATEWAY,
      first: input.reservationId,
      actor: staffFolioActor(actor),
      now,
    });
    await recordAudit(tx, {
      actor,
      at: now,
      action: "reservation.takePayment",
      entity: "reservation",
      entityId: input.reservationId,
      parkId: row.parkId,
      before: { balanceCents: row.balanceCents },
      after: { balanceCents: row.balanceCents - input.amountCents, method: "cash" },
    });
    return withoutPark({ ...row, balanceCents: row.balanceCents - input.amountCents });
  });
}
