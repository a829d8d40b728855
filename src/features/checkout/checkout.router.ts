import { z } from "zod";
import { assertCartAccess, readCart, ZShoppingCartUuid } from "@/features/cart/server";
import { findMemberDiscountEvent } from "@/features/membership/server";
import { type Context, createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { clientAddress, consumeRateLimit } from "@/server/rate-limit";
import {
  CHECKOUT_RATE_LIMIT,
  type CheckoutQuote,
  ZCheckoutQuote,
  ZPlaceOrderInput,
  ZPlaceOrderOutput,
  ZStartPaymentInput,
  ZStartPaymentOutput,
} from "./checkout.schemas";
import { type PlaceOrderContext, placeOrder } from "./place-order.service";
import { startPayment } from "./start-payment.service";

/**
 * Who checks out and at what price, after counting the attempt: checkout talks to the payment gateway, and a
 * client may not use it to test stolen cards by the hundred (each step has its own count).
 */
async function checkoutContext(
  ctx: Context,
  step: "checkout" | "checkout-start",
): Promise<PlaceOrderContext> {
  const now = ctx.now();
  await consumeRateLimit(ctx.db, `${step}:${clientAddress(ctx.headers)}`, CHECKOUT_RATE_LIMIT, now);
  const user = await ctx.getSessionUser();
  return {
    now,
    userId: user?.id ?? null,
    isMember: ctx.membershipEnabled && user?.membershipStatusIsActive === true,
    appUrl: ctx.appUrl,
  };
}

export const checkoutRouter = createTRPCRouter({
  /** What checkout will charge now and what later, per park, from the server's own price (decision 0050). */
  quote: publicProcedure
    .input(z.object({ shoppingCartUuid: ZShoppingCartUuid }))
    .output(ZCheckoutQuote)
    .query(async ({ ctx, input }): Promise<CheckoutQuote> => {
      const now = ctx.now();
      const user = await ctx.getSessionUser();
      await assertCartAccess(ctx.db, input.shoppingCartUuid, user?.id ?? null);
      const isMember = ctx.membershipEnabled && user?.membershipStatusIsActive === true;
      const member = isMember ? { event: await findMemberDiscountEvent(ctx.db, now) } : null;
      const { view } = await readCart(ctx.db, input.shoppingCartUuid, { now, member });
      return {
        parks: view.parkShoppingCartsArray.map((park) => ({
          parkId: park.parkId,
          total: park.total,
          dueNow: park.payment.dueNow,
          balanceDue: park.payment.balanceDue,
          balanceDueOn: park.payment.balanceDueOn,
          policy: { kind: park.payment.kind, summary: park.payment.summary },
        })),
        dueNow: view.dueNow,
      };
    }),

  /** Step one of paying (decision 0053): the gateway's intent for what is due now, priced by the server. */
  startPayment: publicProcedure
    .input(ZStartPaymentInput)
    .output(ZStartPaymentOutput)
    .mutation(async ({ ctx, input }) =>
      startPayment(ctx.db, ctx.payments, input, await checkoutContext(ctx, "checkout-start")),
    ),

  placeOrder: publicProcedure
    .input(ZPlaceOrderInput)
    .output(ZPlaceOrderOutput)
    .mutation(async ({ ctx, input }) =>
      placeOrder(ctx.db, ctx.payments, input, await checkoutContext(ctx, "checkout")),
    ),
});
