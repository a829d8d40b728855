import type { ReactNode } from "react";
import type { ContentPage } from "../content-page.server";
import { ContentBlocks } from "./content-blocks";
import styles from "./info-page.module.css";
import { PageHero } from "./page-hero";

type InfoPageProps = {
  page: ContentPage;
  eyebrow?: ReactNode;
  /** A calm band without art (legal pages); the art still serves as the page's sharing image. */
  plainHero?: boolean;
  /** Shown beside the blocks on wide screens, below them on narrow ones (e.g. the Rewards summary). */
  aside?: ReactNode;
  /** The aside stays in view while the blocks scroll by; off for an aside taller than the screen. */
  stickyAside?: boolean;
  /** A wider aside column, for an aside that holds a form. */
  wideAside?: boolean;
  /** Shown after the blocks (e.g. the campsite types of /accommodations). */
  children?: ReactNode;
};

/** An information page: hero band with the title, then the page's blocks. */
export function InfoPage({
  page,
  eyebrow,
  plainHero = false,
  aside,
  stickyAside = true,
  wideAside = false,
  children,
}: InfoPageProps) {
  return (
    <article className={styles.page}>
      <PageHero
        title={page.title}
        description={page.description}
        image={plainHero ? null : page.heroArt}
        eyebrow={eyebrow}
      />
      <div
        className={[styles.body, aside && styles.withAside, aside && wideAside && styles.wideAside]
          .filter(Boolean)
          .join(" ")}
      >
        <ContentBlocks blocks={page.blocks} />
        {aside && (
          <div className={stickyAside ? `${styles.aside} ${styles.sticky}` : styles.aside}>{aside}</div>
        )}
      </div>
      {children}
    </article>
  );
}
