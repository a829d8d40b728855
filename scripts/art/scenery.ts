/** Scenery helpers shared by the scene recipes: placing props in perspective, groves, paths, water features. */
import type { Stage } from "./landscape";
import { mix } from "./palette";
import { coveredBridge } from "./props-buildings";
import { lantern } from "./props-light";
import type { Rng } from "./random";
import { line, n, opacity, type Point, path, place, polyPath } from "./svg";
import { forestBand, type Kind } from "./trees";

export type Put = (prop: string, xf: number, depth: number, k?: number, mirror?: boolean) => string;

export function putter(stage: Stage): Put {
  const [a, b] = stage.free;
  // Beside a river there is less room: everything shrinks a little so props do not crowd each other.
  const fit = Math.min(1, Math.max(0.78, (b - a) / 0.8));
  return (prop, xf, depth, k = 1, mirror = false) => {
    const p = stage.at(a + (b - a) * xf, depth);
    return place(prop, p.x, p.y, p.s * k * fit, mirror);
  };
}

export function grove(
  stage: Stage,
  rng: Rng,
  xf0: number,
  xf1: number,
  depth: number,
  kinds: Kind[],
  size = 1,
): string {
  const [a, b] = stage.free;
  const p = stage.at(a + (b - a) * xf0, depth);
  const q = stage.at(a + (b - a) * xf1, depth);
  const tall = p.s * 260 * size;
  return forestBand(rng, stage.mood, {
    x0: p.x,
    x1: q.x,
    base: () => p.y,
    minH: tall * 0.6,
    maxH: tall,
    density: (100 / Math.max(40, q.x - p.x)) * 3,
    kinds,
  });
}

/** A worn footpath from the bottom edge up to the spot a prop stands on. */
export function trail(stage: Stage, xf: number, depth: number, fromXf: number): string {
  const [a, b] = stage.free;
  const end = stage.at(a + (b - a) * xf, depth);
  const start = stage.at(a + (b - a) * fromXf, 1.02);
  const { w } = stage.doc;
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 24; i++) {
    const t = i / 24;
    const x = start.x + (end.x - start.x) * t + Math.sin(t * Math.PI) * w * 0.05;
    const y = start.y + (end.y - start.y) * t;
    const half = w * (0.045 * (1 - t) + 0.01 * t);
    left.push([x - half, y]);
    right.push([x + half, y]);
  }
  const ground = mix(stage.mood.meadow[0], "#d9c39a", stage.look.snow ? 0.2 : 0.55);
  return path(polyPath([...left, ...right.reverse()]), ground, opacity(0.85));
}

/** A pine bough reaching in from the top-left corner with the brand lantern hanging from it. */
export function hangingLantern(stage: Stage): string {
  const { w, h } = stage.doc;
  const k = h / 1000;
  const reach = Math.min(w * 0.38, h * 0.75);
  const y0 = h * 0.05;
  const along = (t: number): Point => [-20 + (reach + 20) * t, y0 + h * 0.07 * t * t];
  let needles = "";
  let lit = "";
  for (let i = 0; i < 60; i++) {
    const t = i / 59;
    const [x, y] = along(t);
    const side = i % 2 ? -1 : 1;
    const len = (95 - 55 * t) * k;
    const tip = `M${n(x)} ${n(y)}l${n(len * 0.75)} ${n(side * len * 0.7)}l${n(-len * 0.35)} ${n(-side * len * 0.12)}Z`;
    if (i % 3 === 0) lit += tip;
    else needles += tip;
  }
  const bough = (() => {
    const top = Array.from({ length: 13 }, (_, i) => along(i / 12)).map(
      ([x, y], i): Point => [x, y - (9 - 6 * (i / 12)) * k],
    );
    const bottom = Array.from({ length: 13 }, (_, i) => along(1 - i / 12)).map(
      ([x, y], i): Point => [x, y + (3 + 6 * (i / 12)) * k],
    );
    return polyPath([...top, ...bottom]);
  })();
  const [x, y] = along(0.72);
  const drop = 70 * k;
  return (
    path(needles, stage.mood.foliage[1]) +
    path(lit, stage.mood.foliage[0]) +
    path(bough, "#3a2a1f") +
    line(x, y, x, y + drop, "#2b2b2b", 3 * k) +
    lantern(x, y + drop, 3.2 * k, stage.look)
  );
}

export function onRiver(stage: Stage, prop: string, t: number, k: number, dx = 0): string {
  const river = stage.river;
  if (!river) return "";
  const s = (stage.doc.h / 1000) * (0.35 + 1.9 * t) * k;
  return place(prop, river.centre(t) + dx * river.half(t), river.y(t), s);
}

export function bridge(stage: Stage): string {
  const river = stage.river;
  if (!river) return "";
  const t = 0.5;
  const s = (stage.doc.h / 1000) * (0.35 + 1.9 * t);
  const span = (river.half(t) * 2 * 1.35) / s;
  return place(coveredBridge(Math.max(span, 160), stage.look), river.centre(t), river.y(t), s);
}

export function pond(stage: Stage, xf: number, depth: number): string {
  const { x, y, s } = stage.at(stage.free[0] + (stage.free[1] - stage.free[0]) * xf, depth);
  const [light, deep] = stage.mood.water;
  let reeds = "";
  for (const x of [-230, -214, -200, 196, 210, 224]) {
    const top = -50 - ((x * 7) % 23);
    reeds += `<path d="M${x} 0L${x + 2} ${top}" stroke="#4d5a35" stroke-width="3"/><rect x="${x - 2}" y="${top}" width="7" height="18" rx="3.5" fill="#6b4a33"/>`;
  }
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${s.toFixed(3)})"><ellipse rx="250" ry="44" fill="#6d7a55" fill-opacity="0.5"/><ellipse rx="236" ry="38" fill="${deep}"/><ellipse cx="-30" cy="-8" rx="170" ry="20" fill="${mix(light, stage.mood.sky[2], 0.5)}" fill-opacity="0.4"/>${reeds}</g>`;
}
