import styles from "./stars.module.css";

/** A rating of 1–5 drawn as stars, read as words ("4 out of 5 stars"). Halves round to the nearer whole star. */
export function Stars({ value, label }: { value: number; label?: string }) {
  const filled = Math.round(value);
  return (
    <span className={styles.stars} role="img" aria-label={label ?? `${value} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <span key={star} aria-hidden="true" className={star > filled ? styles.empty : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}
