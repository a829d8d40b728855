import "server-only";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { cancelReservationAsStaff, type StaffRefund } from "./cancel-reservation.service";
import { staffFolioActor } from "./folio.service";

/**
 * `admin.reservations.cancel`: the orders feature cancels (nights back to inventory at once, refund through the
 * gateway, e-mail when asked) and the audit entry is written in the same transaction. A retry answers the first
 * refund and writes nothing.
 */
export async function cancelAsStaff(
  db: Db,
  gateway: PaymentGateway,
  input: {
    reservationId: string;
    refund: StaffRefund;
    reason: string;
    notifyGuest: boolean;
    expectedRefundCents?: number;
  },
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<{ refund: number }> {
  return db.transaction(async (tx) => {
    const result = await cancelReservationAsStaff(
      tx,
      gateway,
      {
        reservationId: input.reservationId,
        refund: input.refund,
        notify: input.notifyGuest,
        reason: input.reason,
        expectedRefundCents: input.expectedRefundCents,
      },
      { ...context, actor: staffFolioActor(actor) },
    );
    if (!result.alreadyCanceled) {
      await recordAudit(tx, {
        actor,
        at: context.now,
        action: "reservation.cancel",
        entity: "reservation",
        entityId: input.reservationId,
        parkId: result.parkId,
        before: result.before,
        after: {
          status: "canceled",
          refundCents: result.refund,
          refundChoice: input.refund,
          notifiedGuest: input.notifyGuest,
        },
        reason: input.reason,
      });
    }
    return { refund: result.refund };
  });
}
