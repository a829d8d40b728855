"use client";

import { type KeyboardEvent, type PointerEvent, useCallback, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { addDays, nightsBetween } from "@/lib/stay-dates";
import { type Claim, cellAt, type Drag, type Site, type Target, targetOf } from "./grid-claims";

type KeyboardMove = Target & { claim: Claim };

/** How far (px) a press must travel before its release is a drop rather than a click. */
const DRAG_THRESHOLD = 4;
/** Near the chart box's edges (px, inside the sticky heads) a drag scrolls the box by a step per pointer move. */
const EDGE = 32;
const EDGE_STEP = 24;

/** Scrolls the chart's box when a drag nears one of its edges, so a stay can go to a row or night out of sight. */
function scrollNearEdge(box: HTMLElement, x: number, y: number) {
  const rect = box.getBoundingClientRect();
  const column = box.querySelector<HTMLElement>("[data-sticky='column']")?.offsetWidth ?? 0;
  const header = box.querySelector<HTMLElement>("[data-sticky='header']")?.offsetHeight ?? 0;
  const dx = x < rect.left + column + EDGE ? -EDGE_STEP : x > rect.right - EDGE ? EDGE_STEP : 0;
  const dy = y < rect.top + header + EDGE ? -EDGE_STEP : y > rect.bottom - EDGE ? EDGE_STEP : 0;
  if (dx || dy) box.scrollBy(dx, dy);
}

/**
 * The chart's gestures: drag a stay (move), its right edge (resize) or free nights (select) with the pointer, or
 * move a focused stay with the arrow keys (Shift changes the departure) and Enter. A drop or Enter proposes; the
 * screen asks before anything changes. The handlers keep their identity across renders (they read the latest
 * props through a ref), so the chart's rows re-render only when what they show changes.
 */
export function useGridDrag({
  sites,
  propose,
  select,
}: {
  /** The sites on the chart, top to bottom (up and down arrows move a stay between them). */
  sites: Site[];
  /** A stay moved to `target`: true when the screen asks about it (something changed). */
  propose: (claim: Claim, target: Target) => boolean;
  /** Free nights selected on one site. */
  select: (target: Target) => void;
}) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const [keyboardMove, setKeyboardMove] = useState<KeyboardMove | null>(null);
  const latest = useRef({ sites, propose, select, keyboardMove });
  latest.current = { sites, propose, select, keyboardMove };
  /**
   * True only between a drag's release and the click the browser may send after it (same task): that click is
   * the drop, not a request to open the stay. Reset right after, so no later click is lost (a drop that lands
   * elsewhere sends no click to the bar, and the flag would otherwise wait for one).
   */
  const dropping = useRef(false);

  // The window follows the pointer from the press on (it may leave the bar) until the drop: the listeners are
  // added in the press itself, so no move or release can come before them. A cancelled pointer (the browser took
  // the touch to scroll) drops nothing.
  const startDrag = useCallback((event: PointerEvent<HTMLElement>, next: Drag) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const box = event.currentTarget.closest<HTMLElement>("[data-grid-box]");
    const origin = { x: event.clientX, y: event.clientY };
    let travelled = false;
    dragRef.current = next;
    setDrag(next);
    const onMove = (moveEvent: globalThis.PointerEvent) => {
      const current = dragRef.current;
      if (!current) return;
      travelled ||=
        Math.abs(moveEvent.clientX - origin.x) > DRAG_THRESHOLD ||
        Math.abs(moveEvent.clientY - origin.y) > DRAG_THRESHOLD;
      if (box) scrollNearEdge(box, moveEvent.clientX, moveEvent.clientY);
      const over = cellAt(moveEvent.clientX, moveEvent.clientY);
      if (!over || (over.siteId === current.over.siteId && over.date === current.over.date)) return;
      if (current.mode !== "move" && over.siteId !== current.grabbed.siteId) return;
      const moved = { ...current, over } as Drag;
      dragRef.current = moved;
      // Rendered now, not in a task after the frame this move came with: the step shows in the next paint instead
      // of the one after it (bench/README.md, "The tape chart's drag": ~27 ms → ~10 ms p50 a step).
      flushSync(() => setDrag(moved));
    };
    const finish = (drop: boolean) => () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("pointerup", onUp);
      window.removeEventListener("pointercancel", onCancel);
      const current = dragRef.current;
      dragRef.current = null;
      setDrag(null);
      if (!drop || !current) return;
      if (travelled) {
        dropping.current = true;
        window.setTimeout(() => {
          dropping.current = false;
        }, 0);
      }
      const target = targetOf(current);
      if (current.mode === "select") latest.current.select(target);
      else latest.current.propose(current.claim, target);
    };
    const onUp = finish(true);
    const onCancel = finish(false);
    window.addEventListener("pointermove", onMove);
    window.addEventListener("pointerup", onUp, { once: true });
    window.addEventListener("pointercancel", onCancel, { once: true });
  }, []);

  const onBarPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>, claim: Claim, mode: "move" | "resize") => {
      if (claim.kind !== "reservation") return;
      const cell = cellAt(event.clientX, event.clientY) ?? { siteId: claim.campsiteId, date: claim.start };
      startDrag(event, { mode, claim, grabbed: cell, over: cell });
      event.stopPropagation();
    },
    [startDrag],
  );

  const onBarKeyDown = useCallback((event: KeyboardEvent<HTMLButtonElement>, claim: Claim) => {
    if (claim.kind !== "reservation") return;
    const { sites: rows, keyboardMove: moving, propose: ask } = latest.current;
    const pending = moving?.claim.id === claim.id ? moving : null;
    const current = pending ?? { claim, siteId: claim.campsiteId, start: claim.start, end: claim.end };
    const siteIndex = rows.findIndex((site) => site.id === current.siteId);
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
      const neighbour = rows[siteIndex + (event.key === "ArrowUp" ? -1 : 1)];
      if (neighbour) next = { ...current, siteId: neighbour.id };
    } else if (event.key === "Enter" && pending) {
      event.preventDefault();
      setKeyboardMove(null);
      ask(claim, pending);
      return;
    } else if (event.key === "Escape" && pending) {
      event.preventDefault();
      event.stopPropagation();
      setKeyboardMove(null);
      return;
    } else {
      return;
    }
    event.preventDefault();
    setKeyboardMove(next);
  }, []);

  /** Focus left a stay: its keyboard move is dropped. */
  const onBarBlur = useCallback(
    (claim: Claim) => setKeyboardMove((pending) => (pending?.claim.id === claim.id ? null : pending)),
    [],
  );

  /** A click on a stay: false when it is the end of a drag (the drop already asked what to do). */
  const isClick = useCallback(() => !dropping.current, []);

  return {
    drag,
    keyboardMove,
    startDrag,
    onBarPointerDown,
    onBarKeyDown,
    onBarBlur,
    isClick,
    /** Where the moving stay would go (pointer or keyboard). */
    ghost: drag && drag.mode !== "select" ? targetOf(drag) : keyboardMove,
    /** The nights being selected. */
    selecting: drag?.mode === "select" ? targetOf(drag) : null,
  };
}

export type GridDrag = ReturnType<typeof useGridDrag>;
