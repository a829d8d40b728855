import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { canSeePark, worksAtEveryPark } from "@/lib/team-roles";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import { ADDON_NOT_FOUND, listAddons, parkOfAddon, upsertAddon } from "./addon-setup.service";
import {
  archivePromoCode,
  listPromoCodes,
  PROMO_CODE_NOT_FOUND,
  parkOfPromoCode,
  upsertPromoCode,
} from "./promo-codes.service";
import {
  ZAddonInput,
  ZAddonRow,
  ZPromoCodeArchiveInput,
  ZPromoCodeInput,
  ZPromoCodeRow,
} from "./promotions.schemas";

type Team = Parameters<typeof assertParkInScope>[0];

/** A code's park (null: every park) must be one of the member's; otherwise it is `NOT_FOUND`, like a missing code. */
function assertCodeParkInScope(team: Team, parkId: string | null | undefined): void {
  const visible =
    parkId === undefined ? false : parkId === null ? worksAtEveryPark(team) : canSeePark(team, parkId);
  if (!visible) throw new TRPCError({ code: "NOT_FOUND", message: PROMO_CODE_NOT_FOUND });
}

/** A park a new or edited code is for: one of the member's parks, or every park for a member who sees them all. */
function assertTargetPark(team: Team, parkId: string | null): void {
  if (parkId) assertParkInScope(team, parkId);
  else if (!worksAtEveryPark(team)) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "Only a member who works at every park may make a code valid at every park.",
    });
  }
}

const actorOf = (ctx: { user: { id: string }; team: Team }) => ({ userId: ctx.user.id, role: ctx.team.role });

/** admin.promoCodes.* and admin.addons.* (api.md "admin.*"), managers and above within their parks, every change audited. */
export const promotionRoutes = {
  promoCodes: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .output(z.array(ZPromoCodeRow))
      .query(({ ctx }) => listPromoCodes(ctx.db, ctx.team, ctx.now())),
    upsert: teamProcedure("MANAGER")
      .input(ZPromoCodeInput)
      .output(ZPromoCodeRow)
      .mutation(async ({ ctx, input }) => {
        if (input.id) assertCodeParkInScope(ctx.team, await parkOfPromoCode(ctx.db, input.id));
        assertTargetPark(ctx.team, input.parkId);
        return upsertPromoCode(ctx.db, input, actorOf(ctx), ctx.now());
      }),
    archive: teamProcedure("MANAGER")
      .input(ZPromoCodeArchiveInput)
      .output(ZPromoCodeRow)
      .mutation(async ({ ctx, input }) => {
        assertCodeParkInScope(ctx.team, await parkOfPromoCode(ctx.db, input.promoCodeId));
        return archivePromoCode(ctx.db, input, actorOf(ctx), ctx.now());
      }),
  }),
  addons: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .input(z.object({ parkId: z.uuid() }))
      .output(z.array(ZAddonRow))
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return listAddons(ctx.db, input.parkId);
      }),
    upsert: teamProcedure("MANAGER")
      .input(ZAddonInput)
      .output(ZAddonRow)
      .mutation(async ({ ctx, input }) => {
        if (input.id) {
          const parkId = await parkOfAddon(ctx.db, input.id);
          if (!parkId || !canSeePark(ctx.team, parkId)) {
            throw new TRPCError({ code: "NOT_FOUND", message: ADDON_NOT_FOUND });
          }
        }
        assertParkInScope(ctx.team, input.parkId);
        return upsertAddon(ctx.db, input, actorOf(ctx), ctx.now());
      }),
  }),
};
