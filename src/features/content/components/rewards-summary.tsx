import type { ReactNode } from "react";
import { REWARDS_DISCOUNT_LABEL } from "@/features/cart/server";
import { DEFAULT_REWARDS_DISCOUNT_BP, MEMBERSHIP_PRICE_CENTS } from "@/features/membership/server";
import { formatUsd } from "@/lib/money";
import { AsidePanel } from "./aside-panel";
import styles from "./rewards-summary.module.css";

/** The Rewards offer at a glance, then `children`: the next step for whoever is looking (join, sign in, manage). */
export function RewardsSummary({ children }: { children: ReactNode }) {
  const percent = DEFAULT_REWARDS_DISCOUNT_BP / 100;
  return (
    <AsidePanel id="rewards-summary-heading" title="Lantern Rewards" classNames={styles}>
      <p className={styles.price}>
        <strong>{formatUsd(MEMBERSHIP_PRICE_CENTS)}</strong> / year
      </p>
      <ul className={styles.points}>
        <li>
          {percent} % off every night — the “{REWARDS_DISCOUNT_LABEL}” — at every Lantern park
        </li>
        <li>Renews automatically each year at {formatUsd(MEMBERSHIP_PRICE_CENTS)}</li>
        <li>Cancel online at any time from your account</li>
      </ul>
      {children}
    </AsidePanel>
  );
}
