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
 * A modal dialog on the browser's own `<dialog>` (`showModal()`): the platform traps focus, makes the page
 * behind inert, closes on Escape and gives focus back to what opened it. It costs no JavaScript library, where
 * Mantine's Modal brings its focus trap, portal, scroll lock and scroll area (~35 KB gzipped with floating-ui):
 * the login dialog uses it so a first visit that opens it stays light (issue 12 §6). A click on the backdrop
 * closes it, like the site's other dialogs; the first `[data-autofocus]` element gets focus when it opens.
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
    if (!dialog) return;
    if (opened && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!opened && dialog.open) dialog.close();
  }, [opened]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes it (the dialog's cancel event); the click is the backdrop's.
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The backdrop is the dialog element itself; its content sits in the inner panel.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className={styles.panel}>
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
