"use client";

import { Drawer } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import Link from "next/link";
import type { ShellData } from "../load-shell-data";
import { useUiStore } from "../ui-store";
import { AccountLink } from "./account-link";
import { CartLink } from "./cart-link";
import { parksWithOutposts } from "./locations-menu";
import styles from "./mobile-menu.module.css";
import { LEFT_LINKS, REGION_LINK, RIGHT_LINKS } from "./nav-links";

type Dropdown = { name: string; label: string; links: { text: string; href: string; note?: string }[] };

/** Full-screen menu below 1230 px; only one of its dropdowns is open at a time (spec §2). */
export function MobileMenu({ shell }: { shell: ShellData }) {
  const open = useUiStore((state) => state.mobileMenuOpen);
  const setOpen = useUiStore((state) => state.setMobileMenu);
  const openDropdown = useUiStore((state) => state.openMobileDropdown);
  const toggle = useUiStore((state) => state.toggleMobileDropdown);

  const dropdowns: Dropdown[] = [
    {
      name: "locations",
      label: "Locations",
      links: parksWithOutposts(shell.parks).map(({ park, outpost }) => ({
        text: park.name,
        href: `/${park.slug}`,
        note: outpost ? "Outpost" : undefined,
      })),
    },
    { name: "explore", label: "Explore", links: [...LEFT_LINKS, REGION_LINK] },
    { name: "help", label: "Help", links: [...RIGHT_LINKS] },
  ];

  return (
    <Drawer
      id="mobile-menu"
      opened={open}
      onClose={() => setOpen(false)}
      size="100%"
      position="left"
      title="Menu"
      classNames={{ title: styles.title, body: styles.body }}
      closeButtonProps={{ "aria-label": "Close menu" }}
    >
      <nav aria-label="Mobile" className={styles.nav}>
        {dropdowns.map((dropdown) => {
          const expanded = openDropdown === dropdown.name;
          const panelId = `mobile-dropdown-${dropdown.name}`;
          return (
            <div key={dropdown.name} className={styles.group}>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(dropdown.name)}
              >
                {dropdown.label}
                <IconChevronDown
                  size={20}
                  aria-hidden="true"
                  className={styles.chevron}
                  data-open={expanded}
                />
              </button>
              <ul id={panelId} hidden={!expanded} className={styles.links}>
                {dropdown.links.map((link) => (
                  <li key={link.href}>
                    <Link
                      href={link.href}
                      className={styles.link}
                      data-outpost={link.note ? true : undefined}
                    >
                      {link.text}
                      {link.note && <span className={styles.note}>{link.note}</span>}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <div className={styles.actions}>
          <CartLink />
          <AccountLink />
          <Link href="/" className={styles.bookNow}>
            Book Now
          </Link>
        </div>
      </nav>
    </Drawer>
  );
}
