import styles from "./logo.module.css";

/**
 * The Lantern Parks mark: a lantern over a ridge line, drawn inline so it needs no image request. `purpose` is
 * read after the visible words (a link's name starts with what it shows, WCAG 2.5.3), e.g. "home".
 */
export function Logo({ size = "large", purpose }: { size?: "large" | "small"; purpose?: string }) {
  return (
    <span className={styles.logo} data-size={size}>
      <svg viewBox="0 0 48 48" aria-hidden="true" className={styles.mark}>
        <circle cx="24" cy="24" r="23" fill="#1e3f2f" />
        <path d="M4 34 L15 24 L22 30 L31 19 L44 32 L44 36 A23 23 0 0 1 4 36 Z" fill="#2f5d46" />
        <rect x="19" y="13" width="10" height="15" rx="3" fill="#f6c76b" />
        <rect x="21" y="9" width="6" height="4" rx="1.5" fill="#faf8f3" />
        <rect x="18" y="28" width="12" height="3" rx="1.5" fill="#faf8f3" />
        <circle cx="24" cy="20.5" r="3" fill="#fff4d6" />
      </svg>
      <span className={styles.wordmark}>
        <span className={styles.name}>Lantern Parks</span>
        <span className={styles.tagline}>Catskills · Roscoe, NY</span>
      </span>
      {purpose && <span className="visually-hidden">, {purpose}</span>}
    </span>
  );
}
