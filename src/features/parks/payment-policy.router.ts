import { z } from "zod";
import { assertParkInScope, createTRPCRouter, teamProcedure } from "@/server/api/trpc";
import { ZPaymentPolicyInput, ZPaymentPolicyOutput } from "./payment-policy.schemas";
import { getPaymentPolicy, upsertPaymentPolicy } from "./payment-policy.service";

/** `admin.paymentPolicies.*` (api.md "Money"): a park's payment policy, for its managers and up. */
export const paymentPolicyRoutes = {
  paymentPolicies: createTRPCRouter({
    get: teamProcedure("MANAGER")
      .input(z.object({ parkId: z.uuid() }))
      .output(ZPaymentPolicyOutput)
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return getPaymentPolicy(ctx.db, input.parkId);
      }),
    upsert: teamProcedure("MANAGER")
      .input(ZPaymentPolicyInput)
      .output(ZPaymentPolicyOutput)
      .mutation(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return upsertPaymentPolicy(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
  }),
};
