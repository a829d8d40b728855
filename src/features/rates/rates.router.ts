import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { canSeePark } from "@/lib/team-roles";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import {
  ZRateCalendar,
  ZRateCalendarInput,
  ZRateChange,
  ZRatePreview,
  ZRatePreviewInput,
  ZRateSaved,
  ZSeason,
  ZSeasonUpsertInput,
} from "./rates.schemas";
import { parkOfRatePeriod, previewRate, rateCalendar, removeRatePeriod, saveRate } from "./rates.service";
import { listSeasons, upsertSeason } from "./seasons.service";

/** `admin.rates.*` (api.md): the rate calendar, a preview of the guest's price, and saving base rates (MANAGER). */
export const rateRoutes = {
  /** `admin.seasons.*` (api.md "the front desk's day one"): a park's seasons of any year, with their weekend factor. */
  seasons: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .input(z.object({ parkId: z.uuid() }))
      .output(z.array(ZSeason))
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return listSeasons(ctx.db, input.parkId);
      }),
    upsert: teamProcedure("MANAGER")
      .input(ZSeasonUpsertInput)
      .output(ZSeason)
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return upsertSeason(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
  }),
  rates: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .input(ZRateCalendarInput)
      .output(ZRateCalendar)
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return rateCalendar(ctx.db, input, ctx.now());
      }),
    preview: teamProcedure("MANAGER")
      .input(ZRatePreviewInput)
      .output(ZRatePreview)
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.change.parkId);
        return previewRate(ctx.db, input, ctx.now());
      }),
    upsert: teamProcedure("MANAGER")
      .input(ZRateChange)
      .output(ZRateSaved)
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return saveRate(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    remove: teamProcedure("MANAGER")
      .input(z.object({ ratePeriodId: z.uuid() }))
      .output(z.object({ ok: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        const parkId = await parkOfRatePeriod(ctx.db, input.ratePeriodId);
        if (!parkId || !canSeePark(ctx.team, parkId)) {
          throw new TRPCError({ code: "NOT_FOUND", message: "This rate period does not exist." });
        }
        await removeRatePeriod(
          ctx.db,
          input.ratePeriodId,
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
        return { ok: true as const };
      }),
  }),
};
