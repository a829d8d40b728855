import { z } from "zod";
import {
  HIDE_REASON_MAX,
  HIDE_REASON_MIN,
  REPLY_MAX,
  REVIEW_BODY_MAX,
  REVIEW_BODY_MIN,
} from "./review-rules";

/**
 * Plain text as a review keeps it: control characters other than line breaks dropped, line ends made `\n`, no more
 * than one empty line in a row, trimmed. It is never markup: every page and e-mail escapes it.
 */
export function plainText(text: string): string {
  const kept = [...text.replace(/\r\n?/g, "\n")]
    .map((character) => (character === "\t" ? " " : character))
    .filter((character) => character === "\n" || !isInvisible(character.codePointAt(0) ?? 0))
    .join("");
  return kept
    .replace(/[ ]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** C0 and C1 controls, zero-width characters and bidirectional overrides: nothing a reader should get unseen. */
function isInvisible(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const plain = (min: number, max: number, messages: { short: string; long: string }) =>
  z.string().transform(plainText).pipe(z.string().min(min, messages.short).max(max, messages.long));

const ZStars = (what: string) =>
  z
    .number({ error: `Rate ${what} from 1 to 5 stars.` })
    .int(`Rate ${what} from 1 to 5 stars.`)
    .min(1, `Rate ${what} from 1 to 5 stars.`)
    .max(5, `Rate ${what} from 1 to 5 stars.`);

/** A review link's secret, as the invitation e-mail carries it (43 base64url characters). */
export const ZReviewToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This review link is not complete: open it from the e-mail again.");

/** `booking.reviews.submit`. */
export const ZSubmitReviewInput = z.object({
  token: ZReviewToken,
  parkRating: ZStars("the park"),
  siteRating: ZStars("the site"),
  body: plain(REVIEW_BODY_MIN, REVIEW_BODY_MAX, {
    short: `Write a few words about your stay (at least ${REVIEW_BODY_MIN} characters).`,
    long: `Keep it under ${REVIEW_BODY_MAX.toLocaleString("en-US")} characters.`,
  }),
});

/** `booking.reviews.invitation`: a review link's stay, and whether it still takes a review. */
export const ZReviewInvitation = z.discriminatedUnion("state", [
  z.object({ state: z.literal("invalid") }),
  z.object({
    state: z.enum(["open", "expired", "reviewed"]),
    parkName: z.string(),
    parkSlug: z.string(),
    siteName: z.string(),
    typeName: z.string(),
    arrival: z.string(),
    departure: z.string(),
    firstName: z.string(),
    timeZone: z.string(),
    expiresAt: z.date(),
    publishAt: z.date().nullable(),
  }),
]);

/** A review as the public sees it: no e-mail, no reservation. */
export const ZPublicReview = z.object({
  id: z.uuid(),
  parkRating: z.number().int(),
  siteRating: z.number().int(),
  body: z.string(),
  authorName: z.string(),
  stayedOn: z.string(),
  typeName: z.string(),
  publishedAt: z.date(),
  reply: z.string().nullable(),
  repliedAt: z.date().nullable(),
});

export const ZRatingSummary = z.object({ average: z.number(), count: z.number().int() });

/** `booking.reviews.summary`: a park's rating, and each type's from its site ratings. */
export const ZParkReviewSummary = z.object({
  park: ZRatingSummary.nullable(),
  types: z.array(ZRatingSummary.extend({ campsiteTypeId: z.uuid() })),
});

/** `booking.reviews.list`: a park's published reviews, newest first, optionally of one type. */
export const ZListReviewsInput = z.object({
  parkId: z.uuid(),
  campsiteTypeId: z.uuid().optional(),
  cursor: z.string().max(100).optional(),
});

export const ZReviewPage = z.object({ items: z.array(ZPublicReview), nextCursor: z.string().nullable() });

// ── The console (admin.reviews.*) ──

export const ZReviewVisibility = z.enum(["awaiting", "published", "hidden"]);

export const ZStaffReviewListInput = z.object({
  parkId: z.uuid(),
  visibility: ZReviewVisibility.optional(),
  cursor: z.string().max(100).optional(),
});

export const ZStaffReview = ZPublicReview.omit({ publishedAt: true }).extend({
  reservationId: z.uuid(),
  siteName: z.string(),
  arrival: z.string(),
  departure: z.string(),
  createdAt: z.date(),
  publishAt: z.date(),
  visibility: ZReviewVisibility,
  hiddenAt: z.date().nullable(),
  hiddenReason: z.string().nullable(),
  replyAuthor: z.string().nullable(),
});

export const ZStaffReviewPage = z.object({ items: z.array(ZStaffReview), nextCursor: z.string().nullable() });

export const ZReplyInput = z.object({
  reviewId: z.uuid(),
  reply: plain(1, REPLY_MAX, {
    short: "Write the reply.",
    long: `Keep the reply under ${REPLY_MAX.toLocaleString("en-US")} characters.`,
  }),
});

export const ZHideInput = z.object({
  reviewId: z.uuid(),
  reason: plain(HIDE_REASON_MIN, HIDE_REASON_MAX, {
    short: "Say why it is hidden (the audit log keeps it).",
    long: `Keep the reason under ${HIDE_REASON_MAX} characters.`,
  }),
});

export const ZUnhideInput = z.object({ reviewId: z.uuid() });
