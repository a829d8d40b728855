"use client";

import { useActiveMembershipEvent } from "@/features/membership/use-active-membership-event";
import styles from "./promo-banner.module.css";

/** For an active member while a member event runs: its name and description (fetched only for members). */
export function MemberEventRibbon() {
  const { event } = useActiveMembershipEvent();
  if (!event) return null;
  return (
    <aside
      className={`${styles.banner} ${styles.member}`}
      aria-label="Member event"
      data-testid="member-event"
    >
      <p className={styles.text}>
        <strong>{event.name}</strong> — {event.description}
      </p>
    </aside>
  );
}
