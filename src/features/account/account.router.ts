import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { ZAccountOrder, ZProfile, ZUpdateProfileInput } from "./account.schemas";
import { getProfile, listOrders, updateProfile } from "./account.service";

/** The signed-in user's own data only: every procedure takes the user from the session, never from the input. */
export const accountRouter = createTRPCRouter({
  getProfile: protectedProcedure.output(ZProfile).query(({ ctx }) => getProfile(ctx.db, ctx.user.id)),

  updateProfile: protectedProcedure
    .input(ZUpdateProfileInput)
    .output(ZProfile)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.user.id, input, ctx.now())),

  listOrders: protectedProcedure
    .output(z.array(ZAccountOrder))
    .query(({ ctx }) => listOrders(ctx.db, ctx.user.id, ctx.now())),
});
