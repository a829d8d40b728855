import "server-only";
import { and, desc, eq, inArray, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { staysToMessage } from "@/features/reservations/server";
import type { Db } from "@/server/db/client";
import { campsiteTypes, reviewInvitations, reviews } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { authorNameOf, blindUntil, type RatingSummary, roundedAverage } from "./review-rules";
import { hashReviewToken } from "./review-tokens";

export const REVIEWS_PAGE = 10;

/** A review's place in a newest-first list: `<instant>|<id>`. */
export const reviewCursor = (at: Date, id: string) => `${at.toISOString()}|${id}`;

function parseReviewCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = cursor.split("|");
  const instant = new Date(at ?? "");
  if (!id || Number.isNaN(instant.getTime()) || !UUID.test(id)) {
    throw new AppError("INVALID_INPUT", "This list's position is not valid: load it again.");
  }
  return { at: instant, id };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The rows after a cursor in a list ordered newest first by `column`, then id (none without a cursor). */
export function afterReviewCursor(column: AnyPgColumn, cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const after = parseReviewCursor(cursor);
  return or(lt(column, after.at), and(eq(column, after.at), lt(reviews.id, after.id)));
}

/** Reviews the public sees: not hidden, past their blind week (or replied to). */
export const publishedBy = (now: Date): SQL =>
  and(isNull(reviews.hiddenAt), lte(reviews.publishAt, now)) as SQL;

/** What the review page shows for a link: the stay, and whether it still takes a review. */
export type ReviewInvitationView =
  | { state: "invalid" }
  | {
      state: "open" | "expired" | "reviewed";
      parkName: string;
      parkSlug: string;
      siteName: string;
      typeName: string;
      arrival: string;
      departure: string;
      firstName: string;
      /** The park's clock, for the dates the page shows. */
      timeZone: string;
      expiresAt: Date;
      /** When a review already written goes public, while that is still ahead (null once public, or hidden). */
      publishAt: Date | null;
    };

async function invitationByToken(db: Db, token: string) {
  const [invitation] = await db
    .select()
    .from(reviewInvitations)
    .where(eq(reviewInvitations.tokenHash, hashReviewToken(token)));
  if (!invitation) return null;
  const [stay] = await staysToMessage(db, { reservationIds: [invitation.reservationId] });
  return stay ? { invitation, stay } : null;
}

/** The review page's reading of its link (a wrong or cancelled one is `invalid`, whatever the reason). */
export async function reviewInvitationView(db: Db, token: string, now: Date): Promise<ReviewInvitationView> {
  const found = await invitationByToken(db, token);
  if (!found) return { state: "invalid" };
  const { invitation, stay } = found;
  const [review] = await db
    .select({ publishAt: reviews.publishAt, hiddenAt: reviews.hiddenAt })
    .from(reviews)
    .where(eq(reviews.reservationId, invitation.reservationId));
  return {
    state: review ? "reviewed" : invitation.expiresAt <= now ? "expired" : "open",
    parkName: stay.parkName,
    parkSlug: stay.parkSlug,
    siteName: stay.siteName,
    typeName: stay.typeName,
    arrival: stay.arrival,
    departure: stay.departure,
    firstName: stay.guestFirstName,
    timeZone: stay.timeZone,
    expiresAt: invitation.expiresAt,
    publishAt: review && !review.hiddenAt && review.publishAt > now ? review.publishAt : null,
  };
}

/**
 * `booking.reviews.submit` (decision 0068): one review per stay, from the stay's invitation link only. It stays
 * with the park for a week (or until it replies).
 */
export async function submitReview(
  db: Db,
  input: { token: string; parkRating: number; siteRating: number; body: string },
  now: Date,
): Promise<{ publishAt: Date; parkSlug: string; timeZone: string }> {
  const found = await invitationByToken(db, input.token);
  if (!found)
    throw new AppError("NOT_FOUND", "This review link is not valid. Open it from the e-mail again.");
  const { invitation, stay } = found;
  if (invitation.expiresAt <= now) {
    throw new AppError(
      "PRECONDITION_FAILED",
      "This review link has expired: reviews are taken for 30 days after a stay.",
    );
  }
  const publishAt = blindUntil(now);
  const [row] = await db
    .insert(reviews)
    .values({
      reservationId: invitation.reservationId,
      parkId: stay.parkId,
      campsiteTypeId: stay.campsiteTypeId,
      parkRating: input.parkRating,
      siteRating: input.siteRating,
      body: input.body,
      authorName: authorNameOf(stay.guestFirstName, stay.guestLastName),
      stayedOn: stay.arrival,
      createdAt: now,
      publishAt,
    })
    .onConflictDoNothing()
    .returning({ id: reviews.id });
  if (!row) throw new AppError("CONFLICT", "This stay has been reviewed already: one review per stay.");
  return { publishAt, parkSlug: stay.parkSlug, timeZone: stay.timeZone };
}

const publicColumns = {
  id: reviews.id,
  parkRating: reviews.parkRating,
  siteRating: reviews.siteRating,
  body: reviews.body,
  authorName: reviews.authorName,
  stayedOn: reviews.stayedOn,
  typeName: campsiteTypes.name,
  publishedAt: reviews.publishAt,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
};

/** A park's published reviews, newest first (of one type when given), a page at a time. */
export async function publishedReviews(
  db: Db,
  filter: { parkId: string; campsiteTypeId?: string; cursor?: string; limit?: number },
  now: Date,
) {
  const limit = filter.limit ?? REVIEWS_PAGE;
  const rows = await db
    .select(publicColumns)
    .from(reviews)
    .innerJoin(campsiteTypes, eq(campsiteTypes.id, reviews.campsiteTypeId))
    .where(
      and(
        eq(reviews.parkId, filter.parkId),
        filter.campsiteTypeId ? eq(reviews.campsiteTypeId, filter.campsiteTypeId) : undefined,
        publishedBy(now),
        afterReviewCursor(reviews.publishAt, filter.cursor),
      ),
    )
    .orderBy(desc(reviews.publishAt), desc(reviews.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > limit && last ? reviewCursor(last.publishedAt, last.id) : null,
  };
}

const summaryOf = (sum: number, count: number): RatingSummary | null => {
  const average = roundedAverage(sum, count);
  return average === null ? null : { average, count };
};

/**
 * Parks' ratings from their published reviews: the park's own (its guests' park ratings), for search and the park
 * cards. One grouped query.
 */
export async function parkRatings(
  db: Db,
  parkIds: readonly string[],
  now: Date,
): Promise<Map<string, RatingSummary>> {
  if (parkIds.length === 0) return new Map();
  const rows = await db
    .select({
      parkId: reviews.parkId,
      sum: sql<number>`sum(${reviews.parkRating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(inArray(reviews.parkId, [...parkIds]), publishedBy(now)))
    .groupBy(reviews.parkId);
  const ratings = new Map<string, RatingSummary>();
  for (const row of rows) {
    const summary = summaryOf(Number(row.sum), Number(row.count));
    if (summary) ratings.set(row.parkId, summary);
  }
  return ratings;
}

/** A park page's ratings: the park's, and each type's from its guests' site ratings. */
export async function parkReviewSummary(
  db: Db,
  parkId: string,
  now: Date,
): Promise<{ park: RatingSummary | null; types: Map<string, RatingSummary> }> {
  const rows = await db
    .select({
      typeId: reviews.campsiteTypeId,
      parkSum: sql<number>`sum(${reviews.parkRating})::int`,
      siteSum: sql<number>`sum(${reviews.siteRating})::int`,
      count: sql<number>`count(*)::int`,
    })
    .from(reviews)
    .where(and(eq(reviews.parkId, parkId), publishedBy(now)))
    .groupBy(reviews.campsiteTypeId);
  const types = new Map<string, RatingSummary>();
  let parkSum = 0;
  let count = 0;
  for (const row of rows) {
    parkSum += Number(row.parkSum);
    count += Number(row.count);
    const summary = summaryOf(Number(row.siteSum), Number(row.count));
    if (summary) types.set(row.typeId, summary);
  }
  return { park: summaryOf(parkSum, count), types };
}
