/** How much of a park's site map the site chooser shows: zoomed onto one type's sites, never past the edges. */
export type MapView = { scale: number; left: number; top: number };

/** Space kept around the outermost pins, in percent of the map. */
const MARGIN = 7;
/** Zooming further would make the map a blur of gravel. */
export const MAX_ZOOM = 3;

/**
 * The zoom (map width over frame width) and the offset (percent of the frame) that centre the pins' bounding
 * box and fit it in the frame with a margin, clamped so the frame never shows past the map's edge.
 */
export function mapViewFor(pins: readonly { x: number; y: number }[]): MapView {
  if (pins.length === 0) return { scale: 1, left: 0, top: 0 };
  const xs = pins.map((pin) => pin.x);
  const ys = pins.map((pin) => pin.y);
  const minX = Math.max(0, Math.min(...xs) - MARGIN);
  const maxX = Math.min(100, Math.max(...xs) + MARGIN);
  const minY = Math.max(0, Math.min(...ys) - MARGIN);
  const maxY = Math.min(100, Math.max(...ys) + MARGIN);
  const scale = Math.max(1, Math.min(MAX_ZOOM, 100 / (maxX - minX), 100 / (maxY - minY)));
  const offset = (centre: number) => {
    const value = 50 - centre * scale;
    return Math.round(Math.min(0, Math.max(100 - scale * 100, value)) * 100) / 100;
  };
  return {
    scale: Math.round(scale * 100) / 100,
    left: offset((minX + maxX) / 2),
    top: offset((minY + maxY) / 2),
  };
}
