import { z } from "zod";
import { createTRPCRouter, protectedProcedure } from "@/server/api/trpc";
import { listWishListItems } from "./wishlist.service";

export const ZWishListItem = z.object({
  id: z.uuid(),
  park: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  campsiteType: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: z.date(),
});

export const wishlistRouter = createTRPCRouter({
  getWishListItems: protectedProcedure
    .output(z.array(ZWishListItem))
    .query(({ ctx }) => listWishListItems(ctx.db, ctx.user.id)),
});
