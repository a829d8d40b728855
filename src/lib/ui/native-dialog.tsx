"use client";

import { IconX } from "@tabler/icons-react";
import { type ReactNode, useEffect, useId, useRef } from "react";
import styles from "./native-dialog.module.css";

type NativeDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The close button's accessible name, e.g. "Close sign-in". */
  closeLabel: string;
  titleClassName?: string;
  children: ReactNode;
};

/**
 * A modal dialog on the browser's own `<dialog>`, open by its `open` attribute, so that the server can send it
 * open (a page whose address asks for it shows it in its first paint) and opening it later costs one render.
 * What makes it modal is the page around it: the shell marks everything else `inert` while it is open
 * (`SiteShell`), so nothing behind it can be focused, clicked or read. It costs no JavaScript library, where
 * Mantine's Modal brings its focus trap, portal, scroll lock and scroll area (~35 KB gzipped with floating-ui),
 * and no `showModal()`, whose restyling of the whole page made a long task on a phone (issue 12 §6). Escape (wherever
 * focus is) or a click on the backdrop closes it, like the site's other dialogs; the first `[data-autofocus]` element gets focus
 * when it opens, unless focus is already inside.
 */
export function NativeDialog({
  opened,
  onClose,
  title,
  closeLabel,
  titleClassName,
  children,
}: NativeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!opened || !dialog || dialog.contains(document.activeElement)) return;
    dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
  }, [opened]);
  // Escape closes it wherever focus is (on the page, nothing else can hold it while the dialog is open).
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  useEffect(() => {
    if (!opened) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [opened]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it (a document listener while open); the click is the backdrop's.
    <dialog
      ref={ref}
      open={opened}
      aria-modal={opened || undefined}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClick={(event) => {
        // The backdrop is the dialog element itself; its content sits in the inner panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {/* Focusable, so a click on its text keeps focus inside the dialog rather than on the inert page. */}
      <div className={styles.panel} tabIndex={-1}>
        <header className={styles.header}>
          <h2 id={titleId} className={`${styles.title} ${titleClassName ?? ""}`}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <IconX size={20} aria-hidden />
          </button>
        </header>
        {children}
      </div>
    </dialog>
  );
}
