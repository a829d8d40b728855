import { stayedLine } from "../review-rules";
import styles from "./park-reviews.module.css";
import { Stars } from "./stars";

export type ShownReview = {
  id: string;
  parkRating: number;
  siteRating: number;
  body: string;
  authorName: string;
  stayedOn: string;
  typeName: string;
  reply: string | null;
};

/** One published review: the stars, the guest's words, who and when they stayed, and the park's reply. */
export function ReviewCard({ review, parkName }: { review: ShownReview; parkName: string }) {
  return (
    <article className={styles.review} aria-label={`Review by ${review.authorName}`}>
      <p className={styles.ratings}>
        <span>
          Park <Stars value={review.parkRating} label={`Park: ${review.parkRating} out of 5 stars`} />
        </span>
        <span>
          Site <Stars value={review.siteRating} label={`Site: ${review.siteRating} out of 5 stars`} />
        </span>
      </p>
      <p className={styles.body}>{review.body}</p>
      <p className={styles.byline}>
        {review.authorName} · {stayedLine(review.stayedOn, review.typeName)}
      </p>
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyTitle}>Reply from {parkName}</p>
          <p>{review.reply}</p>
        </div>
      )}
    </article>
  );
}
