"use client";

import { IconBrandFacebook, IconBrandInstagram, IconBrandYoutube, IconWorld } from "@tabler/icons-react";
import Link from "next/link";
import { useFeatureFlags } from "@/lib/feature-flags";
import type { ShellData } from "../load-shell-data";
import { COPYRIGHT_YEAR } from "../shell-constants";
import { Logo } from "./logo";
import { MenuLinkAnchor } from "./menu-link";
import { PoweredBy } from "./powered-by";
import styles from "./site-footer.module.css";

const SOCIAL_ICONS: Record<string, typeof IconWorld> = {
  Facebook: IconBrandFacebook,
  Instagram: IconBrandInstagram,
  YouTube: IconBrandYoutube,
};

/** Footer (spec §2): logo, social links, page links, phone, e-mail, address, Book Now, copyright, Powered by. */
export function SiteFooter({ shell }: { shell: ShellData }) {
  const { contact, social } = shell.settings;
  const { membershipEnabled } = useFeatureFlags();
  const rewards = { text: "Rewards", url: "/rewards", openNewTab: false, offBookingSite: false };
  // Guests who booked without an account reach their booking here (decision 0036).
  const findBooking = {
    text: "Find my booking",
    url: "/find-booking",
    openNewTab: false,
    offBookingSite: false,
  };
  const pageLinks = [
    ...shell.menus.explore,
    ...shell.menus.help,
    ...(membershipEnabled ? [rewards] : []),
    findBooking,
  ];
  return (
    <footer className={styles.footer} data-testid="site-footer">
      <div className={styles.inner}>
        <div className={styles.brand}>
          <Link href="/" className={styles.logoLink}>
            <Logo purpose="home" />
          </Link>
          <p className={styles.blurb}>Cabins, RV sites and riverside tent sites in Trout Town USA.</p>
          <ul className={styles.social} aria-label="Lantern Parks on social media">
            {social.map((link) => {
              const Icon = SOCIAL_ICONS[link.name] ?? IconWorld;
              return (
                <li key={link.url}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${link.name} (opens in a new tab)`}
                  >
                    <Icon size={22} aria-hidden="true" />
                  </a>
                </li>
              );
            })}
          </ul>
        </div>

        <nav aria-label="Footer" className={styles.column}>
          <h2 className={styles.heading}>Explore</h2>
          <ul className={styles.links}>
            {pageLinks.map((link) => (
              <li key={link.url}>
                <MenuLinkAnchor link={link}>{link.text}</MenuLinkAnchor>
              </li>
            ))}
          </ul>
        </nav>

        <div className={styles.column}>
          <h2 className={styles.heading}>Parks</h2>
          <ul className={styles.links}>
            {shell.parks.map((park) => (
              <li key={park.id}>
                <Link href={`/${park.slug}`}>{park.name}</Link>
              </li>
            ))}
          </ul>
        </div>

        {contact && (
          <address className={styles.column}>
            <h2 className={styles.heading}>Get in touch</h2>
            <p className={styles.contactLinks}>
              <a href={`tel:${contact.phone.replace(/[^\d+]/g, "")}`}>{contact.phone}</a>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
            </p>
            <p>
              {contact.address.line1}
              <br />
              {contact.address.city}, {contact.address.state} {contact.address.postalCode}
            </p>
            <Link href="/" className={styles.bookNow}>
              Book Now
            </Link>
          </address>
        )}
      </div>
      <div className={styles.bottom}>
        {shell.menus.legal.length > 0 && (
          <nav aria-label="Legal">
            <ul className={styles.legal}>
              {shell.menus.legal.map((link) => (
                <li key={link.url}>
                  <MenuLinkAnchor link={link}>{link.text}</MenuLinkAnchor>
                </li>
              ))}
            </ul>
          </nav>
        )}
        <p className={styles.copyright}>© {COPYRIGHT_YEAR} Lantern Parks. All rights reserved.</p>
        <PoweredBy />
      </div>
    </footer>
  );
}
