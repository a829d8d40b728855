"use client";

import type { ModalProps } from "@mantine/core";
import dynamic from "next/dynamic";
import { useLayoutEffect, useRef, useState } from "react";

const loadModal = () => import("./modal-module");
const Modal = dynamic(() => loadModal().then((module) => module.Modal), { ssr: false });

/** Fetches the dialog's code ahead of a likely open (a pointer over, or focus on, what opens it). */
export function preloadModal(): void {
  void loadModal();
}

/**
 * Mantine's Modal, fetched the first time it opens rather than with the page (issue 12 §6: a dialog most visitors
 * never open should not weigh on every first load). It mounts already open that first time, so it cannot see
 * where focus came from: this wrapper notes the focused element as it opens and gives focus back there on close.
 */
export function LazyModal(props: ModalProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted && props.opened) setWanted(true);
  const opener = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // A layout effect runs before the dialog's own effects move focus into it.
  useLayoutEffect(() => {
    if (props.opened && !wasOpen.current) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    }
    if (!props.opened && wasOpen.current && opener.current?.isConnected) opener.current.focus();
    wasOpen.current = props.opened;
  }, [props.opened]);
  return wanted ? <Modal {...props} returnFocus={false} /> : null;
}
