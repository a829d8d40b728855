import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { clientAddress, consumeRateLimit } from "@/server/rate-limit";
import { CHECKOUT_RATE_LIMIT, ZPlaceOrderInput, ZPlaceOrderOutput } from "./checkout.schemas";
import { placeOrder } from "./place-order.service";

export const checkoutRouter = createTRPCRouter({
  placeOrder: publicProcedure
    .input(ZPlaceOrderInput)
    .output(ZPlaceOrderOutput)
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      // Checkout talks to the payment gateway: a client may not use it to test stolen cards by the hundred.
      await consumeRateLimit(ctx.db, `checkout:${clientAddress(ctx.headers)}`, CHECKOUT_RATE_LIMIT, now);
      const user = await ctx.getSessionUser();
      const isMember = ctx.membershipEnabled && user?.membershipStatusIsActive === true;
      return placeOrder(ctx.db, ctx.payments, input, {
        now,
        userId: user?.id ?? null,
        isMember,
        appUrl: ctx.appUrl,
      });
    }),
});
