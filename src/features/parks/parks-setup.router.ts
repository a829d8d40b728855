import { z } from "zod";
import { assertParkInScope, teamProcedure } from "@/server/api/trpc";
import { ZEditablePark, ZParkUpdateInput } from "./parks-setup.schemas";
import { getEditablePark, updatePark } from "./parks-setup.service";

/** `admin.parks.get` and `admin.parks.update` (api.md "admin.*"), merged into admin.parks beside the front desk's `list`. */
export const parkSetupProcedures = {
  get: teamProcedure("MANAGER")
    .input(z.object({ parkId: z.uuid() }))
    .output(ZEditablePark)
    .query(({ ctx, input }) => {
      assertParkInScope(ctx.team, input.parkId);
      return getEditablePark(ctx.db, input.parkId);
    }),
  update: teamProcedure("MANAGER")
    .input(ZParkUpdateInput)
    .output(ZEditablePark)
    .mutation(({ ctx, input }) => {
      assertParkInScope(ctx.team, input.parkId);
      return updatePark(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
    }),
};
