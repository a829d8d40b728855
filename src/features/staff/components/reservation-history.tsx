"use client";

import { consoleStyles as styles } from "@/features/console/client";
import { auditActionWords, auditChanges, changeLine } from "../team-audit-format";
import type { Reservation } from "./reservation-types";
import own from "./reservations.module.css";

/** The staff changes of a reservation, oldest first: when, who, what changed (in words) and why. */
export function StaffHistory({
  history,
  at,
}: {
  history: Reservation["history"];
  at: (date: Date) => string;
}) {
  if (history.length === 0) return <p className={styles.muted}>No staff change yet.</p>;
  return (
    <ol className={own.history} aria-label="Staff changes, oldest first">
      {history.map((entry) => {
        const changes = auditChanges(entry.before, entry.after, {
          names: entry.names,
          timeZone: entry.timeZone,
        }).map(changeLine);
        return (
          <li key={entry.id} className={own.historyItem}>
            <div>
              <time dateTime={entry.at.toISOString()}>{at(entry.at)}</time>
              <div className={styles.muted}>
                {entry.actor ?? "A former team member"} ({entry.role.toLowerCase()})
              </div>
            </div>
            <div>
              <strong>{auditActionWords(entry.action)}</strong>
              {changes.length > 0 && (
                <ul className={own.historyChange}>
                  {changes.map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              )}
            </div>
            <div>
              <span className={own.historyLabel}>Reason: </span>
              {entry.reason ?? <span className={styles.muted}>none given</span>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
