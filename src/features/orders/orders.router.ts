import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { cancelReservation } from "./cancel-reservation.service";
import { assertOrderAccess, getOrderConfirmation } from "./order-confirmation.service";
import {
  ZCancelReservationInput,
  ZCancelReservationOutput,
  ZInvoiceUuid,
  ZOrderConfirmation,
} from "./orders.schemas";

/**
 * An order is reached by its unguessable invoice UUID (in the confirmation e-mail), as the guest may have booked
 * without an account; an order booked while signed in also needs its owner's session (`assertOrderAccess`).
 */
export const ordersRouter = createTRPCRouter({
  getOrderConfirmation: publicProcedure
    .input(z.object({ invoiceUuid: ZInvoiceUuid }))
    .output(ZOrderConfirmation)
    .query(async ({ ctx, input }) => {
      const viewer = await ctx.getSessionUser();
      await assertOrderAccess(ctx.db, input.invoiceUuid, viewer?.id ?? null);
      return getOrderConfirmation(ctx.db, input.invoiceUuid, ctx.now());
    }),

  cancelReservation: publicProcedure
    .input(ZCancelReservationInput)
    .output(ZCancelReservationOutput)
    .mutation(async ({ ctx, input }) => {
      const viewer = await ctx.getSessionUser();
      await assertOrderAccess(ctx.db, input.invoiceUuid, viewer?.id ?? null);
      return cancelReservation(ctx.db, ctx.payments, input, { now: ctx.now(), appUrl: ctx.appUrl });
    }),
});
