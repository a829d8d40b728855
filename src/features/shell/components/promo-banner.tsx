import Link from "next/link";
import { withBannerUtm } from "../banner-link";
import type { ShellData } from "../load-shell-data";
import styles from "./promo-banner.module.css";

/**
 * The promo banner (spec §2): description, the terms of the promo code it names (decision 0073) and an optional
 * link carrying the banner UTM parameters.
 */
export function PromoBanner({
  banner,
  phoneHidden = false,
}: {
  banner: NonNullable<ShellData["banner"]>;
  /** On a phone the member-event ribbon shows instead (HeaderAnnouncements). */
  phoneHidden?: boolean;
}) {
  const href = banner.link ? withBannerUtm(banner.link) : null;
  return (
    <section
      className={styles.banner}
      aria-label="Announcement"
      data-testid="promo-banner"
      data-phone-hidden={phoneHidden || undefined}
    >
      <p className={styles.text}>
        {banner.description}
        {banner.offerTerms && <span className={styles.terms}> {banner.offerTerms}</span>}
        {href &&
          (banner.externalLink ? (
            <a href={href} target="_blank" rel="noopener noreferrer" className={styles.link}>
              {banner.linkText ?? "Learn more"}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : (
            <Link href={href} className={styles.link}>
              {banner.linkText ?? "Learn more"}
            </Link>
          ))}
      </p>
    </section>
  );
}
