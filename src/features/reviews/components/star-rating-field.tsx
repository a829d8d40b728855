"use client";

import { useId } from "react";
import styles from "./star-rating-field.module.css";

const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/**
 * A 1–5 rating as five radio buttons drawn as stars (arrow keys move between them, as in any radio group), with
 * the choice in words and its message when it is missing.
 */
export function StarRatingField({
  legend,
  name,
  value,
  onChange,
  error,
}: {
  legend: string;
  name: string;
  value: number;
  onChange: (value: number) => void;
  error?: string | null;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {[1, 2, 3, 4, 5].map((star) => (
          <label key={star} className={`${styles.option} ${star <= value ? styles.on : ""}`}>
            <input
              type="radio"
              name={name}
              value={star}
              checked={value === star}
              onChange={() => onChange(star)}
              aria-invalid={error && star === 1 ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <span aria-hidden="true">★</span>
            <span className="visually-hidden">
              {star} {star === 1 ? "star" : "stars"}, {WORDS[star]}
            </span>
          </label>
        ))}
      </div>
      <p className={styles.choice} aria-hidden="true">
        {value ? `${value} of 5: ${WORDS[value]}` : "Not rated yet"}
      </p>
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
