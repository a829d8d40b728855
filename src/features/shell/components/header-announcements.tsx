"use client";

import { useActiveMembershipEvent } from "@/features/membership/use-active-membership-event";
import type { ShellData } from "../load-shell-data";
import { MemberEventRibbon } from "./member-event-ribbon";
import { PromoBanner } from "./promo-banner";
import styles from "./promo-banner.module.css";

/**
 * The strip above the header: the promo banner and, for an active member while a member event runs, its ribbon
 * (fetched only for members). Both share one row, side by side, never two stacked strips.
 */
export function HeaderAnnouncements({ banner }: { banner: ShellData["banner"] }) {
  const { event } = useActiveMembershipEvent();
  if (!banner && !event) return null;
  return (
    <div className={styles.row} data-testid="announcements">
      {banner && <PromoBanner banner={banner} />}
      {event && <MemberEventRibbon event={event} />}
    </div>
  );
}
