/**
 * Where each campsite type's loop and each site's pad sit on a park's site map. Shared by the art script (which
 * draws the map) and the demo seed (which stores every site's position), so a pin on the map lands on its pad.
 */

/** The drawn site map's size in pixels; positions are stored in percent of it. */
export const SITE_MAP_WIDTH = 1600;
export const SITE_MAP_HEIGHT = 1000;
/** Pads drawn around one loop at most. */
export const MAX_PADS_PER_LOOP = 16;

export type LoopGeometry = { cx: number; cy: number; rx: number; ry: number };

/** One loop per type: the first half on a top row, the rest on a bottom row around the entrance gap. */
export function siteMapLoops(typeCount: number, w: number, h: number) {
  const count = Math.max(typeCount, 1);
  const topCount = Math.ceil(count / 2);
  const bottomCount = count - topCount;
  const spineY = h * 0.56;
  const slotW = (w * 0.84) / Math.max(topCount, bottomCount + 1);
  const rx = Math.min(slotW * 0.3, w * 0.11);
  const ry = h * 0.075;
  const loops: LoopGeometry[] = [];
  for (let i = 0; i < topCount; i += 1) {
    loops.push({ cx: w * 0.08 + (w * 0.84 * (i + 0.5)) / topCount, cy: h * 0.34, rx, ry });
  }
  const gap = Math.floor((bottomCount + 1) / 2);
  const bottomSlots = bottomCount + 1;
  for (let i = 0; i < bottomCount; i += 1) {
    const slot = i < gap ? i : i + 1;
    loops.push({ cx: w * 0.08 + (w * 0.84 * (slot + 0.5)) / bottomSlots, cy: h * 0.78, rx, ry });
  }
  const entranceX = w * 0.08 + (w * 0.84 * (gap + 0.5)) / bottomSlots;
  return { loops, spineY, entranceX };
}

/** The pads ringing a loop, leaving the spur to the spine road free; `deg` turns a pad to face its loop. */
export function loopPads(loop: LoopGeometry, count: number, spineY: number, h: number) {
  const k = h / 1000;
  const spur = loop.cy < spineY ? Math.PI / 2 : -Math.PI / 2;
  const pads: { x: number; y: number; deg: number }[] = [];
  const shown = Math.min(count, MAX_PADS_PER_LOOP);
  for (let i = 0; i < shown; i += 1) {
    const a = spur + ((i + 0.5) / shown) * (Math.PI * 2 - 0.5) + 0.25;
    pads.push({
      x: loop.cx + Math.cos(a) * (loop.rx + 34 * k),
      y: loop.cy + Math.sin(a) * (loop.ry + 34 * k),
      deg: (Math.atan2(Math.sin(a) * loop.rx, Math.cos(a) * loop.ry) * 180) / Math.PI + 90,
    });
  }
  return pads;
}

/** Every site's position in percent of the map, per type in order (a type's sites beyond the pads share the last). */
export function sitePositions(siteCounts: readonly number[]): { x: number; y: number }[][] {
  const { loops, spineY } = siteMapLoops(siteCounts.length, SITE_MAP_WIDTH, SITE_MAP_HEIGHT);
  return siteCounts.map((count, index) => {
    const pads = loopPads(loops[index]!, count, spineY, SITE_MAP_HEIGHT);
    return Array.from({ length: count }, (_, site) => {
      const pad = pads[Math.min(site, pads.length - 1)]!;
      return {
        x: Math.round((pad.x / SITE_MAP_WIDTH) * 1000) / 10,
        y: Math.round((pad.y / SITE_MAP_HEIGHT) * 1000) / 10,
      };
    });
  });
}
