import Link from "next/link";
import { REWARDS_DISCOUNT_LABEL } from "@/features/cart/cart-pricing";
import { DEFAULT_REWARDS_DISCOUNT_BP, MEMBERSHIP_PRICE_CENTS } from "@/features/membership/member-discount";
import { formatUsd } from "@/lib/money";
import styles from "./rewards-summary.module.css";

export type RewardsVisitor = "visitor" | "user" | "member";

/**
 * The Rewards offer at a glance and the next step for this visitor: a visitor creates an account or signs in
 * first (the login dialog opens on `auth=login`), a signed-in user joins from the account page, a member sees
 * where to manage the membership.
 */
export function RewardsSummary({ visitor }: { visitor: RewardsVisitor }) {
  const percent = DEFAULT_REWARDS_DISCOUNT_BP / 100;
  return (
    <section className={styles.panel} aria-labelledby="rewards-summary-heading">
      <h2 id="rewards-summary-heading" className={styles.heading}>
        Lantern Rewards
      </h2>
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
      {visitor === "visitor" && (
        <>
          <Link className={styles.cta} href="/rewards?redirect=/rewards&auth=login" scroll={false}>
            Create an account to join
          </Link>
          <p className={styles.small}>Already have an account? The same link signs you in.</p>
        </>
      )}
      {visitor === "user" && (
        <Link className={styles.cta} href="/profile/account">
          Join Rewards from your account
        </Link>
      )}
      {visitor === "member" && (
        <>
          <p className={styles.member}>You are a Rewards member: your discount applies at checkout.</p>
          <Link className={styles.secondary} href="/profile/account">
            Manage your membership
          </Link>
        </>
      )}
    </section>
  );
}
