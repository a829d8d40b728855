"use client";

import { IconChevronRight } from "@tabler/icons-react";
import { useState } from "react";
import { useActiveMembershipEvent } from "@/features/membership/use-active-membership-event";
import type { ShellData } from "../load-shell-data";
import { MemberEventRibbon } from "./member-event-ribbon";
import { PromoBanner } from "./promo-banner";
import styles from "./promo-banner.module.css";

type Shown = "banner" | "member";

/**
 * The strip above the header: the promo banner and, for an active member while a member event runs, its ribbon
 * (fetched only for members). On a wide screen both share one row, side by side; on a phone, where two columns
 * of wrapped text stood ~150 px tall, one shows at a time and a button brings the other (never on its own).
 */
export function HeaderAnnouncements({ banner }: { banner: ShellData["banner"] }) {
  const { event } = useActiveMembershipEvent();
  const [shown, setShown] = useState<Shown>("banner");
  if (!banner && !event) return null;
  const both = Boolean(banner && event);
  const other: Shown = shown === "banner" ? "member" : "banner";
  return (
    <div className={styles.row} data-testid="announcements" data-both={both || undefined}>
      {banner && <PromoBanner banner={banner} phoneHidden={both && shown !== "banner"} />}
      {event && <MemberEventRibbon event={event} phoneHidden={both && shown !== "member"} />}
      {both && (
        <button
          type="button"
          className={styles.next}
          onClick={() => setShown(other)}
          aria-label={other === "member" ? `Show the member event: ${event?.name}` : "Show the promotion"}
        >
          <span aria-hidden="true">{shown === "banner" ? "1/2" : "2/2"}</span>
          <IconChevronRight size={18} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
