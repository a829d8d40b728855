import Image from "next/image";
import Link from "next/link";
import { AsidePanel } from "./aside-panel";
import styles from "./parks-aside.module.css";

type ParkLink = {
  id: string;
  slug: string;
  displayName: string;
  city: string;
  state: string;
  heroImage: string;
};

/** "Our parks": every park with a link to its page, and the way to book. */
export function ParksAside({ parks }: { parks: ParkLink[] }) {
  return (
    <AsidePanel id="parks-aside-heading" title="Our parks" classNames={styles}>
      <ul className={styles.list}>
        {parks.map((park) => (
          <li key={park.id} className={styles.park}>
            <Image
              src={park.heroImage}
              alt=""
              width={128}
              height={128}
              sizes="64px"
              className={styles.thumb}
            />
            <div>
              <Link href={`/${park.slug}`} className={styles.name}>
                {park.displayName}
              </Link>
              <p className={styles.place}>
                {park.city}, {park.state}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <Link href="/" className={styles.cta}>
        Find a campsite
      </Link>
    </AsidePanel>
  );
}
