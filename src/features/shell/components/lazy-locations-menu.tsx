"use client";

import { UnstyledButton } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { type ComponentType, useEffect, useRef, useState } from "react";
import { useUiStore } from "@/lib/ui-store";
import type { LocationLink } from "../shell-menus";
import styles from "./lazy-locations-menu.module.css";
import headerStyles from "./site-header.module.css";

type MenuProps = { links: LocationLink[] };

let menuModule: Promise<ComponentType<MenuProps>> | null = null;
const loadMenu = () => {
  menuModule ??= import("./locations-menu").then((module) => module.LocationsMenu);
  return menuModule;
};

/**
 * The desktop Locations dropdown's code (menu, popover, positioning) is fetched when a visitor points at,
 * focuses or clicks its button, not with every page (issue 12 §6). Until then the button is the same; a click
 * made before the menu arrived opens it, and focus moves to the real button.
 */
export function LazyLocationsMenu({ links }: MenuProps) {
  const [Menu, setMenu] = useState<ComponentType<MenuProps> | null>(null);
  const pending = useRef<"focus" | "click" | null>(null);
  const slot = useRef<HTMLSpanElement>(null);
  const setHeaderMenu = useUiStore((state) => state.setHeaderMenu);

  const load = () => {
    void loadMenu().then((component) => setMenu(() => component));
  };

  useEffect(() => {
    if (!Menu || !pending.current) return;
    const intent = pending.current;
    pending.current = null;
    if (intent === "click") setHeaderMenu("locations");
    if (!document.activeElement || document.activeElement === document.body) {
      slot.current?.querySelector<HTMLButtonElement>("button")?.focus();
    }
  }, [Menu, setHeaderMenu]);

  return (
    <span ref={slot} className={styles.slot}>
      {Menu ? (
        <Menu links={links} />
      ) : (
        <UnstyledButton
          className={headerStyles.navLink}
          aria-haspopup="menu"
          aria-expanded={false}
          onPointerEnter={load}
          onFocus={() => {
            pending.current ??= "focus";
            load();
          }}
          onClick={() => {
            pending.current = "click";
            load();
          }}
        >
          <span>Locations</span>
          <IconChevronDown size={16} aria-hidden="true" />
        </UnstyledButton>
      )}
    </span>
  );
}
