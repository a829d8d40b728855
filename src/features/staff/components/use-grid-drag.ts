"use client";

import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from "react";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import { type Claim, cellAt, type Drag, type Site, type Target, targetOf } from "./grid-claims";

type KeyboardMove = Target & { claim: Claim };

/**
 * The chart's gestures: drag a stay (move), its right edge (resize) or free nights (select) with the pointer, or
 * move a focused stay with the arrow keys (Shift changes the departure) and Enter. A drop or Enter proposes; the
 * screen asks before anything changes.
 */
export function useGridDrag({
  sites,
  propose,
  select,
}: {
  sites: Site[];
  /** A stay moved to `target`: true when the screen asks about it (something changed). */
  propose: (claim: Claim, target: Target) => boolean;
  /** Free nights selected on one site. */
  select: (target: Target) => void;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  /** A drop that asked to move a stay is not also a click on it. */
  const suppressClick = useRef(false);
  const [keyboardMove, setKeyboardMove] = useState<KeyboardMove | null>(null);

  /** What a drop does, as of the latest render (the window's listeners outlive the render that added them). */
  const dropRef = useRef<(current: Drag) => void>(() => {});
  dropRef.current = (current: Drag) => {
    const target = targetOf(current);
    if (current.mode === "select") select(target);
    else if (propose(current.claim, target)) suppressClick.current = true;
  };

  // The window follows the pointer from the press on (it may leave the bar) until the drop: the listeners are
  // added in the press itself, so no move or release can come before them.
  const startDrag = useCallback((event: PointerEvent<HTMLElement>, next: Drag) => {
    if (event.button !== 0) return;
    event.preventDefault();
    dragRef.current = next;
    setDrag(next);
    const onMove = (moveEvent: globalThis.PointerEvent) => {
      const over = cellAt(moveEvent.clientX, moveEvent.clientY);
      const current = dragRef.current;
      if (!over || !current) return;
      if (current.mode !== "move" && over.siteId !== current.grabbed.siteId) return;
      const moved = { ...current, over } as Drag;
      dragRef.current = moved;
      setDrag(moved);
    };
    const onUp = () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointercancel", onUp);
      const current = dragRef.current;
      dragRef.current = null;
      setDrag(null);
      if (current) dropRef.current(current);
    };
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp, { once: true });
    window.addEventListener("pointercancel", onUp, { once: true });
  }, []);

  const onBarPointerDown = (event: PointerEvent<HTMLElement>, claim: Claim, mode: "move" | "resize") => {
    if (claim.kind !== "reservation") return;
    const cell = cellAt(event.clientX, event.clientY) ?? { siteId: claim.campsiteId, date: claim.start };
    startDrag(event, { mode, claim, grabbed: cell, over: cell });
    event.stopPropagation();
  };

  const onBarKeyDown = (event: KeyboardEvent<HTMLButtonElement>, claim: Claim) => {
    if (claim.kind !== "reservation") return;
    const pending = keyboardMove?.claim.id === claim.id ? keyboardMove : null;
    const current = pending ?? { claim, siteId: claim.campsiteId, start: claim.start, end: claim.end };
    const siteIndex = sites.findIndex((site) => site.id === current.siteId);
    let next = current;
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      const step = event.key === "ArrowLeft" ? -1 : 1;
      next = event.shiftKey
        ? {
            ...current,
            end:
              nightsBetween(current.start, addDays(current.end, step)) >= 1
                ? addDays(current.end, step)
                : current.end,
          }
        : { ...current, start: addDays(current.start, step), end: addDays(current.end, step) };
    } else if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      const neighbour = sites[siteIndex + (event.key === "ArrowUp" ? -1 : 1)];
      if (neighbour) next = { ...current, siteId: neighbour.id };
    } else if (event.key === "Enter" && pending) {
      event.preventDefault();
      setKeyboardMove(null);
      propose(claim, pending);
      suppressClick.current = false;
      return;
    } else if (event.key === "Escape" && pending) {
      setKeyboardMove(null);
      return;
    } else {
      return;
    }
    event.preventDefault();
    setKeyboardMove(next);
  };

  return {
    drag,
    keyboardMove,
    suppressClick,
    startDrag,
    onBarPointerDown,
    onBarKeyDown,
    /** Focus left a stay: its keyboard move is dropped. */
    onBarBlur: (claim: Claim) =>
      setKeyboardMove((pending) => (pending?.claim.id === claim.id ? null : pending)),
    /** Where the moving stay would go (pointer or keyboard). */
    ghost: drag && drag.mode !== "select" ? targetOf(drag) : keyboardMove,
    /** The nights being selected. */
    selecting: drag?.mode === "select" ? targetOf(drag) : null,
  };
}

export type GridDrag = ReturnType<typeof useGridDrag>;
