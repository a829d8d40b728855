/** Layered Catskill ridges: rounded, forested, fading into haze with mist between the layers. */
import { type Mood, mix } from "./palette";
import type { Rng } from "./random";
import { type Doc, linear, n, type Point, path, polyPath, rect } from "./svg";

export type Ridge = { y: (x: number) => number; color: string };

/** A rounded ridge line: a few long sine swells plus one or two broad summits. */
export function ridgeLine(rng: Rng, w: number, base: number, amplitude: number): (x: number) => number {
  const waves = Array.from({ length: 3 }, (_, i) => ({
    freq: rng.range(0.6, 1.6) * (i + 1) * ((2 * Math.PI) / w),
    phase: rng.range(0, Math.PI * 2),
    amp: 1 / (i + 1.3),
  }));
  const summits = Array.from({ length: rng.int(1, 2) }, () => ({
    at: rng.range(0.05, 0.95) * w,
    width: rng.range(0.12, 0.3) * w,
    lift: rng.range(0.5, 1.1),
  }));
  return (x) => {
    let swell = 0;
    for (const wave of waves) swell += Math.sin(x * wave.freq + wave.phase) * wave.amp;
    let summit = 0;
    for (const s of summits) summit += s.lift * Math.exp(-(((x - s.at) / s.width) ** 2));
    return base - amplitude * (0.45 + 0.3 * swell + 0.55 * summit);
  };
}

/** Ridge polygon from its line down to `bottom`, with a fringe of tiny pines along the crest if `trees`. */
function ridgeShape(y: (x: number) => number, w: number, bottom: number, trees: number, rng: Rng): string {
  const step = Math.max(6, w / 300);
  const points: Point[] = [];
  for (let x = -step; x <= w + step; x += step) points.push([x, y(x)]);
  let d = polyPath([...points, [w + step, bottom], [-step, bottom]]);
  if (trees > 0) {
    let x = -trees;
    while (x < w + trees) {
      const s = trees * rng.range(0.7, 1.3);
      const base = y(x) + s * 0.5;
      d += `M${n(x - s * 0.38)} ${n(base)}L${n(x)} ${n(base - s * 1.7)}L${n(x + s * 0.38)} ${n(base)}Z`;
      x += s * rng.range(0.45, 0.8);
    }
  }
  return d;
}

export type RangeOptions = {
  /** Top of the farthest crest and the base line of the nearest ridge, in pixels. */
  top: number;
  bottom: number;
  layers?: number;
};

/** Draws the ridges far to near and returns them, so scenes can stand things on the nearest one. */
export function mountainRange(
  doc: Doc,
  rng: Rng,
  mood: Mood,
  options: RangeOptions,
): { svg: string; ridges: Ridge[] } {
  const { w, h } = doc;
  const layers = options.layers ?? rng.int(4, 5);
  const span = options.bottom - options.top;
  const ridges: Ridge[] = [];
  let svg = "";
  const mist = mix(mood.haze, mood.sky[2], 0.5);
  for (let i = 0; i < layers; i++) {
    const t = layers === 1 ? 1 : i / (layers - 1);
    const base = options.top + span * (0.32 + 0.68 * t);
    const amplitude = span * (0.42 - 0.2 * t) * rng.range(0.75, 1.1);
    const y = ridgeLine(rng.fork(`ridge${i}`), w, base, amplitude);
    const color = mix(mix(mood.haze, mood.sky[1], 0.3), mood.ridge, 0.08 + 0.92 * t ** 1.5);
    const treeSize = t < 0.3 ? 0 : (h / 220) * (0.6 + t * 1.6);
    svg += path(ridgeShape(y, w, h, treeSize, rng.fork(`fringe${i}`)), color);
    // Mist settles at the foot of every ridge but the nearest.
    if (i < layers - 1) {
      const mistTop = base - amplitude * 0.3;
      const fade = Math.min(1, (span * 0.3) / (h - mistTop));
      svg += rect(
        0,
        mistTop,
        w,
        h - mistTop,
        linear(doc, [
          [0, mist, 0],
          [fade, mist, 0.34 - 0.16 * t],
          [1, mist, 0.4 - 0.16 * t],
        ]),
      );
    }
    ridges.push({ y, color });
  }
  return { svg, ridges };
}
