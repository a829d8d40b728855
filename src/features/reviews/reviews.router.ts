import { z } from "zod";
import { assertParkInScope, createTRPCRouter, publicProcedure, teamProcedure } from "@/server/api/trpc";
import {
  hideReview,
  parkOfReview,
  replyToReview,
  reviewsForStaff,
  unhideReview,
} from "./review-moderation.service";
import {
  ZHideInput,
  ZListReviewsInput,
  ZParkReviewSummary,
  ZReplyInput,
  ZReviewInvitation,
  ZReviewPage,
  ZReviewToken,
  ZStaffReviewListInput,
  ZStaffReviewPage,
  ZSubmitReviewInput,
  ZUnhideInput,
} from "./reviews.schemas";
import { parkReviewSummary, publishedReviews, reviewInvitationView, submitReview } from "./reviews.service";

/** `booking.reviews.*` (decision 0068): a guest's review from its invitation link, and a park's published ones. */
export const reviewsRouter = createTRPCRouter({
  submit: publicProcedure
    .input(ZSubmitReviewInput)
    .output(z.object({ publishAt: z.date(), parkSlug: z.string(), timeZone: z.string() }))
    .mutation(({ ctx, input }) => submitReview(ctx.db, input, ctx.now())),
  /** What a review link is about: the stay, and whether it still takes a review (the review page). */
  invitation: publicProcedure
    .input(z.object({ token: ZReviewToken }))
    .output(ZReviewInvitation)
    .query(({ ctx, input }) => reviewInvitationView(ctx.db, input.token, ctx.now())),
  summary: publicProcedure
    .input(z.object({ parkId: z.uuid() }))
    .output(ZParkReviewSummary)
    .query(async ({ ctx, input }) => {
      const summary = await parkReviewSummary(ctx.db, input.parkId, ctx.now());
      return {
        park: summary.park,
        types: [...summary.types].map(([campsiteTypeId, rating]) => ({ campsiteTypeId, ...rating })),
      };
    }),
  list: publicProcedure
    .input(ZListReviewsInput)
    .output(ZReviewPage)
    .query(({ ctx, input }) => publishedReviews(ctx.db, input, ctx.now())),
});

/** `admin.reviews.*`: a park's reviews, its replies, and hiding one with a reason (audited). */
export const reviewAdminRoutes = {
  reviews: createTRPCRouter({
    list: teamProcedure("MANAGER")
      .input(ZStaffReviewListInput)
      .output(ZStaffReviewPage)
      .query(({ ctx, input }) => {
        assertParkInScope(ctx.team, input.parkId);
        return reviewsForStaff(ctx.db, input, ctx.now());
      }),
    reply: teamProcedure("MANAGER")
      .input(ZReplyInput)
      .output(z.object({ publishAt: z.date() }))
      .mutation(async ({ ctx, input }) => {
        assertParkInScope(ctx.team, await parkOfReview(ctx.db, input.reviewId));
        return replyToReview(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
      }),
    hide: teamProcedure("MANAGER")
      .input(ZHideInput)
      .output(z.object({ ok: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        assertParkInScope(ctx.team, await parkOfReview(ctx.db, input.reviewId));
        await hideReview(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
        return { ok: true as const };
      }),
    unhide: teamProcedure("MANAGER")
      .input(ZUnhideInput)
      .output(z.object({ ok: z.literal(true) }))
      .mutation(async ({ ctx, input }) => {
        assertParkInScope(ctx.team, await parkOfReview(ctx.db, input.reviewId));
        await unhideReview(ctx.db, input, { userId: ctx.user.id, role: ctx.team.role }, ctx.now());
        return { ok: true as const };
      }),
  }),
};
