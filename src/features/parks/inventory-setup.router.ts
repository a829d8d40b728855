import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { canSeePark } from "@/lib/team-roles";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import {
  ZCampsiteSaved,
  ZCampsiteTypeSaved,
  ZCampsiteTypeUpsertInput,
  ZCampsiteUpsertInput,
  ZInventory,
  ZSetCampsiteActiveInput,
} from "./inventory-setup.schemas";
import { listInventory, upsertCampsiteType } from "./inventory-setup.service";
import { parkOfCampsite, setCampsiteActive, upsertCampsite } from "./sites-setup.service";

/** admin.campsiteTypes.* and admin.campsites.* (api.md "admin.*"): the park's site types and sites. */
export const inventoryRoutes = {
  campsiteTypes: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .input(z.object({ parkId: z.uuid() }))
      .output(ZInventory)
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return listInventory(ctx.db, input.parkId, ctx.now());
      }),
    upsert: teamProcedure("MANAGER")
      .input(ZCampsiteTypeUpsertInput)
      .output(ZCampsiteTypeSaved)
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return upsertCampsiteType(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
  }),
  campsites: createTRPCRouter({
    upsert: teamProcedure("MANAGER")
      .input(ZCampsiteUpsertInput)
      .output(ZCampsiteSaved)
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return upsertCampsite(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    setActive: teamProcedure("MANAGER")
      .input(ZSetCampsiteActiveInput)
      .output(ZCampsiteSaved)
      .mutation(async ({ ctx, input }) => {
        const parkId = await parkOfCampsite(ctx.db, input.campsiteId);
        // Out of scope reads exactly like missing.
        if (!parkId || !canSeePark(ctx.team, parkId)) {
          throw new TRPCError({ code: "NOT_FOUND", message: "This site does not exist." });
        }
        return setCampsiteActive(
          ctx.db,
          { ...input, parkId },
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
      }),
  }),
};
