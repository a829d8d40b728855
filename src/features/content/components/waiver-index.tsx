import Link from "next/link";
import { contentPagePath } from "../content-paths";
import { PageHero } from "./page-hero";
import styles from "./waiver-index.module.css";

type WaiverSummary = { key: string; title: string; description: string };

/** /legal/waivers: every published waiver, each linking to its full text. */
export function WaiverIndex({
  title,
  description,
  waivers,
}: {
  title: string;
  description: string;
  waivers: WaiverSummary[];
}) {
  return (
    <article className={styles.page}>
      <PageHero title={title} description={description} image={null} eyebrow="Legal" />
      <div className={styles.body}>
        {waivers.length === 0 ? (
          <p className={styles.empty}>There are no waivers to read at the moment.</p>
        ) : (
          <ul className={styles.list}>
            {waivers.map((waiver) => (
              <li key={waiver.key} className={styles.item}>
                <h2 className={styles.title}>
                  <Link href={contentPagePath(waiver.key)}>{waiver.title}</Link>
                </h2>
                <p className={styles.description}>{waiver.description}</p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
