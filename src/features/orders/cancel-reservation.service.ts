import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { quoteCancellation } from "@/features/availability/cancellation-policy";
import { releaseReservation } from "@/features/availability/server";
import { todayIn } from "@/lib/stay-dates";
import type { Db } from "@/server/db/client";
import { orders, parks, payments, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { getOrderConfirmation } from "./order-confirmation.service";
import { renderReservationCancelledMail } from "./order-mail";

/**
 * `booking.orders.cancelReservation`: the guest cancels one stay of an order under the park's policy. In one
 * transaction the reservation is marked cancelled, its nights go back to inventory at once, the refund is made
 * through the gateway (keyed by the reservation, so a retry never refunds twice) and the cancellation e-mail is
 * queued.
 */
export async function cancelReservation(
  db: Db,
  gateway: PaymentGateway,
  input: { invoiceUuid: string; reservationId: string },
  context: { now: Date; appUrl: string },
): Promise<{ refund: number }> {
  const { now } = context;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        reservation: reservations,
        orderId: orders.id,
        policy: parks.cancellationPolicy,
        timeZone: parks.timeZone,
      })
      .from(reservations)
      .innerJoin(orders, eq(orders.id, reservations.orderId))
      .innerJoin(parks, eq(parks.id, reservations.parkId))
      .where(and(eq(reservations.id, input.reservationId), eq(orders.invoiceUuid, input.invoiceUuid)))
      .for("update", { of: reservations });
    if (!row) throw new AppError("NOT_FOUND", "We could not find this reservation.");
    const { reservation } = row;
    if (reservation.status === "canceled") {
      throw new AppError("PRECONDITION_FAILED", "This reservation is already cancelled.");
    }
    const total = reservation.subtotalCents - reservation.discountCents + reservation.taxesCents;
    const quote = quoteCancellation(
      row.policy,
      { arrival: reservation.arrival, totalCents: total },
      todayIn(row.timeZone, now),
    );
    if (!quote) {
      throw new AppError(
        "PRECONDITION_FAILED",
        "This stay has already begun, so it can no longer be cancelled online. Please call the park.",
      );
    }

    await tx
      .update(reservations)
      .set({ status: "canceled", canceledAt: now, refundCents: quote.refund, updatedAt: now })
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

    if (quote.refund > 0) {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(eq(payments.orderId, row.orderId))
        .for("update");
      if (!payment?.gatewayReference) {
        throw new AppError(
          "PRECONDITION_FAILED",
          "This order has no payment to refund. Please call the park.",
        );
      }
      await gateway.refund({
        reference: payment.gatewayReference,
        amountCents: quote.refund,
        idempotencyKey: `refund:${reservation.id}`,
      });
      await tx
        .update(payments)
        .set({
          refundedCents: sql`${payments.refundedCents} + ${quote.refund}`,
          status: sql`case when ${payments.refundedCents} + ${quote.refund} >= ${payments.amountCents} then 'refunded' else 'partially_refunded' end::payment_status`,
          updatedAt: now,
        })
        .where(eq(payments.id, payment.id));
    }

    const confirmation = await getOrderConfirmation(tx, input.invoiceUuid, now);
    await enqueueMail(
      tx,
      await renderReservationCancelledMail(confirmation, reservation.id, quote.refund, {
        appUrl: context.appUrl,
      }),
      now,
    );
    return { refund: quote.refund };
  });
}
