import { IconArrowRight } from "@tabler/icons-react";
import Image from "next/image";
import type { ParkLink } from "../park-detail";
import styles from "./related-parks.module.css";

type RelatedParksProps = {
  parks: ParkLink[];
  /** What each park is to this one, shown above its name ("Outpost", "Home park"). */
  relation: string;
};

/** Cards linking to a park's outposts, or to an outpost's parent park. */
export function RelatedParks({ parks, relation }: RelatedParksProps) {
  return (
    <ul className={styles.list}>
      {parks.map((park) => (
        <li key={park.id} className={styles.card}>
          <div className={styles.media}>
            <Image
              src={park.heroImage}
              alt=""
              fill
              sizes="(max-width: 700px) 100vw, 320px"
              className={styles.photo}
            />
          </div>
          <div className={styles.body}>
            <p className={styles.relation}>{relation}</p>
            <h3 className={styles.name}>
              <a href={`/${park.slug}`} className={`tap-link ${styles.link}`}>
                {park.displayName}
              </a>
            </h3>
            <p className={styles.place}>
              {park.city}, {park.state}
            </p>
            <span className={styles.more} aria-hidden>
              Visit the park <IconArrowRight size={18} stroke={2} />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
