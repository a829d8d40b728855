import "server-only";
import { and, desc, eq, gt, isNotNull, isNull, type SQL } from "drizzle-orm";
import { staysToMessage } from "@/features/reservations/server";
import { type Actor, recordAudit } from "@/server/audit";
import type { Db } from "@/server/db/client";
import { campsiteTypes, reviews, users } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { publishOnReply, type ReviewVisibility, visibilityOf } from "./review-rules";
import { afterReviewCursor, publishedBy, REVIEWS_PAGE, reviewCursor } from "./reviews.service";

const NOT_FOUND = "This review does not exist.";

function visibilityFilter(visibility: ReviewVisibility | undefined, now: Date): SQL | undefined {
  if (visibility === "hidden") return isNotNull(reviews.hiddenAt);
  if (visibility === "published") return publishedBy(now);
  if (visibility === "awaiting") return and(isNull(reviews.hiddenAt), gt(reviews.publishAt, now));
  return undefined;
}

/**
 * `admin.reviews.list`: a park's reviews as its staff sees them — every one, also those still in their blind week
 * and the hidden — newest first, with the stay each is of.
 */
export async function reviewsForStaff(
  db: Db,
  filter: { parkId: string; visibility?: ReviewVisibility; cursor?: string },
  now: Date,
) {
  const rows = await db
    .select({
      review: reviews,
      typeName: campsiteTypes.name,
      replyAuthor: users.name,
    })
    .from(reviews)
    .innerJoin(campsiteTypes, eq(campsiteTypes.id, reviews.campsiteTypeId))
    .leftJoin(users, eq(users.id, reviews.replyAuthorUserId))
    .where(
      and(
        eq(reviews.parkId, filter.parkId),
        visibilityFilter(filter.visibility, now),
        afterReviewCursor(reviews.createdAt, filter.cursor),
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE + 1);
  const page = rows.slice(0, REVIEWS_PAGE);
  const stays = new Map(
    (await staysToMessage(db, { reservationIds: page.map((row) => row.review.reservationId) })).map(
      (stay) => [stay.reservationId, stay],
    ),
  );
  const last = page.at(-1);
  return {
    items: page.map(({ review, typeName, replyAuthor }) => {
      const stay = stays.get(review.reservationId);
      return {
        id: review.id,
        reservationId: review.reservationId,
        parkRating: review.parkRating,
        siteRating: review.siteRating,
        body: review.body,
        authorName: review.authorName,
        stayedOn: review.stayedOn,
        typeName,
        siteName: stay?.siteName ?? "",
        arrival: stay?.arrival ?? review.stayedOn,
        departure: stay?.departure ?? review.stayedOn,
        createdAt: review.createdAt,
        publishAt: review.publishAt,
        visibility: visibilityOf(review, now),
        reply: review.reply,
        repliedAt: review.repliedAt,
        replyAuthor,
        hiddenAt: review.hiddenAt,
        hiddenReason: review.hiddenReason,
      };
    }),
    nextCursor:
      rows.length > REVIEWS_PAGE && last ? reviewCursor(last.review.createdAt, last.review.id) : null,
  };
}

/** The review and its park, for the router's scope check, or NOT_FOUND. */
export async function parkOfReview(db: Db, reviewId: string): Promise<string> {
  const [row] = await db.select({ parkId: reviews.parkId }).from(reviews).where(eq(reviews.id, reviewId));
  if (!row) throw new AppError("NOT_FOUND", NOT_FOUND);
  return row.parkId;
}

async function lockedReview(tx: Db, reviewId: string) {
  const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for("update");
  if (!review) throw new AppError("NOT_FOUND", NOT_FOUND);
  return review;
}

/**
 * `admin.reviews.reply`: the park's public answer (one; a second replaces it), audited. A reply publishes a review
 * still in its blind week at once.
 */
export async function replyToReview(
  db: Db,
  input: { reviewId: string; reply: string },
  actor: Actor,
  now: Date,
): Promise<{ publishAt: Date }> {
  return db.transaction(async (tx) => {
    const review = await lockedReview(tx, input.reviewId);
    const publishAt = publishOnReply(review.publishAt, now);
    await tx
      .update(reviews)
      .set({ reply: input.reply, repliedAt: now, replyAuthorUserId: actor.userId, publishAt })
      .where(eq(reviews.id, review.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "review.reply",
      entity: "review",
      entityId: review.id,
      parkId: review.parkId,
      before: review.reply === null ? null : { reply: review.reply },
      after: { reply: input.reply, publishAt: publishAt.toISOString() },
    });
    return { publishAt };
  });
}

/** `admin.reviews.hide`: off the park's page and out of its averages, with the reason kept (audited). */
export async function hideReview(
  db: Db,
  input: { reviewId: string; reason: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await lockedReview(tx, input.reviewId);
    if (review.hiddenAt) throw new AppError("CONFLICT", "This review is hidden already.");
    await tx
      .update(reviews)
      .set({ hiddenAt: now, hiddenReason: input.reason })
      .where(eq(reviews.id, review.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "review.hide",
      entity: "review",
      entityId: review.id,
      parkId: review.parkId,
      before: { hidden: false },
      after: { hidden: true },
      reason: input.reason,
    });
  });
}

/** `admin.reviews.unhide`: back on the page (audited, with the reason it had been hidden for). */
export async function unhideReview(
  db: Db,
  input: { reviewId: string },
  actor: Actor,
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const review = await lockedReview(tx, input.reviewId);
    if (!review.hiddenAt) throw new AppError("CONFLICT", "This review is not hidden.");
    await tx.update(reviews).set({ hiddenAt: null, hiddenReason: null }).where(eq(reviews.id, review.id));
    await recordAudit(tx, {
      actor,
      at: now,
      action: "review.unhide",
      entity: "review",
      entityId: review.id,
      parkId: review.parkId,
      before: { hidden: true, reason: review.hiddenReason },
      after: { hidden: false },
    });
  });
}
