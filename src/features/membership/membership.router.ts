import { z } from "zod";
import { createTRPCRouter, publicProcedure } from "@/server/api/trpc";
import { findActiveMembershipEvent } from "./membership.service";

export const ZMembershipEvent = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    startsAt: z.date(),
    endsAt: z.date(),
    /** Percent off nights for members at the eligible parks, e.g. 15. */
    discount: z.number(),
    eligibleParksIds: z.record(z.string(), z.boolean()),
  })
  .nullable();

export const membershipRouter = createTRPCRouter({
  /** Only an active member sees the member campaign; everyone else (and a disabled programme) gets null. */
  getActiveMembershipEvent: publicProcedure.output(ZMembershipEvent).query(async ({ ctx }) => {
    if (!ctx.membershipEnabled) return null;
    const user = await ctx.getSessionUser();
    if (!user?.membershipStatusIsActive) return null;
    const event = await findActiveMembershipEvent(ctx.db, ctx.now());
    if (!event) return null;
    const { discountBp, eligibleParkIds, ...rest } = event;
    return {
      ...rest,
      discount: discountBp / 100,
      eligibleParksIds: Object.fromEntries(eligibleParkIds.map((parkId) => [parkId, true])),
    };
  }),
});
