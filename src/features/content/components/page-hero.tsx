import type { ReactNode } from "react";
import { HeroArt } from "@/lib/ui/hero-art";
import styles from "./page-hero.module.css";

type PageHeroProps = {
  title: string;
  description?: string;
  /** Decorative art behind the title; without it the band is plain moss (legal pages). */
  image: string | null;
  /** A small line above the title, e.g. "Legal". */
  eyebrow?: ReactNode;
};

/** The band at the top of an information page: its title over the page's hero art. */
export function PageHero({ title, description, image, eyebrow }: PageHeroProps) {
  return (
    <div className={image ? styles.hero : `${styles.hero} ${styles.plain}`}>
      {image && <HeroArt src={image} className={styles.art} />}
      <div className={styles.inner}>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {description && <p className={styles.description}>{description}</p>}
      </div>
    </div>
  );
}
