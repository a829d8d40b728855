/**
 * The rules of verified reviews (decision 0068), apart from any I/O: when an invitation goes and lapses, when a
 * review is published, how a guest is named and a stay described, and how ratings are averaged.
 */

const DAY_MS = 24 * 60 * 60_000;

/** A stay checked out within this long is invited (a job that was down catches up; older stays are not mailed). */
export const INVITE_WITHIN_MS = 7 * DAY_MS;
/** How long an invitation's link takes a review. */
export const INVITATION_LIFETIME_MS = 30 * DAY_MS;
/** Double-blind: a review stays with the park alone this long, unless the park replies first. */
export const BLIND_PERIOD_MS = 7 * DAY_MS;

export const REVIEW_BODY_MIN = 10;
export const REVIEW_BODY_MAX = 1000;
export const REPLY_MAX = 1000;
export const HIDE_REASON_MIN = 3;
export const HIDE_REASON_MAX = 300;

export const invitationExpiry = (sentAt: Date): Date => new Date(sentAt.getTime() + INVITATION_LIFETIME_MS);

/** A new review's publication: a week after it was written. */
export const blindUntil = (writtenAt: Date): Date => new Date(writtenAt.getTime() + BLIND_PERIOD_MS);

/** A reply publishes the review at once (or keeps the earlier instant if it already was). */
export const publishOnReply = (publishAt: Date, repliedAt: Date): Date =>
  publishAt.getTime() <= repliedAt.getTime() ? publishAt : repliedAt;

export type ReviewVisibility = "awaiting" | "published" | "hidden";

export function visibilityOf(
  review: { publishAt: Date; hiddenAt: Date | null },
  now: Date,
): ReviewVisibility {
  if (review.hiddenAt) return "hidden";
  return review.publishAt.getTime() <= now.getTime() ? "published" : "awaiting";
}

/** "Dana K.": a first name and the last name's initial, as a review is signed. */
export function authorNameOf(firstName: string, lastName: string): string {
  const first = firstName.trim() || "Guest";
  const initial = [...lastName.trim()][0];
  return initial ? `${first} ${initial.toLocaleUpperCase("en-US")}.` : first;
}

const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** "Stayed in July 2026, Riverside RV Site": the month of arrival and the type stayed in. */
export function stayedLine(stayedOn: string, typeName: string): string {
  return `Stayed in ${MONTH_YEAR.format(new Date(`${stayedOn}T12:00:00Z`))}, ${typeName}`;
}

export type RatingSummary = { average: number; count: number };

/** The average to one decimal (4.65 → 4.7), or null without ratings. */
export function roundedAverage(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return Math.round((sum / count) * 10) / 10;
}

/** "4.7 out of 5 from 12 reviews": what a rating says to a screen reader and in text. */
export function ratingWords(summary: RatingSummary): string {
  return `${summary.average.toFixed(1)} out of 5 from ${summary.count} ${summary.count === 1 ? "review" : "reviews"}`;
}
