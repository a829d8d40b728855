import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { canSeePark } from "@/lib/team-roles";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import { parkOfClosure, removeClosure, upsertClosure } from "./closures.service";
import {
  ZClosureSaved,
  ZClosureUpsertInput,
  ZRulesOverview,
  ZStayRule,
  ZStayRuleUpsertInput,
} from "./rules.schemas";
import { listRules, parkOfRule, removeStayRule, upsertStayRule } from "./rules.service";

/** The park of a row, checked like a park id: out of scope reads exactly like missing. */
function parkInScope(
  ctx: { team: Parameters<typeof canSeePark>[0] },
  parkId: string | null,
  missing: string,
): string {
  if (!parkId || !canSeePark(ctx.team, parkId)) throw new TRPCError({ code: "NOT_FOUND", message: missing });
  return parkId;
}

/** admin.rules.* and admin.closures.* (api.md "admin.*"): a park's stay rules and its dated closures. */
export const ruleRoutes = {
  rules: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .input(z.object({ parkId: z.uuid() }))
      .output(ZRulesOverview)
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return listRules(ctx.db, input.parkId, ctx.now());
      }),
    upsert: teamProcedure("MANAGER")
      .input(ZStayRuleUpsertInput)
      .output(ZStayRule)
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return upsertStayRule(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    remove: teamProcedure("MANAGER")
      .input(z.object({ ruleId: z.uuid() }))
      .output(z.object({ ok: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        const parkId = parkInScope(ctx, await parkOfRule(ctx.db, input.ruleId), "This rule does not exist.");
        return removeStayRule(
          ctx.db,
          { parkId, ruleId: input.ruleId },
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
      }),
  }),
  closures: createTRPCRouter({
    upsert: teamProcedure("MANAGER")
      .input(ZClosureUpsertInput)
      .output(ZClosureSaved)
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return upsertClosure(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    remove: teamProcedure("MANAGER")
      .input(z.object({ closureId: z.uuid() }))
      .output(z.object({ ok: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        const parkId = parkInScope(
          ctx,
          await parkOfClosure(ctx.db, input.closureId),
          "This closure does not exist.",
        );
        return removeClosure(
          ctx.db,
          { parkId, closureId: input.closureId },
          { userId: ctx.user.id, role: ctx.team.role },
          ctx.now(),
        );
      }),
  }),
};
