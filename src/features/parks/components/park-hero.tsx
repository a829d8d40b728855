import { IconArrowDown, IconMapPin } from "@tabler/icons-react";
import Image from "next/image";
import { WishListButton } from "@/features/wishlist/components/wish-list-button";
import { formatUsd } from "@/lib/money";
import type { ParkDetail } from "../park-detail";
import styles from "./park-hero.module.css";
import ui from "./park-ui.module.css";

type ParkHeroProps = {
  park: ParkDetail;
  bookHref: string;
  /** The lowest nightly price any stay type advertises, in cents. */
  fromCents: number | null;
};

/** The park's photo, name, tagline, address and the Book Now call to action. */
export function ParkHero({ park, bookHref, fromCents }: ParkHeroProps) {
  return (
    <section className={styles.hero} aria-labelledby="park-name">
      <div className={styles.media}>
        <Image
          src={park.page.heroImage}
          alt=""
          fill
          preload
          fetchPriority="high"
          sizes="100vw"
          className={styles.image}
        />
        <div className={styles.scrim} />
      </div>
      <div className={`${ui.container} ${styles.content}`}>
        <div className={styles.brand}>
          {/* The page's logo: the park's own, or the page override of spec §2. */}
          <Image
            src={park.page.logoImage}
            alt={`${park.page.name} logo`}
            width={80}
            height={80}
            className={styles.logo}
          />
          <p className={styles.eyebrow}>
            {park.parentPark ? (
              <>
                An outpost of <a href={`/${park.parentPark.slug}`}>{park.parentPark.displayName}</a>
              </>
            ) : (
              `${park.city}, ${park.state} · The Catskills`
            )}
          </p>
        </div>
        <div className={styles.titleRow}>
          <h1 id="park-name" className={styles.name}>
            {park.page.name}
          </h1>
          <WishListButton parkId={park.id} name={park.page.name} tone="dark" className={styles.heart} />
        </div>
        {park.tagline && <p className={styles.tagline}>{park.tagline}</p>}
        <p className={styles.address}>
          <IconMapPin aria-hidden size={20} stroke={1.75} />
          <span>{park.page.address}</span>
        </p>
        <div className={styles.actions}>
          <a href={bookHref} className={`${ui.primary} ${styles.book}`}>
            Book Now
          </a>
          <a href="#stay" className={styles.secondary}>
            See sites &amp; prices
            <IconArrowDown aria-hidden size={18} stroke={2} />
          </a>
          {fromCents !== null && (
            <p className={styles.from}>
              Sites from <strong>{formatUsd(fromCents)}</strong>/night
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
