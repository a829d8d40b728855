"use client";

import { IconMenu2, IconX } from "@tabler/icons-react";
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import styles from "./console.module.css";

/**
 * The console's screens and who is signed in: in the header's row from 768 px, behind a Menu button below that, so
 * a phone's header stays one row tall. A disclosure (not a modal): Escape or choosing a screen closes it, and focus
 * goes back to the button.
 */
export function ConsoleMenu({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      const focus = document.activeElement;
      setOpen(false);
      // Focus comes back only from the menu itself (or from nowhere), never out of another widget.
      if (!focus || focus === document.body || focus === button.current || panel.current?.contains(focus)) {
        button.current?.focus();
      }
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [open]);

  // The console's layout stays mounted between screens: a chosen screen closes the menu.
  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        {open ? <IconX aria-hidden size={22} stroke={2} /> : <IconMenu2 aria-hidden size={22} stroke={2} />}
        Menu
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click is the links' (a chosen screen closes the menu). */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter too. */}
      <div ref={panel} id={panelId} className={styles.menuPanel} data-open={open} onClick={closeOnLink}>
        {children}
      </div>
    </>
  );
}
