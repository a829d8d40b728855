"use client";

import { Burger } from "@mantine/core";
import Link from "next/link";
import type { HeaderVariant } from "@/lib/shell-routes";
import { useUiStore } from "@/lib/ui-store";
import type { ShellData } from "../load-shell-data";
import { CartLink } from "./cart-link";
import { HeaderActions } from "./header-actions";
import { HeaderAnnouncements } from "./header-announcements";
import { LazyLocationsMenu } from "./lazy-locations-menu";
import { LazyMobileMenu } from "./lazy-mobile-menu";
import { Logo } from "./logo";
import { MenuLinkAnchor } from "./menu-link";
import styles from "./site-header.module.css";
import { useHeaderHidden } from "./use-header-scroll";

/** The full header: desktop groups from 1230 px, a burger and full-screen menu below (spec §2); links from menu_links. */
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
  // The Locations dropdown sits before the last Explore link (the regional page), as spec §2 orders them.
  const explore = shell.menus.explore;
  return (
    <header className={styles.header} data-variant={variant} data-hidden={hidden} data-testid="site-header">
      <HeaderAnnouncements banner={shell.banner} />
      <div className={styles.bar} data-testid="header-bar">
        <Burger
          className={styles.burger}
          opened={mobileMenuOpen}
          onClick={() => setMobileMenu(!mobileMenuOpen)}
          aria-label={mobileMenuOpen ? "Close menu" : "Open menu"}
          aria-expanded={mobileMenuOpen}
          aria-controls="mobile-menu"
          data-testid="burger"
        />

        <Link href="/" className={styles.logoLink}>
          <Logo purpose="home" />
        </Link>

        <nav
          aria-label="Explore"
          className={`${styles.desktopGroup} ${styles.leftGroup}`}
          data-testid="desktop-left"
        >
          {explore.slice(0, -1).map((link) => (
            <MenuLinkAnchor key={link.url} link={link} className={styles.navLink}>
              {link.text}
            </MenuLinkAnchor>
          ))}
          <LazyLocationsMenu links={shell.menus.locations} />
          {explore.slice(-1).map((link) => (
            <MenuLinkAnchor key={link.url} link={link} className={styles.navLink}>
              {link.text}
            </MenuLinkAnchor>
          ))}
        </nav>

        <nav
          aria-label="Help and account"
          className={`${styles.desktopGroup} ${styles.rightGroup}`}
          data-testid="desktop-right"
        >
          {shell.menus.help.map((link) => (
            <MenuLinkAnchor key={link.url} link={link} className={styles.navLink}>
              {link.text}
            </MenuLinkAnchor>
          ))}
          <HeaderActions bookNowClassName={styles.bookNow} />
        </nav>

        <div className={styles.mobileCart}>
          <CartLink showText={false} />
        </div>
      </div>
      <LazyMobileMenu shell={shell} />
    </header>
  );
}
