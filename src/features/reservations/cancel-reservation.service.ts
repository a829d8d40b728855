import "server-only";
import { and, eq } from "drizzle-orm";
import { quoteCancellation, releaseReservation } from "@/features/availability/server";
import { formatUsd } from "@/lib/money";
import { todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { orders, parks, payments, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { refundOfPaid } from "./folio";
import { type FolioActor, guestFolioActor, readFolio, syncFolioCharges } from "./folio.service";
import { getOrderConfirmation } from "./order-confirmation.service";
import { renderReservationCancelledMail } from "./order-mail";
import { CASH_GATEWAY, refundableCents, refundOrderPayments } from "./refund-payments.service";

type CancelRow = {
  reservation: typeof reservations.$inferSelect;
  orderId: string;
  invoiceUuid: string;
  timeZone: string;
};

/**
 * The reservation (with the cancellation terms it was booked under) and its order and park's time zone, locked
 * for the cancellation (null when nothing matches).
 */
async function lockForCancellation(
  tx: Db,
  where: { reservationId: string; invoiceUuid?: string },
  lock = true,
): Promise<CancelRow | null> {
  const query = tx
    .select({
      reservation: reservations,
      orderId: orders.id,
      invoiceUuid: orders.invoiceUuid,
      timeZone: parks.timeZone,
    })
    .from(reservations)
    .innerJoin(orders, eq(orders.id, reservations.orderId))
    .innerJoin(parks, eq(parks.id, reservations.parkId))
    .where(
      and(
        eq(reservations.id, where.reservationId),
        where.invoiceUuid === undefined ? undefined : eq(orders.invoiceUuid, where.invoiceUuid),
      ),
    );
  const [row] = lock ? await query.for("update", { of: reservations }) : await query;
  return row ?? null;
}

const stayTotal = (reservation: CancelRow["reservation"]) =>
  reservation.subtotalCents - reservation.discountCents + reservation.taxesCents;

/**
 * Cancels a locked reservation: marked cancelled, its nights back to inventory at once, the order's status, the
 * refund through the gateway (keyed by the reservation, so a retry never refunds twice) and, when `notify`, the
 * cancellation e-mail — all in the caller's transaction.
 */
async function applyCancellation(
  tx: Db,
  gateway: PaymentGateway,
  row: CancelRow,
  refund: number,
  context: { now: Date; appUrl: string; notify: boolean; actor: FolioActor; reason?: string | null },
): Promise<void> {
  const { reservation } = row;
  const { now } = context;
  await tx
    .update(reservations)
    .set({ status: "canceled", canceledAt: now, refundCents: refund, updatedAt: now })
    .where(eq(reservations.id, reservation.id));
  await releaseReservation(tx, { parkId: reservation.parkId, reservationId: reservation.id });

  const remaining = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.orderId, row.orderId), eq(reservations.status, "confirmed")));
  await tx
    .update(orders)
    .set({ status: remaining.length === 0 ? "canceled" : "partially_canceled", updatedAt: now })
    .where(eq(orders.id, row.orderId));

  await refundOrderPayments(tx, gateway, {
    orderId: row.orderId,
    amountCents: refund,
    idempotencyKey: `refund:${reservation.id}`,
    reservationId: reservation.id,
    actor: context.actor,
    reason: context.reason ?? "Cancelled",
    now,
  });
  // The stay's charges reversed; what was paid and not refunded stays as its cancellation fee.
  await syncFolioCharges(tx, reservation.id, {
    actor: context.actor,
    reason: context.reason ?? "Cancelled",
    now,
  });

  if (context.notify) {
    const confirmation = await getOrderConfirmation(tx, row.invoiceUuid, now);
    await enqueueMail(
      tx,
      await renderReservationCancelledMail(confirmation, reservation.id, refund, { appUrl: context.appUrl }),
      now,
    );
  }
}

/**
 * `booking.orders.cancelReservation`: the guest cancels one stay of an order under the terms it was booked under
 * (not the park's current ones), in one transaction (see `applyCancellation`), with the cancellation e-mail.
 */
export async function cancelReservation(
  db: Db,
  gateway: PaymentGateway,
  input: { invoiceUuid: string; reservationId: string },
  context: { now: Date; appUrl: string; userId?: string | null },
): Promise<{ refund: number }> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const row = await lockForCancellation(tx, input);
    if (!row) throw new AppError("NOT_FOUND", "We could not find this reservation.");
    if (row.reservation.status === "canceled") {
      throw new AppError("PRECONDITION_FAILED", "This reservation is already cancelled.");
    }
    const quote = quoteCancellation(
      row.reservation.cancellationPolicy,
      { arrival: row.reservation.arrival, totalCents: stayTotal(row.reservation) },
      todayIn(row.timeZone, now),
    );
    if (!quote) {
      throw new AppError(
        "PRECONDITION_FAILED",
        "This stay has already begun, so it can no longer be cancelled online. Please call the park.",
      );
    }
    const [cash] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, row.orderId), eq(payments.gateway, CASH_GATEWAY)));
    if (cash && quote.refund > 0) {
      throw new AppError(
        "PRECONDITION_FAILED",
        "This booking was paid in cash at the park, so the park hands a refund back: please call the park to cancel.",
      );
    }
    // The booked terms applied to what this stay paid (a deposit loses the fee from itself), and never more than
    // the order's payments still hold.
    const { paidCents } = await readFolio(tx, row.reservation.id);
    const refund = Math.min(
      refundOfPaid(quote, { totalCents: stayTotal(row.reservation), paidCents }).refund,
      await refundableCents(tx, row.orderId),
    );
    await applyCancellation(tx, gateway, row, refund, {
      ...context,
      notify: true,
      actor: guestFolioActor(context.userId),
      reason: "Cancelled by the guest",
    });
    return { refund };
  });
}

/** The booked terms' refund today, applied to what the stay paid (nothing once it has begun). */
async function policyRefundOfPaid(
  tx: Db,
  reservation: CancelRow["reservation"],
  totalCents: number,
  today: string,
): Promise<number> {
  const quote = quoteCancellation(
    reservation.cancellationPolicy,
    { arrival: reservation.arrival, totalCents },
    today,
  );
  if (!quote) return 0;
  const { paidCents } = await readFolio(tx, reservation.id);
  return refundOfPaid(quote, { totalCents, paidCents }).refund;
}

/** What staff refund on a cancellation (api.md `admin.reservations.cancel`). */
export type StaffRefund = "POLICY" | "FULL" | "NONE" | { amount: number };

/** What a staff cancellation gives back: the stay's total, what can be refunded of it, and the refund itself. */
export type StaffCancellationQuote = { totalCents: number; paidCents: number; refundCents: number };

/**
 * The refund of a staff cancellation: by the booked terms (nothing once the stay has begun), in full, none, or an
 * amount up to the stay's total — never more than was paid (a stay paid at the park, or in part).
 */
async function staffRefundOf(
  tx: Db,
  row: CancelRow,
  choice: StaffRefund,
  now: Date,
): Promise<StaffCancellationQuote> {
  const { reservation } = row;
  const total = stayTotal(reservation);
  const refund =
    choice === "FULL"
      ? total
      : choice === "NONE"
        ? 0
        : choice === "POLICY"
          ? await policyRefundOfPaid(tx, reservation, total, todayIn(row.timeZone, now))
          : choice.amount;
  if (refund > total) {
    throw new AppError("INVALID_INPUT", `The refund cannot be more than the stay's ${formatUsd(total)}.`, {
      field: "refund.amount",
    });
  }
  const paid = await refundableCents(tx, row.orderId);
  if (typeof choice !== "string" && refund > paid) {
    throw new AppError("INVALID_INPUT", `At most ${formatUsd(paid)} was paid and can be refunded.`, {
      field: "refund.amount",
    });
  }
  return { totalCents: total, paidCents: paid, refundCents: Math.min(refund, paid) };
}

/** `admin.reservations.quote` for a cancellation: what `cancelReservationAsStaff` would refund now, nothing written. */
export async function quoteStaffCancellation(
  db: Db,
  input: { reservationId: string; refund: StaffRefund },
  now: Date,
): Promise<StaffCancellationQuote> {
  const row = await lockForCancellation(db, input, false);
  if (!row) throw new AppError("NOT_FOUND", "This reservation does not exist.");
  if (row.reservation.status === "canceled") {
    throw new AppError("PRECONDITION_FAILED", "This reservation is already cancelled.");
  }
  return staffRefundOf(db, row, input.refund, now);
}

/**
 * Staff cancel a reservation in the caller's transaction: the refund by its booked terms (nothing once the stay
 * has begun), in full, none, or an amount up to the stay's total; the e-mail only when `notify`. A reservation
 * already cancelled is answered with its refund and nothing changes (a retried click). Returns the reservation's
 * park and stay for the audit entry.
 */
export async function cancelReservationAsStaff(
  tx: Db,
  gateway: PaymentGateway,
  input: {
    reservationId: string;
    refund: StaffRefund;
    notify: boolean;
    reason?: string | null;
    /** The refund the quote showed: another one now refuses the cancellation (`CONFLICT`). */
    expectedRefundCents?: number;
  },
  context: { now: Date; appUrl: string; actor: FolioActor },
): Promise<{ refund: number; alreadyCanceled: boolean; parkId: string; before: Record<string, unknown> }> {
  const row = await lockForCancellation(tx, { reservationId: input.reservationId });
  if (!row) throw new AppError("NOT_FOUND", "This reservation does not exist.");
  const { reservation } = row;
  const before = {
    status: reservation.status,
    campsiteId: reservation.campsiteId,
    arrival: reservation.arrival,
    departure: reservation.departure,
  };
  if (reservation.status === "canceled") {
    return {
      refund: reservation.refundCents ?? 0,
      alreadyCanceled: true,
      parkId: reservation.parkId,
      before,
    };
  }
  const { refundCents: refunded } = await staffRefundOf(tx, row, input.refund, context.now);
  if (input.expectedRefundCents !== undefined && input.expectedRefundCents !== refunded) {
    throw new AppError(
      "CONFLICT",
      `The refund moved since you saw it: it is now ${formatUsd(refunded)}. Check it, then cancel again.`,
    );
  }
  await applyCancellation(tx, gateway, row, refunded, {
    ...context,
    notify: input.notify,
    reason: input.reason ?? "Cancelled by the park",
  });
  return { refund: refunded, alreadyCanceled: false, parkId: reservation.parkId, before };
}
