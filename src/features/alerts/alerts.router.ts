import { z } from "zod";
import { ZShoppingCartUuid } from "@/features/cart/server";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { AppError } from "@/server/errors";
import { clientAddress } from "@/server/rate-limit";
import { claimOffer } from "./alert-offer.service";
import { ZAlert, ZAlertCreateInput, ZAlertLink, ZAlertStatus, ZAlertToken } from "./alerts.schemas";
import { cancelAlert, confirmAlert, createAlert, describeAlertLink, listAlerts } from "./alerts.service";

/** Availability alerts (api.md "Guest additions", decision 0036). */
export const alertsRouter = createTRPCRouter({
  create: publicProcedure
    .input(ZAlertCreateInput)
    .output(z.object({ alertId: z.uuid(), status: z.enum(["pending", "active"]) }))
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.getSessionUser();
      return createAlert(ctx.db, input, {
        now: ctx.now(),
        appUrl: ctx.appUrl,
        clientKey: clientAddress(ctx.headers),
        user: user ? { id: user.id, email: user.email } : null,
      });
    }),

  /** A visitor's e-mailed confirmation link (an addition to api.md's list). */
  confirm: publicProcedure
    .input(z.object({ token: ZAlertToken }))
    .output(z.object({ status: ZAlertStatus }))
    .mutation(({ ctx, input }) =>
      confirmAlert(ctx.db, input.token, {
        now: ctx.now(),
        appUrl: ctx.appUrl,
        clientKey: clientAddress(ctx.headers),
      }),
    ),

  /** What an e-mailed link is about, for its page (an addition to api.md's list; reads only). */
  link: publicProcedure
    .input(z.object({ kind: z.enum(["confirm", "stop", "claim"]), token: ZAlertToken }))
    .output(ZAlertLink)
    .query(({ ctx, input }) =>
      describeAlertLink(ctx.db, input, { now: ctx.now(), clientKey: clientAddress(ctx.headers) }),
    ),

  list: protectedProcedure.output(z.array(ZAlert)).query(({ ctx }) => listAlerts(ctx.db, ctx.user.id)),

  /** The signed-in owner by `alertId`, or a visitor with the e-mailed stop link's `token`. */
  cancel: publicProcedure
    .input(z.union([z.object({ alertId: z.uuid() }), z.object({ token: ZAlertToken })]))
    .output(z.object({ cancelled: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      const caller = { now: ctx.now(), clientKey: clientAddress(ctx.headers) };
      if ("token" in input) {
        await cancelAlert(ctx.db, { token: input.token }, caller);
      } else {
        const user = await ctx.getSessionUser();
        if (!user) throw new AppError("UNAUTHENTICATED", "Please sign in to continue.");
        await cancelAlert(ctx.db, { alertId: input.alertId, userId: user.id }, caller);
      }
      return { cancelled: true as const };
    }),

  claim: publicProcedure
    .input(z.object({ token: ZAlertToken, shoppingCartUuid: z.optional(ZShoppingCartUuid) }))
    .output(z.object({ shoppingCartUuid: z.uuid() }))
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.getSessionUser();
      return claimOffer(ctx.db, input, {
        now: ctx.now(),
        clientKey: clientAddress(ctx.headers),
        userId: user?.id ?? null,
      });
    }),
});
