import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { cancelReservation } from "./cancel-reservation.service";
import { getOrderConfirmation } from "./order-confirmation.service";
import {
  ZCancelReservationInput,
  ZCancelReservationOutput,
  ZInvoiceUuid,
  ZOrderConfirmation,
} from "./orders.schemas";

/**
 * An order is reached by its invoice UUID alone (unguessable, in the confirmation e-mail), as the guest may have
 * booked without an account.
 */
export const ordersRouter = createTRPCRouter({
  getOrderConfirmation: publicProcedure
    .input(z.object({ invoiceUuid: ZInvoiceUuid }))
    .output(ZOrderConfirmation)
    .query(({ ctx, input }) => getOrderConfirmation(ctx.db, input.invoiceUuid, ctx.now())),

  cancelReservation: publicProcedure
    .input(ZCancelReservationInput)
    .output(ZCancelReservationOutput)
    .mutation(({ ctx, input }) =>
      cancelReservation(ctx.db, ctx.payments, input, { now: ctx.now(), appUrl: ctx.appUrl }),
    ),
});
