import { z } from "zod";
import { ZStartedPayment } from "@/lib/payments/payment.schemas";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { clientAddress, consumeRateLimit } from "@/server/rate-limit";
import { cancelReservation } from "./cancel-reservation.service";
import { changeStay } from "./change-stay.service";
import { startChangePayment } from "./guest-change-payment.service";
import { lookupOrder } from "./lookup-order.service";
import { assertOrderAccess, getOrderConfirmation } from "./order-confirmation.service";
import {
  LOOKUP_RATE_LIMIT,
  ZCancelReservationInput,
  ZCancelReservationOutput,
  ZChangeOptions,
  ZInvoiceUuid,
  ZLookupOrderInput,
  ZLookupOrderOutput,
  ZModifyReservationInput,
  ZModifyReservationOutput,
  ZOrderConfirmation,
  ZStayChangeQuote,
  ZStayChangeRequest,
} from "./orders.schemas";
import { quoteStayChange, stayChangeOptions } from "./stay-change-quote.service";

/** Ten changes (each may charge a card) a quarter hour per client address, as checkout limits card attempts. */
const MODIFY_RATE_LIMIT = { limit: 10, windowMs: 15 * 60_000 };
/** Quotes run the engine: generous for a guest trying dates, short of a flood. */
const QUOTE_RATE_LIMIT = { limit: 60, windowMs: 15 * 60_000 };

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
      return cancelReservation(ctx.db, ctx.payments, input, {
        now: ctx.now(),
        appUrl: ctx.appUrl,
        userId: viewer?.id ?? null,
      });
    }),

  lookup: publicProcedure
    .input(ZLookupOrderInput)
    .output(ZLookupOrderOutput)
    .query(async ({ ctx, input }) => {
      // Counted before the read, misses and hits alike: codes cannot be guessed by the thousand.
      await consumeRateLimit(
        ctx.db,
        `order-lookup:${clientAddress(ctx.headers)}`,
        LOOKUP_RATE_LIMIT,
        ctx.now(),
      );
      return lookupOrder(ctx.db, input);
    }),

  changeOptions: publicProcedure
    .input(ZCancelReservationInput)
    .output(ZChangeOptions)
    .query(async ({ ctx, input }) => {
      const viewer = await ctx.getSessionUser();
      await assertOrderAccess(ctx.db, input.invoiceUuid, viewer?.id ?? null);
      return stayChangeOptions(ctx.db, input);
    }),

  quoteModification: publicProcedure
    .input(ZStayChangeRequest)
    .output(ZStayChangeQuote)
    .query(async ({ ctx, input }) => {
      await consumeRateLimit(
        ctx.db,
        `order-quote:${clientAddress(ctx.headers)}`,
        QUOTE_RATE_LIMIT,
        ctx.now(),
      );
      const viewer = await ctx.getSessionUser();
      await assertOrderAccess(ctx.db, input.invoiceUuid, viewer?.id ?? null);
      const { invoiceUuid, ...request } = input;
      const plan = await quoteStayChange(ctx.db, request, { audience: "guest", invoiceUuid }, ctx.now());
      return {
        changed: plan.changed,
        site: { id: plan.to.campsiteId, name: plan.to.campsiteName },
        siteLocked: plan.to.siteLocked,
        dates: plan.to.dates,
        oldTotal: plan.oldTotalCents,
        newTotal: plan.newTotalCents,
        priceDifference: plan.differenceCents,
        toCharge: plan.chargeCents,
        toRefund: plan.refundCents,
        kept: plan.keptCents,
        lockFee: plan.repriced?.lockFeeCents ?? plan.was.lockFeeCents,
      };
    }),

  /**
   * Step one of a change that costs more (decision 0055), as checkout's `startPayment`: the intent for the
   * difference, which the browser's card form pays before `modifyReservation` makes the change with it.
   */
  startChangePayment: publicProcedure
    .input(ZModifyReservationInput.omit({ payment: true }))
    .output(ZStartedPayment)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      await consumeRateLimit(
        ctx.db,
        `order-change-start:${clientAddress(ctx.headers)}`,
        MODIFY_RATE_LIMIT,
        now,
      );
      const viewer = await ctx.getSessionUser();
      await assertOrderAccess(ctx.db, input.invoiceUuid, viewer?.id ?? null);
      const { invoiceUuid, idempotencyKey, expectedPriceDifference, ...request } = input;
      return startChangePayment(
        ctx.db,
        ctx.payments,
        request,
        { invoiceUuid, userId: viewer?.id ?? null, idempotencyKey, expectedPriceDifference },
        now,
      );
    }),

  modifyReservation: publicProcedure
    .input(ZModifyReservationInput)
    .output(ZModifyReservationOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      await consumeRateLimit(ctx.db, `order-change:${clientAddress(ctx.headers)}`, MODIFY_RATE_LIMIT, now);
      const viewer = await ctx.getSessionUser();
      await assertOrderAccess(ctx.db, input.invoiceUuid, viewer?.id ?? null);
      const { invoiceUuid, idempotencyKey, payment, expectedPriceDifference, ...request } = input;
      const result = await changeStay(
        ctx.db,
        ctx.payments,
        request,
        {
          audience: "guest",
          invoiceUuid,
          userId: viewer?.id ?? null,
          idempotencyKey,
          payment,
          expectedPriceDifference,
        },
        { now, appUrl: ctx.appUrl },
      );
      const order = await getOrderConfirmation(ctx.db, input.invoiceUuid, now);
      const reservation = order.campsiteConfirmationSummaries.find(
        (stay) => stay.reservationId === input.reservationId,
      )!;
      return {
        reservation,
        priceDifference: result.differenceCents,
        charged: result.chargedCents,
        refunded: result.refundedCents,
        kept: result.keptCents,
      };
    }),
});
