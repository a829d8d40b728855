import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { parksOfReservations } from "@/features/reservations/server";
import { canSeePark } from "@/lib/team-roles";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import { ZMessageTemplate, ZSendMessageInput } from "./messages.schemas";
import { listTemplates, sendStaffMessage, upsertTemplate } from "./messages.service";

/** `admin.messages.*` (api.md "the front desk's day one"): e-mail a stay or a day's arrivals; the parks' templates. */
export const messageRoutes = {
  messages: createTRPCRouter({
    send: teamProcedure("MANAGER")
      .input(ZSendMessageInput)
      .output(z.object({ sent: z.number().int(), reservationIds: z.array(z.uuid()) }))
      .mutation(async ({ ctx, input }) => {
        if ("parkId" in input.to) assertParkInScope(ctx.team, input.to.parkId);
        else {
          const parkOf = await parksOfReservations(ctx.db, input.to.reservationIds);
          for (const id of input.to.reservationIds) {
            const parkId = parkOf.get(id);
            if (!parkId || !canSeePark(ctx.team, parkId)) {
              throw new TRPCError({ code: "NOT_FOUND", message: "This reservation does not exist." });
            }
          }
        }
        return sendStaffMessage(
          ctx.db,
          input,
          { userId: ctx.user.id, role: ctx.team.role },
          { now: ctx.now(), appUrl: ctx.appUrl },
        );
      }),
    templates: createTRPCRouter({
      list: teamProcedure("MANAGER")
        .input(z.object({ parkId: z.uuid() }))
        .output(z.array(ZMessageTemplate))
        .query(({ ctx, input }) => {
          assertParkInScope(ctx.team, input.parkId);
          return listTemplates(ctx.db, input.parkId);
        }),
      upsert: teamProcedure("MANAGER")
        .input(ZMessageTemplate)
        .output(ZMessageTemplate)
        .mutation(({ ctx, input }) => {
          assertParkInScope(ctx.team, input.parkId);
          return upsertTemplate(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
        }),
    }),
  }),
};
