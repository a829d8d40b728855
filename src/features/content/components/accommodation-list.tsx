import Image from "next/image";
import Link from "next/link";
import { formatUsd } from "@/lib/money";
import { groupByCategory } from "../accommodations";
import type { Accommodation } from "../accommodations.service";
import styles from "./accommodation-list.module.css";

/** Every campsite type of every park, one section per category (Tent Site, RV Site, Cabin Site, Other Site). */
export function AccommodationList({ types }: { types: Accommodation[] }) {
  const groups = groupByCategory(types);
  if (groups.length === 0) {
    return (
      <section className={styles.section}>
        <p className={styles.empty}>No campsites are open for booking yet. Please check back soon.</p>
      </section>
    );
  }
  return (
    <>
      <nav className={styles.jump} aria-label="Site categories">
        <ul>
          {groups.map((group) => (
            <li key={group.category}>
              <a href={`#${group.category}`}>
                {group.label}s <span className={styles.count}>{group.types.length}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.category}
          id={group.category}
          className={styles.section}
          aria-labelledby={`${group.category}-heading`}
        >
          <h2 id={`${group.category}-heading`} className={styles.heading}>
            {group.label}s
          </h2>
          <ul className={styles.grid}>
            {group.types.map((type) => (
              <AccommodationCard key={type.id} type={type} />
            ))}
          </ul>
        </section>
      ))}
      <p className={styles.note}>
        Prices are per night and include mandatory fees; taxes are added at checkout.
      </p>
    </>
  );
}

function AccommodationCard({ type }: { type: Accommodation }) {
  const photo = type.photos[0];
  return (
    <li className={styles.card}>
      {photo ? (
        <Image
          src={photo}
          alt={`${type.name} at ${type.parkName}`}
          width={640}
          height={420}
          sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 340px"
          className={styles.photo}
        />
      ) : (
        <div className={styles.photo} />
      )}
      <div className={styles.body}>
        <h3 className={styles.name}>{type.name}</h3>
        <p className={styles.park}>
          <Link href={`/${type.parkSlug}`}>{type.parkName}</Link>
        </p>
        <dl className={styles.facts}>
          <div>
            <dt className="visually-hidden">Price</dt>
            <dd className={styles.price}>
              {type.fromNightlyCents === null ? (
                "Call for rates"
              ) : (
                <>
                  From <strong>{formatUsd(type.fromNightlyCents)}</strong>/night
                </>
              )}
            </dd>
          </div>
          <div>
            <dt className="visually-hidden">Guests</dt>
            <dd>Sleeps {type.maxGuests}</dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
