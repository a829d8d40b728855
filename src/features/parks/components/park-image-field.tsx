"use client";

import { TextInput } from "@mantine/core";
import { SITE_PATH } from "../park-image-path";
import styles from "./park-screen.module.css";

/**
 * An image of the park as a path on this site, with a small preview once the path has the right shape (the
 * preview is decoration: the path is what the field says).
 */
export function ParkImageField({
  label,
  description = "A path on this site, like /art/parks/trout-town-farms/hero.webp.",
  required,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  required?: boolean;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  const path = value.trim();
  return (
    <div className={styles.imageField}>
      <TextInput
        label={label}
        description={description}
        required={required}
        spellCheck={false}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        error={error}
        classNames={{ input: styles.tap }}
        className={styles.imageInput}
      />
      {path && SITE_PATH.test(path) && (
        // biome-ignore lint/performance/noImgElement: a preview of any path staff type, not an optimised page image.
        <img src={path} alt="" className={styles.preview} />
      )}
    </div>
  );
}
