import styles from "./promo-banner.module.css";

/** For an active member while a member event runs: its name and description. */
export function MemberEventRibbon({
  event,
  phoneHidden = false,
}: {
  event: { name: string; description: string };
  /** On a phone the promo banner shows instead (HeaderAnnouncements). */
  phoneHidden?: boolean;
}) {
  return (
    <section
      className={`${styles.banner} ${styles.member}`}
      aria-label="Member event"
      data-testid="member-event"
      data-phone-hidden={phoneHidden || undefined}
    >
      <p className={styles.text}>
        <strong>{event.name}</strong> — {event.description}
      </p>
    </section>
  );
}
