"use client";

import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";

/** A module fetched the first time any component wants it; every later caller gets the same promise. */
export type OnDemand<T> = { load: () => Promise<T>; current: () => T | null };

export function onDemand<T>(importer: () => Promise<T>): OnDemand<T> {
  let promise: Promise<T> | null = null;
  let value: T | null = null;
  return {
    load() {
      promise ??= importer().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          // A failed fetch (offline, a new deploy) is tried again on the next intent.
          promise = null;
          throw error;
        },
      );
      return promise;
    },
    current: () => value,
  };
}

type HeldFocus = { index: number; selection: [number | null, number | null, string | null] | null };

const focusables = (slot: HTMLElement) => [
  ...slot.querySelectorAll<HTMLElement>("input, button, select, textarea, [tabindex]"),
];

function captureFocus(slot: HTMLElement): HeldFocus | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !slot.contains(active)) return null;
  return {
    index: focusables(slot).indexOf(active),
    selection:
      active instanceof HTMLInputElement
        ? [active.selectionStart, active.selectionEnd, active.selectionDirection]
        : null,
  };
}

function restoreFocus(slot: HTMLElement, held: HeldFocus | null) {
  if (!held || held.index < 0) return;
  const target = focusables(slot)[held.index];
  if (!target) return;
  target.focus();
  if (held.selection && target instanceof HTMLInputElement) {
    const [start, end, direction] = held.selection;
    if (start !== null && end !== null) {
      target.setSelectionRange(start, end, (direction ?? undefined) as "forward" | "backward" | "none");
    }
  }
}

/**
 * The placeholder-then-real-widget swap of a control whose code is fetched on intent (issue 12 §6, decision 0013).
 * `load` runs when a visitor points at, touches, presses or focuses the placeholder (and on whatever else its
 * owner counts as intent); once the module has arrived the real widget replaces the placeholder in one synchronous
 * render, and whatever had focus in `slot` (with the caret and selection of a text field) is given to the same
 * control of the real widget before the next key event, so nothing typed meanwhile is lost. A swap waits while a
 * pointer is pressed on the placeholder, so the press still ends in a click on it. `onSwapped` runs right after,
 * to replay a click the placeholder took. A component mounted after the module arrived (a second search bar in a
 * dialog) shows the real widget at once.
 */
export function useLoadOnIntent<T, E extends HTMLElement = HTMLElement>(
  module: OnDemand<T>,
  onSwapped?: (loaded: T) => void,
) {
  const slot = useRef<E>(null);
  const [loaded, setLoaded] = useState<T | null>(null);
  const swapped = useRef(false);
  const held = useRef(false);
  const waiting = useRef<T | null>(null);
  const afterSwap = useRef(onSwapped);
  useEffect(() => {
    afterSwap.current = onSwapped;
  });

  const swap = useCallback((value: T) => {
    const element = slot.current;
    if (!element || swapped.current) return;
    if (held.current) {
      waiting.current = value;
      return;
    }
    swapped.current = true;
    const focus = captureFocus(element);
    flushSync(() => setLoaded(() => value));
    restoreFocus(element, focus);
    afterSwap.current?.(value);
  }, []);

  useLayoutEffect(() => {
    const value = module.current();
    if (!value || swapped.current) return;
    swapped.current = true;
    setLoaded(() => value);
  }, [module]);

  const load = useCallback(() => {
    if (swapped.current) return;
    module.load().then(swap, () => {
      // The placeholder stays usable; the next intent fetches again.
    });
  }, [module, swap]);

  /** A press on the placeholder: no swap until its click has been delivered (or the press went nowhere). */
  const hold = useCallback(() => {
    held.current = true;
    let done = false;
    const release = () => {
      if (done) return;
      done = true;
      window.removeEventListener("click", release, true);
      window.removeEventListener("pointercancel", release, true);
      window.removeEventListener("pointerup", releaseSoon, true);
      // After the click's own handlers ran.
      setTimeout(() => {
        held.current = false;
        const value = waiting.current;
        waiting.current = null;
        if (value) swap(value);
      });
    };
    const releaseSoon = () => setTimeout(release, 400);
    window.addEventListener("click", release, true);
    window.addEventListener("pointercancel", release, true);
    window.addEventListener("pointerup", releaseSoon, true);
  }, [swap]);

  /** For the placeholder's slot: what counts as reaching for the control. */
  const intentProps = loaded
    ? {}
    : {
        onPointerEnter: load,
        onTouchStart: load,
        onFocus: load,
        onPointerDown: () => {
          hold();
          load();
        },
      };

  return { slot, loaded, load, intentProps };
}
