import { formatInstantTime, formatStay } from "@/lib/date-format";
import { guestsSummary } from "@/lib/stay-format";
import type { AlertLink } from "../alerts.schemas";
import styles from "./alert-link-action.module.css";

/** What an alert link is about: the park, the type or site, the stay and the party, and when an offer ends. */
export function AlertLinkSummary({ about }: { about: AlertLink }) {
  const until = about.offer
    ? formatInstantTime(about.offer.expiresAt, about.offer.timeZone, { zoneName: true })
    : null;
  return (
    <dl className={styles.summary}>
      <div>
        <dt>Park</dt>
        <dd>{about.parkName}</dd>
      </div>
      <div>
        <dt>{about.offer ? "Site" : "Watching"}</dt>
        <dd>
          {about.offer
            ? `${about.offer.siteName} (${about.typeName})`
            : (about.typeName ?? "Any site of the park")}
        </dd>
      </div>
      <div>
        <dt>Dates</dt>
        <dd>{formatStay(about.dates.start, about.dates.end)}</dd>
      </div>
      <div>
        <dt>Party</dt>
        <dd>{guestsSummary(about.guests)}</dd>
      </div>
      {about.offer?.status === "open" && (
        <div>
          <dt>Held for you until</dt>
          <dd>{until}</dd>
        </div>
      )}
    </dl>
  );
}
