import "server-only";
import { eq } from "drizzle-orm";
import { formatDay } from "@/lib/date-format";
import { todayIn } from "@/lib/stay-dates";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { parks, reservations } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { cancelReservationAsStaff, type StaffRefund } from "./cancel-reservation.service";
import { staffFolioActor } from "./folio.service";

/**
 * `admin.reservations.noShow` (decision 0059): the guest never came. From the arrival day on, for a stay not checked
 * in: it is cancelled (its nights, the remaining ones included, back on sale at once), refunded as staff choose —
 * by its booked terms (usually nothing on the day), none, or an amount — marked a no-show, and audited. The guest is
 * not e-mailed. A second click answers the first refund.
 */
export async function markNoShow(
  db: Db,
  gateway: PaymentGateway,
  input: {
    reservationId: string;
    refund: Exclude<StaffRefund, "FULL">;
    reason: string;
    expectedRefundCents?: number;
  },
  actor: Actor,
  context: { now: Date; appUrl: string },
): Promise<{ refund: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: reservations.status,
        noShowAt: reservations.noShowAt,
        refundCents: reservations.refundCents,
        arrival: reservations.arrival,
        checkedInAt: reservations.checkedInAt,
        timeZone: parks.timeZone,
      })
      .from(reservations)
      .innerJoin(parks, eq(parks.id, reservations.parkId))
      .where(eq(reservations.id, input.reservationId))
      .for("update", { of: reservations });
    if (!row) throw new AppError("NOT_FOUND", "This reservation does not exist.");
    if (row.noShowAt) return { refund: row.refundCents ?? 0 };
    if (row.status === "canceled")
      throw new AppError("PRECONDITION_FAILED", "This reservation is cancelled.");
    if (row.checkedInAt) throw new AppError("PRECONDITION_FAILED", "This guest has checked in: they came.");
    if (todayIn(row.timeZone, context.now) < row.arrival) {
      throw new AppError(
        "PRECONDITION_FAILED",
        `This stay starts on ${formatDay(row.arrival)}: a no-show can be marked from then.`,
      );
    }
    const result = await cancelReservationAsStaff(
      tx,
      gateway,
      {
        reservationId: input.reservationId,
        refund: input.refund,
        notify: false,
        reason: input.reason,
        expectedRefundCents: input.expectedRefundCents,
      },
      { ...context, actor: staffFolioActor(actor) },
    );
    await tx
      .update(reservations)
      .set({ noShowAt: context.now })
      .where(eq(reservations.id, input.reservationId));
    await recordAudit(tx, {
      actor,
      at: context.now,
      action: "reservation.noShow",
      entity: "reservation",
      entityId: input.reservationId,
      parkId: result.parkId,
      before: result.before,
      after: { status: "canceled", noShow: true, refundCents: result.refund, refundChoice: input.refund },
      reason: input.reason,
    });
    return { refund: result.refund };
  });
}
