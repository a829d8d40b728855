import { z } from "zod";
import { ZPayment } from "@/lib/payments/payment.schemas";
import { type Context, createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { membershipCancellationReason, membershipStatus } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { clientAddress, consumeRateLimit } from "@/server/rate-limit";
import { findActiveMembershipEvent } from "./membership.service";
import { cancelMembership, getMembership, purchaseMembership } from "./membership-billing.service";

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

export const CANCELLATION_REASONS = membershipCancellationReason.enumValues;

export const ZMembership = z.object({
  status: z.enum(membershipStatus.enumValues),
  currentPeriodEnd: z.date(),
  cancelAtPeriodEnd: z.boolean(),
  price: z.number().int(),
  cancellationReason: z.enum(CANCELLATION_REASONS).nullable(),
});

/** Membership purchases per client address: the payment gateway is not a card-testing service. */
const PURCHASE_RATE_LIMIT = { limit: 10, windowMs: 10 * 60_000 };

/** `MEMBERSHIP_ENABLED=false` turns the programme off: every membership procedure answers NOT_FOUND. */
function requireProgramme(ctx: Context) {
  if (!ctx.membershipEnabled) throw new AppError("NOT_FOUND", "Rewards membership is not offered.");
}

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

  getMembership: protectedProcedure.output(ZMembership.nullable()).query(({ ctx }) => {
    requireProgramme(ctx);
    return getMembership(ctx.db, ctx.user.id);
  }),

  purchase: protectedProcedure
    .input(z.object({ payment: ZPayment, acceptedTerms: z.boolean() }))
    .output(ZMembership)
    .mutation(async ({ ctx, input }) => {
      requireProgramme(ctx);
      const now = ctx.now();
      await consumeRateLimit(ctx.db, `membership:${clientAddress(ctx.headers)}`, PURCHASE_RATE_LIMIT, now);
      return purchaseMembership(ctx.db, ctx.payments, { userId: ctx.user.id, ...input }, now);
    }),

  cancel: protectedProcedure
    .input(
      z
        .object({ reason: z.enum(CANCELLATION_REASONS), comment: z.string().trim().max(1000).optional() })
        .refine((input) => input.reason !== "OTHER" || Boolean(input.comment), {
          message: "Tell us a little about why",
          path: ["comment"],
        }),
    )
    .output(ZMembership)
    .mutation(({ ctx, input }) => {
      requireProgramme(ctx);
      return cancelMembership(ctx.db, { userId: ctx.user.id, ...input }, ctx.now());
    }),
});
