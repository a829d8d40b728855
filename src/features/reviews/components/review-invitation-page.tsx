import Link from "next/link";
import { formatInstantLongDate, formatStayWithYear } from "@/lib/date-format";
import styles from "@/lib/ui/guest-page.module.css";
import type { ReviewInvitationView } from "../reviews.service";
import { ReviewForm } from "./review-form";

/** `/reviews/<secret>`: the stay a review link is for, and its form while it takes one. */
export function ReviewInvitationPage({ token, view }: { token: string; view: ReviewInvitationView }) {
  if (view.state === "invalid") {
    return (
      <div className={styles.narrowPage}>
        <h1 className={styles.title}>This review link does not work</h1>
        <p>Open it from the e-mail again: it may have been cut short. Each stay's link is its own.</p>
        <p>
          <Link className="tap-link" href="/">
            Back to the parks
          </Link>
        </p>
      </div>
    );
  }
  const stay = `${view.siteName} (${view.typeName}), ${formatStayWithYear(view.arrival, view.departure)}`;
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>Review your stay at {view.parkName}</h1>
      <p>
        {view.firstName ? `${view.firstName}, you` : "You"} stayed at {stay}.
      </p>
      {view.state === "open" && (
        <>
          <p>
            Your review stays between you and the park for a week, or until the park replies; then it appears
            on the park's page. One review per stay; this link works until{" "}
            {formatInstantLongDate(view.expiresAt, view.timeZone)}.
          </p>
          <ReviewForm token={token} parkName={view.parkName} />
        </>
      )}
      {view.state === "reviewed" && (
        <p role="status">
          You have reviewed this stay already, thank you.{" "}
          {view.publishAt && (
            <>
              It shows on the park's page from {formatInstantLongDate(view.publishAt, view.timeZone)}, or once
              the park replies.{" "}
            </>
          )}
          <Link href={`/${view.parkSlug}#reviews`}>See {view.parkName}'s reviews</Link>
        </p>
      )}
      {view.state === "expired" && (
        <p role="status">
          This link took reviews until {formatInstantLongDate(view.expiresAt, view.timeZone)}: reviews are
          written within 30 days of a stay. <Link href={`/${view.parkSlug}`}>See {view.parkName}</Link>
        </p>
      )}
    </div>
  );
}
