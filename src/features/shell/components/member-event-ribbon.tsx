import styles from "./promo-banner.module.css";

/** For an active member while a member event runs: its name and description. */
export function MemberEventRibbon({ event }: { event: { name: string; description: string } }) {
  return (
    <section
      className={`${styles.banner} ${styles.member}`}
      aria-label="Member event"
      data-testid="member-event"
    >
      <p className={styles.text}>
        <strong>{event.name}</strong> — {event.description}
      </p>
    </section>
  );
}
