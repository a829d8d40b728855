import Link from "next/link";
import { ratingWords } from "../review-rules";
import { MoreReviews } from "./more-reviews";
import styles from "./park-reviews.module.css";
import { ReviewCard, type ShownReview } from "./review-card";
import { Stars } from "./stars";

type Rating = { average: number; count: number };
type ReviewedType = { id: string; slug: string; name: string; rating: Rating | null };

/**
 * A park's reviews (decision 0068): its average and count, each reviewed type's site rating as a filter, and the
 * published reviews newest first, ten at a time.
 */
export function ParkReviews({
  park,
  rating,
  types,
  selectedTypeId,
  reviews,
  nextCursor,
}: {
  park: { id: string; slug: string; name: string };
  rating: Rating | null;
  types: ReviewedType[];
  selectedTypeId?: string;
  reviews: ShownReview[];
  nextCursor: string | null;
}) {
  if (!rating) {
    return (
      <p className={styles.empty}>
        No reviews yet. Reviews here come only from guests who stayed: each gets one invitation after checking
        out.
      </p>
    );
  }
  const reviewed = types.filter((type) => type.rating);
  return (
    <>
      <div className={styles.summary}>
        <span className={styles.average} aria-hidden="true">
          {rating.average.toFixed(1)}
        </span>
        <span className={styles.bigStars}>
          <Stars value={rating.average} label={ratingWords(rating)} />
        </span>
        <span className={styles.count} aria-hidden="true">
          {rating.count} verified {rating.count === 1 ? "review" : "reviews"}
        </span>
      </div>
      {reviewed.length > 1 && (
        <nav aria-label="Reviews by type of site">
          <ul className={styles.types}>
            <li>
              <Link
                className={styles.type}
                href={`/${park.slug}#reviews`}
                scroll={false}
                aria-current={selectedTypeId ? undefined : "true"}
              >
                All sites
              </Link>
            </li>
            {reviewed.map((type) => (
              <li key={type.id}>
                <Link
                  className={styles.type}
                  href={`/${park.slug}?reviews=${encodeURIComponent(type.slug)}#reviews`}
                  scroll={false}
                  aria-current={type.id === selectedTypeId ? "true" : undefined}
                  aria-label={`${type.name}: site rating ${ratingWords(type.rating!)}`}
                >
                  {type.name}{" "}
                  <span aria-hidden="true">
                    ★ {type.rating!.average.toFixed(1)} ({type.rating!.count})
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ul className={styles.list}>
        {reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} parkName={park.name} />
          </li>
        ))}
      </ul>
      {nextCursor && (
        <MoreReviews
          key={selectedTypeId ?? "all"}
          parkId={park.id}
          parkName={park.name}
          campsiteTypeId={selectedTypeId}
          cursor={nextCursor}
        />
      )}
    </>
  );
}
