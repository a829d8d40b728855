import { IconBuildingStore, IconMoon } from "@tabler/icons-react";
import { CATEGORY_LABELS } from "@/lib/campsites/categories";
import { formatUsd } from "@/lib/money";
import type { ParkAddon } from "../park-detail";
import styles from "./park-addons.module.css";
import ui from "./park-ui.module.css";

function appliesTo(addon: ParkAddon): string | null {
  if (addon.categories.length === 0) return null;
  return `${addon.categories.map((category) => `${CATEGORY_LABELS[category]}s`).join(", ")} only`;
}

function AddonList({ addons, unit }: { addons: ParkAddon[]; unit: string }) {
  return (
    <ul className={styles.list}>
      {addons.map((addon) => {
        const restriction = appliesTo(addon);
        return (
          <li key={addon.id} className={styles.item}>
            <div className={styles.row}>
              <h4 className={styles.name}>{addon.name}</h4>
              <p className={styles.price}>
                <strong>{formatUsd(addon.priceCents)}</strong> {unit}
              </p>
            </div>
            {addon.description && <p className={styles.description}>{addon.description}</p>}
            {(addon.mandatory || restriction) && (
              <ul className={ui.chips}>
                {addon.mandatory && <li className={ui.chip}>Charged on every stay</li>}
                {restriction && <li className={ui.chip}>{restriction}</li>}
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** Extras guests add while booking: daily-rate ones priced per night, online-store ones per unit. */
export function ParkAddons({ addons }: { addons: ParkAddon[] }) {
  const nightly = addons.filter((addon) => addon.kind === "daily_rate");
  const store = addons.filter((addon) => addon.kind === "online_store");
  return (
    <div className={styles.columns}>
      {nightly.length > 0 && (
        <div className={styles.group}>
          <h3 className={styles.heading}>
            <span className={ui.iconBadge}>
              <IconMoon aria-hidden size={20} stroke={1.75} />
            </span>
            Per night
          </h3>
          <AddonList addons={nightly} unit="per night" />
        </div>
      )}
      {store.length > 0 && (
        <div className={styles.group}>
          <h3 className={styles.heading}>
            <span className={ui.iconBadge}>
              <IconBuildingStore aria-hidden size={20} stroke={1.75} />
            </span>
            From the camp store
          </h3>
          <AddonList addons={store} unit="each" />
        </div>
      )}
    </div>
  );
}
