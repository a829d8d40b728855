"use client";

import { Burger } from "@mantine/core";
import Link from "next/link";
import type { ShellData } from "../load-shell-data";
import type { HeaderVariant } from "../shell-routes";
import { useUiStore } from "../ui-store";
import { AccountLink } from "./account-link";
import { CartLink } from "./cart-link";
import { LazyLocationsMenu } from "./lazy-locations-menu";
import { LazyMobileMenu } from "./lazy-mobile-menu";
import { Logo } from "./logo";
import { MemberEventRibbon } from "./member-event-ribbon";
import { LEFT_LINKS, REGION_LINK, RIGHT_LINKS } from "./nav-links";
import { PromoBanner } from "./promo-banner";
import styles from "./site-header.module.css";
import { useHeaderHidden } from "./use-header-scroll";

/** The full header: desktop groups from 1230 px, a burger and full-screen menu below (spec §2). */
export function SiteHeader({
  shell,
  variant,
}: {
  shell: ShellData;
  variant: Exclude<HeaderVariant, "checkout">;
}) {
  const hidden = useHeaderHidden(variant === "default");
  const mobileMenuOpen = useUiStore((state) => state.mobileMenuOpen);
  const setMobileMenu = useUiStore((state) => state.setMobileMenu);
  return (
    <header className={styles.header} data-variant={variant} data-hidden={hidden} data-testid="site-header">
      <PromoBanner banner={shell.banner} />
      <MemberEventRibbon />
      <div className={styles.bar}>
        <Burger
          className={styles.burger}
          opened={mobileMenuOpen}
          onClick={() => setMobileMenu(!mobileMenuOpen)}
          aria-label={mobileMenuOpen ? "Close menu" : "Open menu"}
          aria-expanded={mobileMenuOpen}
          aria-controls="mobile-menu"
          data-testid="burger"
        />

        <Link href="/" className={styles.logoLink} aria-label="Lantern Parks home">
          <Logo />
        </Link>

        <nav
          aria-label="Explore"
          className={`${styles.desktopGroup} ${styles.leftGroup}`}
          data-testid="desktop-left"
        >
          {LEFT_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={styles.navLink}>
              {link.text}
            </Link>
          ))}
          <LazyLocationsMenu parks={shell.parks} />
          <Link href={REGION_LINK.href} className={styles.navLink}>
            {REGION_LINK.text}
          </Link>
        </nav>

        <nav
          aria-label="Help and account"
          className={`${styles.desktopGroup} ${styles.rightGroup}`}
          data-testid="desktop-right"
        >
          {RIGHT_LINKS.map((link) => (
            <Link key={link.href} href={link.href} className={styles.navLink}>
              {link.text}
            </Link>
          ))}
          <CartLink />
          <AccountLink />
          <Link href="/" className={styles.bookNow}>
            Book Now
          </Link>
        </nav>

        <div className={styles.mobileCart}>
          <CartLink showText={false} />
        </div>
      </div>
      <LazyMobileMenu shell={shell} />
    </header>
  );
}
