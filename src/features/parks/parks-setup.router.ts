import { TRPCError } from "@trpc/server";
import { z } from "zod";
import { worksAtEveryPark } from "@/lib/team-roles";
import { assertParkInScope, teamProcedure } from "@/server/api/trpc";
import { ZEditablePark, ZParkCreateInput, ZParkUpdateInput } from "./parks-setup.schemas";
import { createPark, getEditablePark, openPark, updatePark } from "./parks-setup.service";

/** A new park is every park's business: only a member who works at every park starts one (checked before the input). */
const everyParkProcedure = teamProcedure("MANAGER").use(({ ctx, next }) => {
  if (!worksAtEveryPark(ctx.team)) {
    throw new TRPCError({
      code: "FORBIDDEN",
      message: "Only a member who works at every park adds a park.",
    });
  }
  return next();
});

/**
 * `admin.parks.get/update/create/open` (api.md "admin.*"), merged into admin.parks beside the front desk's `list`.
 * A created park is closed to guests until `open` finds it ready (decision 0062).
 */
export const parkSetupProcedures = {
  get: teamProcedure("MANAGER")
    .input(z.object({ parkId: z.uuid() }))
    .output(ZEditablePark)
    .query(({ ctx, input }) => {
      assertParkInScope(ctx.team, input.parkId);
      return getEditablePark(ctx.db, input.parkId, ctx.now());
    }),
  update: teamProcedure("MANAGER")
    .input(ZParkUpdateInput)
    .output(ZEditablePark)
    .mutation(({ ctx, input }) => {
      assertParkInScope(ctx.team, input.parkId);
      return updatePark(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
    }),
  create: everyParkProcedure
    .input(ZParkCreateInput)
    .output(ZEditablePark)
    .mutation(({ ctx, input }) =>
      createPark(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now()),
    ),
  open: teamProcedure("MANAGER")
    .input(z.object({ parkId: z.uuid() }))
    .output(ZEditablePark)
    .mutation(({ ctx, input }) => {
      assertParkInScope(ctx.team, input.parkId);
      return openPark(ctx.db, input.parkId, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
    }),
};
