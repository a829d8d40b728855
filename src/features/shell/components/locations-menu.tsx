"use client";

import { Menu, UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import Link from "next/link";
import type { ShellData } from "../load-shell-data";
import { useUiStore } from "../ui-store";
import styles from "./site-header.module.css";

export type ShellPark = ShellData["parks"][number];

/** Parks in menu order, each followed by its outposts. */
export function parksWithOutposts(parks: ShellPark[]): { park: ShellPark; outpost: boolean }[] {
  const parents = parks.filter(
    (park) => !park.parentParkId || !parks.some((p) => p.id === park.parentParkId),
  );
  return parents.flatMap((park) => [
    { park, outpost: false },
    ...parks
      .filter((child) => child.parentParkId === park.id)
      .map((child) => ({ park: child, outpost: true })),
  ]);
}

/** Desktop Locations dropdown: every park with its image, outposts under their parent. */
export function LocationsMenu({ parks }: { parks: ShellPark[] }) {
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
      withinPortal
    >
      <Menu.Target>
        <UnstyledButton className={styles.navLink}>
          <span>Locations</span>
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        {parksWithOutposts(parks).map(({ park, outpost }) => (
          <Menu.Item
            key={park.id}
            component={Link}
            href={`/${park.slug}`}
            className={outpost ? styles.outpostItem : undefined}
            leftSection={
              // biome-ignore lint/performance/noImgElement: a 48 px thumbnail; next/image adds nothing here.
              <img src={park.heroImage} alt="" width={64} height={40} className={styles.menuThumb} />
            }
          >
            <span className={styles.menuItemName}>{park.name}</span>
            {outpost && <span className={styles.menuItemNote}>Outpost</span>}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
