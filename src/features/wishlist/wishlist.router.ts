import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { addWishListItem, listWishListItems, removeWishListItem } from "./wishlist.service";

export const ZWishListItem = z.object({
  id: z.uuid(),
  park: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  campsiteType: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.date(),
});
const ZWishList = z.array(ZWishListItem);

/** Every procedure works on the signed-in user's own list only. */
export const wishlistRouter = createTRPCRouter({
  getWishListItems: protectedProcedure
    .output(ZWishList)
    .query(({ ctx }) => listWishListItems(ctx.db, ctx.user.id)),

  addItem: protectedProcedure
    .input(z.object({ parkId: z.uuid(), campsiteTypeId: z.uuid().optional() }))
    .output(ZWishList)
    .mutation(async ({ ctx, input }) => {
      await addWishListItem(ctx.db, ctx.user.id, input, ctx.now());
      return listWishListItems(ctx.db, ctx.user.id);
    }),

  removeItem: protectedProcedure
    .input(z.object({ id: z.uuid() }))
    .output(ZWishList)
    .mutation(async ({ ctx, input }) => {
      await removeWishListItem(ctx.db, ctx.user.id, input.id);
      return listWishListItems(ctx.db, ctx.user.id);
    }),
});
