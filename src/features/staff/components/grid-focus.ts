"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import { revealOnChart } from "./grid-claims";

/** After Mantine hands focus back as a dialog closes (10 ms), the stay's bar takes it. */
const AFTER_DIALOG_MS = 50;

/**
 * Focuses a stay's bar and brings it into view beside the sticky heads (`centre`: in the middle, with the rows
 * around it, for a stay found); false when it is not on the chart.
 */
function focusBar(id: string, { centre = false } = {}): boolean {
  const bar = document.querySelector<HTMLElement>(`[data-claim="${CSS.escape(id)}"]`);
  if (!bar) return false;
  bar.focus({ preventScroll: true });
  revealOnChart(bar, { centre });
  return true;
}

/**
 * Where keyboard focus goes on the chart: to a stay found (once the next render has drawn it, filters cleared),
 * and back to a stay when its move dialog closes — at once, and again once the grid is read anew after a change
 * (the bar may have moved to another row and been drawn anew), never left on the page's body.
 */
export function useBarFocus(dataUpdatedAt: number) {
  const [found, setFound] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (found) focusBar(found.id, { centre: true });
  }, [found]);

  const afterRead = useRef<{ id: string; after: number } | null>(null);
  useEffect(() => {
    const pending = afterRead.current;
    if (!pending || dataUpdatedAt <= pending.after) return;
    afterRead.current = null;
    focusBar(pending.id);
  }, [dataUpdatedAt]);

  return {
    /** A stay found by the search (its reservation id). */
    focusFound: useCallback((id: string) => setFound({ id }), []),
    /** A move dialog closed on this stay; `changed`: the grid is being read again. */
    afterDialog: useCallback(
      (id: string, changed: boolean) => {
        if (changed) afterRead.current = { id, after: dataUpdatedAt };
        window.setTimeout(() => focusBar(id), AFTER_DIALOG_MS);
      },
      [dataUpdatedAt],
    ),
  };
}
