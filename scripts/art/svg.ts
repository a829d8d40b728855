/** Minimal SVG building blocks: a document with unique gradient ids, number formatting, smooth paths. */

export type Doc = {
  w: number;
  h: number;
  defs: string[];
  uid: (prefix: string) => string;
};

export function createDoc(w: number, h: number): Doc {
  let counter = 0;
  return { w, h, defs: [], uid: (prefix) => `${prefix}${++counter}` };
}

/** Soft radial fades shared by every picture (bounding-box units, so any circle can use them). */
export const HALOS = { glow: "#ffcf7a", flame: "#f6a33b", water: "#9fd6f0", white: "#ffffff" } as const;
export type HaloColor = keyof typeof HALOS;

const haloDefs = Object.entries(HALOS)
  .map(
    ([name, color]) =>
      `<radialGradient id="halo-${name}"><stop offset="0" stop-color="${color}" stop-opacity="1"/><stop offset="0.35" stop-color="${color}" stop-opacity="0.45"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
  )
  .join("");

export function renderDoc(doc: Doc, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${doc.w}" height="${doc.h}" viewBox="0 0 ${doc.w} ${doc.h}">` +
    `<defs>${haloDefs}${doc.defs.join("")}</defs>${body}</svg>`
  );
}

/** Short number text: one decimal is plenty at these sizes. */
export const n = (value: number) => String(Math.round(value * 10) / 10);

export type Stop = [offset: number, color: string, opacity?: number];

const stopsXml = (stops: Stop[]) =>
  stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join("");

/** Vertical (default) or any-direction linear gradient in bounding-box units; returns `url(#id)`. */
export function linear(doc: Doc, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = doc.uid("lg");
  doc.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

/** Radial gradient in user space (pixels); returns `url(#id)`. */
export function radial(doc: Doc, stops: Stop[], cx: number, cy: number, r: number): string {
  const id = doc.uid("rg");
  doc.defs.push(
    `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}">${stopsXml(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

export type Point = [number, number];

/** Straight-segment path through points. */
export function polyPath(points: Point[], closed = true): string {
  const d = points.map(([x, y], i) => `${i === 0 ? "M" : "L"}${n(x)} ${n(y)}`).join("");
  return closed ? `${d}Z` : d;
}

/** Catmull-Rom spline through points as cubic Béziers (open curve). */
export function smoothPath(points: Point[]): string {
  if (points.length < 2) return "";
  const first = points[0]!;
  let d = `M${n(first[0])} ${n(first[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)]!;
    const p1 = points[i]!;
    const p2 = points[i + 1]!;
    const p3 = points[Math.min(points.length - 1, i + 2)]!;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  return d;
}

/** Place a prop drawn in its own units (origin at its base centre) at x, y with a scale, optionally mirrored. */
export function place(content: string, x: number, y: number, scale: number, mirror = false): string {
  const s = Math.round(scale * 1000) / 1000;
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${mirror ? -s : s} ${s})">${content}</g>`;
}

export const path = (d: string, fill: string, extra = "") => `<path d="${d}" fill="${fill}"${extra}/>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = "") =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra}/>`;
export const circle = (cx: number, cy: number, r: number, fill: string, extra = "") =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = "") =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra}/>`;
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"${extra}/>`;
/** Fill and stroke opacity: unlike `opacity`, needs no offscreen layer in librsvg (much faster). */
export const opacity = (value: number) => {
  const v = Math.round(value * 100) / 100;
  return ` fill-opacity="${v}" stroke-opacity="${v}"`;
};
