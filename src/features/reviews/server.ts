import "server-only";

export { sendReviewInvitations } from "./review-invitations.service";
export {
  parkRatings,
  parkReviewSummary,
  publishedReviews,
  type ReviewInvitationView,
  reviewInvitationView,
} from "./reviews.service";
