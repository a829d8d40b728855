import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { clientAddress, consumeRateLimit } from "@/server/rate-limit";
import {
  ZPayLinkCompleted,
  ZPayLinkCompleteInput,
  ZPayLinkInput,
  ZPayLinkStarted,
  ZPayLinkStartInput,
  ZPayLinkView,
} from "./pay.schemas";
import {
  completePayLinkPayment,
  PAY_LINK_RATE_LIMIT,
  readPayLink,
  startPayLinkPayment,
} from "./pay-links.service";

/**
 * `booking.pay.*` (api.md "Money"): the pay-link page. The token is the key (unguessable, only its hash stored),
 * so no sign-in is asked; every call is counted per client address, reads and payments alike.
 */
export const payRouter = createTRPCRouter({
  get: publicProcedure
    .input(ZPayLinkInput)
    .output(ZPayLinkView)
    .query(async ({ ctx, input }) => {
      await consumeRateLimit(ctx.db, `pay:${clientAddress(ctx.headers)}`, PAY_LINK_RATE_LIMIT, ctx.now());
      return readPayLink(ctx.db, input.token, ctx.now());
    }),

  start: publicProcedure
    .input(ZPayLinkStartInput)
    .output(ZPayLinkStarted)
    .mutation(async ({ ctx, input }) => {
      await consumeRateLimit(ctx.db, `pay:${clientAddress(ctx.headers)}`, PAY_LINK_RATE_LIMIT, ctx.now());
      return startPayLinkPayment(ctx.db, ctx.payments, input, ctx.now());
    }),

  complete: publicProcedure
    .input(ZPayLinkCompleteInput)
    .output(ZPayLinkCompleted)
    .mutation(async ({ ctx, input }) => {
      await consumeRateLimit(ctx.db, `pay:${clientAddress(ctx.headers)}`, PAY_LINK_RATE_LIMIT, ctx.now());
      const user = await ctx.getSessionUser();
      return completePayLinkPayment(ctx.db, ctx.payments, input, {
        now: ctx.now(),
        userId: user?.id ?? null,
      });
    }),
});
