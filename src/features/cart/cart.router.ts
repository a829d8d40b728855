import { z } from "zod";
import { ZBookingGuests, ZSearchInput } from "@/features/availability/server";
import { findMemberDiscountEvent } from "@/features/membership/server";
import { type Context, createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { clientAddress, consumeRateLimit } from "@/server/rate-limit";
import { ADD_ITEM_RATE_LIMIT, ZAddonChoices, ZCart, ZShoppingCartUuid } from "./cart.schemas";
import { getCart } from "./cart.service";
import { assertCartAccess } from "./cart-access.service";
import { extendHold, holdAnotherSite } from "./cart-holds.service";
import {
  applyPromoCode,
  claimPlannedItem,
  planAddItem,
  removeItem,
  removePromoCode,
  updateItemAddons,
} from "./cart-items.service";

/** The cart as this caller sees it: the member discount applies for an active member (spec §6, §9). */
async function cartFor(ctx: Context, cartId: string) {
  const now = ctx.now();
  const user = await ctx.getSessionUser();
  const isMember = ctx.membershipEnabled && user?.membershipStatusIsActive === true;
  const member = isMember ? { event: await findMemberDiscountEvent(ctx.db, now) } : null;
  return getCart(ctx.db, cartId, { now, member });
}

/** The caller's own cart or a visitor's cart; another user's cart is `NOT_FOUND` (see cart-access.service.ts). */
async function ownCart(ctx: Context, cartId: string) {
  const user = await ctx.getSessionUser();
  await assertCartAccess(ctx.db, cartId, user?.id ?? null);
}

const ZCartRef = z.object({ shoppingCartUuid: ZShoppingCartUuid });
const ZItemRef = ZCartRef.extend({ reservationDetailId: z.uuid() });
const ZParkRef = ZCartRef.extend({ parkId: z.uuid() });

export const cartRouter = createTRPCRouter({
  getCart: publicProcedure
    .input(ZCartRef)
    .output(ZCart)
    .query(async ({ ctx, input }) => {
      await ownCart(ctx, input.shoppingCartUuid);
      return cartFor(ctx, input.shoppingCartUuid);
    }),

  addItem: publicProcedure
    .input(
      z.object({
        shoppingCartUuid: z.optional(ZShoppingCartUuid),
        parkId: z.uuid(),
        campsiteTypeId: z.uuid(),
        campsiteId: z.uuid().optional(),
        dates: ZSearchInput.shape.dates,
        guests: ZBookingGuests,
        equipment: ZSearchInput.shape.equipment,
        dailyRateAddons: ZAddonChoices.optional(),
        onlineStoreAddons: ZAddonChoices.optional(),
        accessible: z.boolean().optional(),
      }),
    )
    .output(z.object({ shoppingCartUuid: z.uuid(), reservationDetailId: z.uuid(), cart: ZCart }))
    .mutation(async ({ ctx, input }) => {
      const now = ctx.now();
      if (input.shoppingCartUuid) await ownCart(ctx, input.shoppingCartUuid);
      // Nothing free answers CONFLICT from reads alone: in a rush the guests who lose cost no write.
      const plan = await planAddItem(ctx.db, input, { now });
      // Holds take inventory from everyone else: a client may not grab sites by the hundred.
      await consumeRateLimit(ctx.db, `cart-add:${clientAddress(ctx.headers)}`, ADD_ITEM_RATE_LIMIT, now);
      const user = await ctx.getSessionUser();
      const added = await claimPlannedItem(ctx.db, plan, input, { now, userId: user?.id ?? null });
      return { ...added, cart: await cartFor(ctx, added.shoppingCartUuid) };
    }),

  removeItem: publicProcedure
    .input(ZItemRef)
    .output(ZCart)
    .mutation(async ({ ctx, input }) => {
      await ownCart(ctx, input.shoppingCartUuid);
      await removeItem(ctx.db, input.shoppingCartUuid, input.reservationDetailId);
      return cartFor(ctx, input.shoppingCartUuid);
    }),

  updateItemAddons: publicProcedure
    .input(ZItemRef.extend({ dailyRateAddons: ZAddonChoices, onlineStoreAddons: ZAddonChoices }))
    .output(ZCart)
    .mutation(async ({ ctx, input }) => {
      await ownCart(ctx, input.shoppingCartUuid);
      await updateItemAddons(ctx.db, {
        cartId: input.shoppingCartUuid,
        itemId: input.reservationDetailId,
        dailyRateAddons: input.dailyRateAddons,
        onlineStoreAddons: input.onlineStoreAddons,
      });
      return cartFor(ctx, input.shoppingCartUuid);
    }),

  applyPromoCode: publicProcedure
    .input(ZParkRef.extend({ code: z.string().trim().min(1, "Enter a code").max(40) }))
    .output(ZCart)
    .mutation(async ({ ctx, input }) => {
      await ownCart(ctx, input.shoppingCartUuid);
      await applyPromoCode(
        ctx.db,
        { cartId: input.shoppingCartUuid, parkId: input.parkId, code: input.code },
        ctx.now(),
      );
      return cartFor(ctx, input.shoppingCartUuid);
    }),

  removePromoCode: publicProcedure
    .input(ZParkRef)
    .output(ZCart)
    .mutation(async ({ ctx, input }) => {
      await ownCart(ctx, input.shoppingCartUuid);
      await removePromoCode(ctx.db, { cartId: input.shoppingCartUuid, parkId: input.parkId });
      return cartFor(ctx, input.shoppingCartUuid);
    }),

  extendHold: publicProcedure
    .input(ZCartRef)
    .output(ZCart)
    .mutation(async ({ ctx, input }) => {
      await ownCart(ctx, input.shoppingCartUuid);
      await extendHold(ctx.db, input.shoppingCartUuid, ctx.now());
      return cartFor(ctx, input.shoppingCartUuid);
    }),

  /** An expired stay whose site someone else took, held on another free site of its type (`holdProblem`). */
  holdAnotherSite: publicProcedure
    .input(ZItemRef.extend({ campsiteId: z.uuid() }))
    .output(ZCart)
    .mutation(async ({ ctx, input }) => {
      await ownCart(ctx, input.shoppingCartUuid);
      await holdAnotherSite(
        ctx.db,
        { cartId: input.shoppingCartUuid, itemId: input.reservationDetailId, campsiteId: input.campsiteId },
        ctx.now(),
      );
      return cartFor(ctx, input.shoppingCartUuid);
    }),
});
