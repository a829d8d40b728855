"use client";

import { Drawer } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import type { MenuLink } from "@/features/content/server";
import { useUiStore } from "@/lib/ui-store";
import type { ShellData } from "../load-shell-data";
import { HeaderActions } from "./header-actions";
import { MenuLinkAnchor } from "./menu-link";
import styles from "./mobile-menu.module.css";

type Dropdown = { name: string; label: string; links: (MenuLink & { note?: string })[] };

/** Full-screen menu below 1230 px (links from menu_links); only one of its dropdowns is open at a time (spec §2). */
export function MobileMenu({ shell }: { shell: ShellData }) {
  const open = useUiStore((state) => state.mobileMenuOpen);
  const setOpen = useUiStore((state) => state.setMobileMenu);
  const openDropdown = useUiStore((state) => state.openMobileDropdown);
  const toggle = useUiStore((state) => state.toggleMobileDropdown);

  const dropdowns: Dropdown[] = [
    {
      name: "locations",
      label: "Locations",
      links: shell.menus.locations.map(({ outpost, ...link }) => ({
        ...link,
        note: outpost ? "Outpost" : undefined,
      })),
    },
    { name: "explore", label: "Explore", links: shell.menus.explore },
    { name: "help", label: "Help", links: shell.menus.help },
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
                  <li key={link.url}>
                    <MenuLinkAnchor
                      link={link}
                      className={styles.link}
                      data-outpost={link.note ? true : undefined}
                    >
                      {link.text}
                      {link.note && <span className={styles.note}>{link.note}</span>}
                    </MenuLinkAnchor>
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <div className={styles.actions}>
          <HeaderActions bookNowClassName={styles.bookNow} />
        </div>
      </nav>
    </Drawer>
  );
}
