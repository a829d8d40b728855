import { z } from "zod";
import { ZPayment, ZStartedPayment } from "@/lib/payments/payment.schemas";
import { type Context, createTRPCRouter, protectedProcedure, publicProcedure } from "@/server/api/trpc";
import { membershipCancellationReason, membershipStatus } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { clientAddress, consumeRateLimit } from "@/server/rate-limit";
import { MEMBERSHIP_PRICE_CENTS } from "./member-discount";
import { findActiveMembershipEvent } from "./membership.service";
import {
  cancelMembership,
  getMembership,
  purchaseMembership,
  requireConsent,
} from "./membership-billing.service";
import { finishSubscription, startSubscription } from "./membership-subscription.service";

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

  /**
   * Step one of joining, as checkout's `startPayment` (decision 0055): with Stripe on, the Rewards subscription
   * whose first invoice the Payment Element pays; with the test gateway, a stand-in (its card goes to `purchase`).
   */
  startSubscription: protectedProcedure
    .input(z.object({ acceptedTerms: z.boolean() }))
    .output(ZStartedPayment)
    .mutation(async ({ ctx, input }) => {
      requireProgramme(ctx);
      requireConsent(input.acceptedTerms);
      const billing = ctx.payments.subscriptions;
      if (!billing) {
        return { gateway: "test", paymentIntentId: null, clientSecret: null, amount: MEMBERSHIP_PRICE_CENTS };
      }
      const now = ctx.now();
      await consumeRateLimit(ctx.db, `membership:${clientAddress(ctx.headers)}`, PURCHASE_RATE_LIMIT, now);
      return startSubscription(ctx.db, billing, { userId: ctx.user.id }, now);
    }),

  /**
   * Step two: with the test gateway, the card is charged for the year; with Stripe on, the subscription the
   * browser paid is read from Stripe (card numbers are refused).
   */
  purchase: protectedProcedure
    .input(z.object({ payment: ZPayment, acceptedTerms: z.boolean() }))
    .output(ZMembership)
    .mutation(async ({ ctx, input }) => {
      requireProgramme(ctx);
      const now = ctx.now();
      await consumeRateLimit(ctx.db, `membership:${clientAddress(ctx.headers)}`, PURCHASE_RATE_LIMIT, now);
      const billing = ctx.payments.subscriptions;
      if (!billing) return purchaseMembership(ctx.db, ctx.payments, { userId: ctx.user.id, ...input }, now);
      requireConsent(input.acceptedTerms);
      if (input.payment.gateway !== "stripe") {
        throw new AppError("INVALID_INPUT", "Card numbers are not accepted here: pay with the card form.", {
          field: "payment",
        });
      }
      await finishSubscription(ctx.db, billing, ctx.user.id, now);
      return (await getMembership(ctx.db, ctx.user.id))!;
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
      return cancelMembership(
        ctx.db,
        { userId: ctx.user.id, ...input },
        ctx.now(),
        ctx.payments.subscriptions,
      );
    }),
});
