"use client";

import { Menu, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { useUiStore } from "@/lib/ui-store";
import type { LocationLink } from "../shell-menus";
import { MenuLinkAnchor } from "./menu-link";
import styles from "./site-header.module.css";

/** Desktop Locations dropdown: its menu links, each with its image, outposts under their parent. */
export function LocationsMenu({ links }: { links: LocationLink[] }) {
  const opened = useUiStore((state) => state.openHeaderMenu === "locations");
  const setHeaderMenu = useUiStore((state) => state.setHeaderMenu);
  return (
    <Menu
      opened={opened}
      onChange={(open) => setHeaderMenu(open ? "locations" : null)}
      position="bottom-start"
      offset={8}
      width={340}
      shadow="md"
      // Inside the header's navigation landmark, not a portal at the end of <body> (axe: region).
      withinPortal={false}
    >
      <Menu.Target>
        <UnstyledButton className={styles.navLink}>
          <span>Locations</span>
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) => (
          <Menu.Item
            key={link.url}
            component={MenuLinkAnchor}
            link={link}
            className={link.outpost ? styles.outpostItem : undefined}
            leftSection={
              link.image ? (
                // biome-ignore lint/performance/noImgElement: a 64 px thumbnail; next/image adds nothing here.
                <img src={link.image} alt="" width={64} height={40} className={styles.menuThumb} />
              ) : undefined
            }
          >
            <span className={styles.menuItemName}>{link.text}</span>
            {link.outpost && <span className={styles.menuItemNote}>Outpost</span>}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
