import type { z } from "zod";
import type { ZParkSummary } from "../parks.schemas";
import styles from "./park-list.module.css";

type ParkSummary = z.infer<typeof ZParkSummary>;

/** The parks, each outpost listed under its parent park. */
export function ParkList({ parks }: { parks: ParkSummary[] }) {
  if (parks.length === 0) return <p>No parks are open for booking yet.</p>;
  const parents = parks.filter(
    (park) => !park.parentParkId || !parks.some((p) => p.id === park.parentParkId),
  );
  return (
    <ul className={styles.list} aria-label="Parks">
      {parents.map((park) => (
        <li key={park.id} className={styles.card}>
          <h2 className={styles.name}>
            <a href={`/${park.slug}`}>{park.displayName}</a>
          </h2>
          <p className={styles.place}>
            {park.city}, {park.state}
          </p>
          {park.parkFeatures.length > 0 && (
            <ul className={styles.features} aria-label={`Features of ${park.displayName}`}>
              {park.parkFeatures.map((feature) => (
                <li key={feature.name}>{feature.name}</li>
              ))}
            </ul>
          )}
          {parks
            .filter((outpost) => outpost.parentParkId === park.id)
            .map((outpost) => (
              <p key={outpost.id} className={styles.outpost}>
                Outpost: <a href={`/${outpost.slug}`}>{outpost.displayName}</a>
              </p>
            ))}
        </li>
      ))}
    </ul>
  );
}
