/** Evergreens and broadleaf trees in two-tone flat style, and bands of forest built from them. */
import { BRAND, darken, type Mood, mix } from "./palette";
import type { Rng } from "./random";
import { circle, n, type Point, path, polyPath, rect } from "./svg";

/** A three-tier pine standing at (x, y) of height h; left half lit, right half in shade. */
export function pine(x: number, y: number, h: number, lit: string, shade: string, slim = 1): string {
  const halfW = h * 0.23 * slim;
  let litD = "";
  let shadeD = "";
  for (let tier = 0; tier < 3; tier++) {
    const base = y - h * (0.12 + tier * 0.22);
    const apex = tier === 2 ? y - h : base - h * 0.44;
    const hw = halfW * (1 - tier * 0.24);
    const dip = h * 0.035;
    litD += polyPath([
      [x, apex],
      [x - hw, base],
      [x, base - dip],
    ]);
    shadeD += polyPath([
      [x, apex],
      [x + hw, base],
      [x, base - dip],
    ]);
  }
  return (
    rect(x - h * 0.025, y - h * 0.14, h * 0.05, h * 0.14, BRAND.barkDark) +
    path(litD, lit) +
    path(shadeD, shade)
  );
}

/** A broadleaf tree (maple, sycamore, apple) with a round two-tone crown; `fruit` adds red dots. */
export function broadleaf(
  x: number,
  y: number,
  h: number,
  lit: string,
  shade: string,
  fruit?: string,
  rng?: Rng,
): string {
  const r = h * 0.34;
  const cy = y - h + r;
  let out = rect(x - h * 0.035, cy, h * 0.07, y - cy, BRAND.bark);
  out += `<ellipse cx="${n(x)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * 1.05)}" fill="${shade}"/>`;
  out += path(`M${n(x)} ${n(cy - r * 1.05)}A${n(r)} ${n(r * 1.05)} 0 0 0 ${n(x)} ${n(cy + r * 1.05)}Z`, lit);
  out += circle(x + r * 0.15, cy + r * 0.35, r * 0.55, shade, ' fill-opacity="0.35"');
  if (fruit && rng) {
    for (let i = 0; i < 9; i++) {
      const a = rng.range(0, Math.PI * 2);
      const d = rng.range(0.2, 0.85) * r;
      out += circle(x + Math.cos(a) * d, cy + Math.sin(a) * d, r * 0.07, fruit);
    }
  }
  return out;
}

export type Kind = "pine" | "broadleaf" | "apple";

export type BandOptions = {
  x0: number;
  x1: number;
  /** Ground line the trees stand on. */
  base: (x: number) => number;
  minH: number;
  maxH: number;
  /** Trees per 100 px. */
  density: number;
  kinds?: Kind[];
  /** 0 = mood foliage colours, 1 = fully blended into the haze (distance). */
  haze?: number;
  /** Skip trees whose x falls in these gaps (e.g. where a cabin stands). */
  gaps?: Point[];
};

/** A band of trees sorted back to front, with a little depth jitter. */
export function forestBand(rng: Rng, mood: Mood, options: BandOptions): string {
  const kinds = options.kinds ?? ["pine"];
  const count = Math.round(((options.x1 - options.x0) / 100) * options.density);
  const trees = Array.from({ length: count }, () => {
    const x = rng.range(options.x0, options.x1);
    return {
      x,
      y: options.base(x) + rng.range(0, options.maxH * 0.18),
      h: rng.range(options.minH, options.maxH),
      kind: rng.pick(kinds),
    };
  })
    .filter((tree) => !(options.gaps ?? []).some(([a, b]) => tree.x > a && tree.x < b))
    .sort((a, b) => a.y - b.y);
  const haze = options.haze ?? 0;
  const [leafLit, leafShade] = mood.foliage;
  let out = "";
  for (const tree of trees) {
    const depth = rng.range(-0.08, 0.08);
    const lit = mix(leafLit, mood.haze, Math.max(0, haze + depth));
    const shade = mix(leafShade, mood.haze, Math.max(0, haze * 0.9 + depth));
    if (tree.kind === "pine") out += pine(tree.x, tree.y, tree.h, lit, shade, rng.range(0.85, 1.15));
    else {
      const warm = mix(lit, "#c9a24a", mood.name === "golden" ? 0.25 : 0.1);
      out += broadleaf(
        tree.x,
        tree.y,
        tree.h * 0.8,
        warm,
        shade,
        tree.kind === "apple" ? BRAND.ember : undefined,
        rng,
      );
    }
  }
  return out;
}

/** Tall dark pines cropped by the left or right edge, framing the picture. */
export function framingPines(rng: Rng, mood: Mood, w: number, h: number, side: "left" | "right"): string {
  const dark = darken(mood.foliage[1], 0.35);
  const lit = darken(mood.foliage[0], 0.3);
  let out = "";
  const count = rng.int(2, 3);
  for (let i = 0; i < count; i++) {
    const offset = rng.range(-0.03, 0.02) * w + i * rng.range(0.025, 0.04) * w;
    const x = side === "left" ? offset : w - offset;
    out += pine(
      x,
      h * rng.range(1.02, 1.06),
      h * rng.range(0.5, 0.8) * (1 - i * 0.12),
      lit,
      dark,
      rng.range(0.8, 1),
    );
  }
  return out;
}
