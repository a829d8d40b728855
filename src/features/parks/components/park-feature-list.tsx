import type { ParkDetail } from "../park-detail";
import { FeatureIcon } from "./feature-icon";
import styles from "./park-feature-list.module.css";
import ui from "./park-ui.module.css";

/** The park's features (already under their display names: Bathhouse, On-site Dumpster, Waterslide). */
export function ParkFeatureList({ features }: { features: ParkDetail["parkFeatures"] }) {
  // The service orders by canonical name; campers scan the names they see.
  const sorted = [...features].sort((a, b) => a.name.localeCompare(b.name));
  return (
    <ul className={styles.list} aria-label="Park features">
      {sorted.map((feature) => (
        <li key={feature.name} className={styles.item}>
          <span className={ui.iconBadge}>
            <FeatureIcon name={feature.name} />
          </span>
          {feature.name}
        </li>
      ))}
    </ul>
  );
}
