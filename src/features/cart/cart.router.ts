import { z } from "zod";
import { findMemberDiscountEvent } from "@/features/membership/membership.service";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { ZCart, ZShoppingCartUuid } from "./cart.schemas";
import { getCart } from "./cart.service";

export const cartRouter = createTRPCRouter({
  getCart: publicProcedure
    .input(z.object({ shoppingCartUuid: ZShoppingCartUuid }))
    .output(ZCart)
    .query(async ({ ctx, input }) => {
      const now = ctx.now();
      const user = await ctx.getSessionUser();
      const isMember = ctx.membershipEnabled && user?.membershipStatusIsActive === true;
      const member = isMember ? { event: await findMemberDiscountEvent(ctx.db, now) } : null;
      return getCart(ctx.db, input.shoppingCartUuid, { now, member });
    }),
});
