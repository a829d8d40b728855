/**
 * The shared backdrop of every scene: sky, Catskill ridges, a valley tree line, the meadow and (optionally) the
 * Beaverkill winding towards the viewer. Returns a `Stage` that knows where the ground is, so scenes can stand
 * props on it in perspective, then `finish()` adds framing trees, fireflies and a soft vignette.
 */
import { mountainRange } from "./mountains";
import { ACCENTS, BRAND, darken, lighten, type Mood, mix } from "./palette";
import type { Look } from "./props-light";
import type { Rng } from "./random";
import { sky } from "./sky";
import { circle, type Doc, linear, opacity, type Point, path, polyPath, rect, renderDoc } from "./svg";
import { forestBand, framingPines, type Kind } from "./trees";

export type LandscapeOptions = {
  /** Where the river enters at the bottom edge. */
  river?: "left" | "right" | "none";
  /** Meadow top as a fraction of the height. */
  groundAt?: number;
  snow?: boolean;
  valleyTrees?: Kind[];
  sun?: { x: number; y: number };
  /** Colour of tents, stripes and flags; one per park keeps its pictures related. */
  accent?: string;
};

export type Stage = {
  doc: Doc;
  rng: Rng;
  mood: Mood;
  look: Look;
  ground: (x: number) => number;
  /** Position and prop scale at a horizontal fraction and a depth (0 = far tree line … 1 = bottom edge). */
  at: (xFraction: number, depth: number) => { x: number; y: number; s: number };
  /** Horizontal fractions free of the river. */
  free: [number, number];
  river?: { centre: (t: number) => number; half: (t: number) => number; y: (t: number) => number };
  back: string;
};

export function winterize(mood: Mood): Mood {
  return {
    ...mood,
    meadow: ["#f4f6f8", "#c9d6df"],
    foliage: [mix(mood.foliage[0], "#3d5a5a", 0.5), mix(mood.foliage[1], "#243a3c", 0.5)],
    haze: mix(mood.haze, "#e3e9f0", 0.6),
    ridge: mix(mood.ridge, "#3d5560", 0.5),
    water: ["#e3ecf2", "#5d7d95"],
  };
}

export function landscape(doc: Doc, rng: Rng, baseMood: Mood, options: LandscapeOptions = {}): Stage {
  const { w, h } = doc;
  const mood = options.snow ? winterize(baseMood) : baseMood;
  const look: Look = { dark: mood.dark, snow: options.snow, accent: options.accent ?? rng.pick(ACCENTS) };
  const gy = h * (options.groundAt ?? rng.range(0.6, 0.66));
  const phase = rng.range(0, 6.28);
  const ground = (x: number) => gy + h * 0.012 * Math.sin((x / w) * 5 + phase);

  let back = sky(doc, rng.fork("sky"), mood, { horizon: gy, sun: options.sun });
  const range = mountainRange(doc, rng.fork("mountains"), mood, { top: h * 0.3, bottom: gy + h * 0.02 });
  back += range.svg;
  back += forestBand(rng.fork("valley"), mood, {
    x0: -20,
    x1: w + 20,
    base: ground,
    minH: h * 0.035,
    maxH: h * 0.085,
    density: 5.5 * (1600 / w) * (h / 1067),
    kinds: options.valleyTrees ?? ["pine", "pine", "broadleaf"],
    haze: 0.3,
  });

  const top: Point[] = [];
  for (let x = -10; x <= w + 10; x += w / 60) top.push([x, ground(x)]);
  back += path(
    polyPath([...top, [w + 10, h], [-10, h]]),
    linear(doc, [
      [0, lighten(mood.meadow[0], 0.08)],
      [1, mood.meadow[1]],
    ]),
  );
  // A nearer swell of meadow gives the ground depth.
  const swellSide = rng.chance(0.5);
  const swell: Point[] = [];
  for (let x = -10; x <= w + 10; x += w / 60) {
    const t = x / w;
    swell.push([
      x,
      gy + (h - gy) * (0.42 + 0.3 * (swellSide ? t : 1 - t) ** 2 + 0.04 * Math.sin(t * 7 + phase)),
    ]);
  }
  back += path(polyPath([...swell, [w + 10, h], [-10, h]]), darken(mood.meadow[1], 0.08), opacity(0.55));
  back += tufts(rng.fork("tufts"), mood, w, h, gy);
  if (!options.snow) back += flowers(rng.fork("flowers"), w, h, gy, 0.9 - 0.5 * mood.dark);

  let free: [number, number] = [0.06, 0.94];
  let river: Stage["river"];
  if (options.river && options.river !== "none") {
    const left = options.river === "left";
    const xTop = rng.range(0.4, 0.6) * w;
    const xBottom = (left ? rng.range(0.1, 0.24) : rng.range(0.76, 0.9)) * w;
    const sway = rng.range(0.08, 0.14) * w * (rng.chance(0.5) ? 1 : -1);
    const centre = (t: number) =>
      xTop + (xBottom - xTop) * t + sway * Math.sin(t * Math.PI * 1.4) * (1 - t * 0.5);
    const half = (t: number) => w * (0.004 + 0.19 * t ** 1.5) * (h / w) * 1.5;
    const y = (t: number) => ground(xTop) + (h + 30 - ground(xTop)) * t;
    river = { centre, half, y };
    back += riverShape(doc, rng.fork("river"), mood, river);
    let reach = left ? 0 : w;
    for (let t = 0.15; t <= 0.85; t += 0.05) {
      reach = left ? Math.max(reach, centre(t) + half(t)) : Math.min(reach, centre(t) - half(t));
    }
    free = left ? [Math.min(reach / w + 0.03, 0.55), 0.95] : [0.05, Math.max(reach / w - 0.03, 0.45)];
  }

  const at = (xFraction: number, depth: number) => {
    const x = xFraction * w;
    const y = ground(x) + (h - ground(x)) * depth;
    return { x, y, s: (h / 1000) * (0.35 + 1.9 * depth) };
  };
  return { doc, rng, mood, look, ground, at, free, river, back };
}

function tufts(rng: Rng, mood: Mood, w: number, h: number, gy: number): string {
  let d = "";
  let light = "";
  for (let i = 0; i < 140; i++) {
    const depth = rng.next() ** 0.7;
    const x = rng.range(0, w);
    const y = gy + (h - gy) * (0.08 + 0.92 * depth);
    const s = (h / 1000) * (2 + 9 * depth);
    const blade = `M${x - s} ${y}L${x - s * 0.3} ${y - s * 2.2}L${x} ${y}L${x + s * 0.5} ${y - s * 2.8}L${x + s} ${y}Z`;
    if (rng.chance(0.5)) d += blade;
    else light += blade;
  }
  return (
    path(d, darken(mood.meadow[1], 0.15), opacity(0.6)) +
    path(light, lighten(mood.meadow[0], 0.15), opacity(0.5))
  );
}

function flowers(rng: Rng, w: number, h: number, gy: number, alpha: number): string {
  const colors = [BRAND.cream, "#f2c14e", "#e0855a", "#c9b6e0"];
  let out = "";
  for (let i = 0; i < 70; i++) {
    const depth = rng.next() ** 0.6;
    const x = rng.range(0, w);
    const y = gy + (h - gy) * (0.1 + 0.9 * depth);
    const r = (h / 1000) * (1 + 3.5 * depth);
    const color = rng.pick(colors);
    for (let k = 0; k < 3; k++)
      out += circle(x + rng.range(-4, 4) * r, y + rng.range(-1.5, 1.5) * r, r, color, opacity(alpha));
  }
  return out;
}

function riverShape(doc: Doc, rng: Rng, mood: Mood, river: NonNullable<Stage["river"]>): string {
  const steps = 40;
  const edge = (sign: number, grow: number) =>
    Array.from({ length: steps + 1 }, (_, i): Point => {
      const t = i / steps;
      return [
        river.centre(t) + sign * (river.half(t) * grow + doc.h * 0.003 * (grow > 1 ? 1 : 0)),
        river.y(t),
      ];
    });
  const outline = (grow: number) => polyPath([...edge(-1, grow), ...edge(1, grow).reverse()]);
  let out = path(outline(1.1), mix(mood.meadow[1], "#3b3a2a", 0.45));
  out += path(
    outline(1),
    linear(doc, [
      [0, lighten(mood.water[0], 0.2)],
      [0.3, mix(mood.water[0], mood.water[1], 0.5)],
      [1, mood.water[1]],
    ]),
  );
  let streaks = "";
  for (let i = 0; i < 26; i++) {
    const t = rng.range(0.05, 0.98);
    const half = river.half(t);
    const len = half * rng.range(0.25, 0.7);
    const x = river.centre(t) + rng.range(-0.6, 0.6) * half - len / 2;
    const thick = Math.max(1.5, half * 0.035);
    streaks += `<rect x="${x.toFixed(1)}" y="${river.y(t).toFixed(1)}" width="${len.toFixed(1)}" height="${thick.toFixed(1)}" rx="${(thick / 2).toFixed(1)}"/>`;
  }
  return `${out}<g fill="${lighten(mood.water[0], 0.5)}" fill-opacity="0.55">${streaks}</g>`;
}

/** Front layer (framing pines, fireflies, warm light, vignette) and the finished SVG text. */
export function finish(
  stage: Stage,
  props: string,
  frame: "left" | "right" | "both" | "none" = "none",
): string {
  const { doc, rng, mood } = stage;
  const { w, h } = doc;
  let front = "";
  if (frame === "left" || frame === "both") front += framingPines(rng.fork("frameL"), mood, w, h, "left");
  if (frame === "right" || frame === "both") front += framingPines(rng.fork("frameR"), mood, w, h, "right");
  if (stage.look.snow) {
    const flakes = rng.fork("snow");
    let d = "";
    for (let i = 0; i < 160; i++) {
      const r = flakes.range(1.2, 3.5) * (h / 1000);
      const x = flakes.range(0, w);
      const y = flakes.range(0, h);
      d += `M${(x - r).toFixed(1)} ${y.toFixed(1)}a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(2 * r).toFixed(1)} 0a${r.toFixed(1)} ${r.toFixed(1)} 0 1 0 ${(-2 * r).toFixed(1)} 0`;
    }
    front += path(d, "#ffffff", opacity(0.75));
  }
  if (mood.dark > 0.5) {
    const flies = rng.fork("flies");
    for (let i = 0; i < 26; i++) {
      const x = flies.range(0, w);
      const y = flies.range(0.62, 0.98) * h;
      const r = flies.range(1.5, 3.2) * (h / 1000);
      front +=
        circle(x, y, r * 4, BRAND.glow, opacity(0.15)) + circle(x, y, r, BRAND.flameCore, opacity(0.9));
    }
  }
  front += rect(
    0,
    h * 0.6,
    w,
    h * 0.4,
    linear(doc, [
      [0, BRAND.deep, 0],
      [1, BRAND.deep, 0.28],
    ]),
  );
  return renderDoc(doc, stage.back + props + front);
}
