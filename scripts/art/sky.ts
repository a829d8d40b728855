/** Sky layer: gradient, sun or moon with a soft glow and flat halo rings, streaky clouds, stars and birds. */
import { lighten, type Mood, mix } from "./palette";
import type { Rng } from "./random";
import { circle, type Doc, linear, n, opacity, path, radial, rect } from "./svg";

export type SkyOptions = {
  /** y of the horizon (where the haziest colour sits). */
  horizon: number;
  /** Sun (or moon) centre as fractions of width and of the horizon height. */
  sun?: { x: number; y: number };
};

export function sky(doc: Doc, rng: Rng, mood: Mood, options: SkyOptions): string {
  const { w, h } = doc;
  const horizon = options.horizon;
  const [top, mid, low] = mood.sky;
  const fill = linear(doc, [
    [0, top],
    [0.55, mid],
    [1, low],
  ]);
  let out = rect(0, 0, w, horizon + h * 0.1, fill);

  if (mood.stars) out += stars(rng.fork("stars"), w, horizon * (mood.name === "night" ? 0.9 : 0.55), mood);

  const sunX = (options.sun?.x ?? rng.range(0.25, 0.75)) * w;
  const sunY = (options.sun?.y ?? rng.range(0.3, 0.55)) * horizon;
  const scale = Math.min(w, h * 2);
  const glowR = scale * 0.55;
  out += circle(
    sunX,
    sunY,
    glowR,
    radial(
      doc,
      [
        [0, mood.sunGlow, 0.75],
        [0.35, mood.sunGlow, 0.28],
        [1, mood.sunGlow, 0],
      ],
      sunX,
      sunY,
      glowR,
    ),
  );
  const sunR = scale * (mood.name === "night" ? 0.028 : 0.04);
  for (const [k, alpha] of [
    [3.6, 0.08],
    [2.6, 0.1],
    [1.8, 0.14],
  ] as const) {
    out += circle(sunX, sunY, sunR * k, lighten(mood.sunGlow, 0.3), opacity(alpha));
  }
  out += circle(sunX, sunY, sunR, mood.sun);

  out += clouds(rng.fork("clouds"), w, horizon, mood, sunX);
  if (!mood.stars && rng.chance(0.6)) out += birds(rng.fork("birds"), w, horizon, mood);
  return out;
}

function stars(rng: Rng, w: number, maxY: number, mood: Mood): string {
  let out = "";
  const count = Math.round((w * maxY) / 9000);
  for (let i = 0; i < count; i++) {
    const r = rng.chance(0.08) ? rng.range(1.8, 2.6) : rng.range(0.7, 1.5);
    out += circle(
      rng.range(0, w),
      rng.range(0, maxY) * rng.range(0.3, 1),
      r,
      "#fff8e6",
      opacity(rng.range(0.35, 0.95)),
    );
  }
  // A few four-point sparkles.
  for (let i = 0; i < 4; i++) {
    const x = rng.range(0.05, 0.95) * w;
    const y = rng.range(0.05, 0.6) * maxY;
    const s = rng.range(5, 9);
    out += path(
      `M${n(x)} ${n(y - s)}Q${n(x)} ${n(y)} ${n(x + s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y + s)}Q${n(x)} ${n(y)} ${n(x - s)} ${n(y)}Q${n(x)} ${n(y)} ${n(x)} ${n(y - s)}Z`,
      mix("#fff8e6", mood.sunGlow, 0.2),
      opacity(0.9),
    );
  }
  return out;
}

/** Long flat cloud streaks, lit on the sun's side: the modern travel-poster look. */
function clouds(rng: Rng, w: number, horizon: number, mood: Mood, sunX: number): string {
  let out = "";
  const banks = rng.int(2, 4);
  const unit = horizon / 40;
  for (let b = 0; b < banks; b++) {
    const cx = rng.range(0.05, 0.95) * w;
    const cy = rng.range(0.12, 0.62) * horizon;
    const alpha = mood.name === "night" ? 0.35 : rng.range(0.55, 0.85);
    const litSide = cx < sunX ? 1 : -1;
    const rows = rng.int(2, 4);
    for (let r = 0; r < rows; r++) {
      const len = rng.range(0.08, 0.22) * w * (1 - r * 0.15);
      const thick = unit * rng.range(0.9, 1.5);
      const x = cx - len / 2 + rng.range(-0.04, 0.04) * w;
      const y = cy + r * thick * 1.15;
      out += `<rect x="${n(x)}" y="${n(y)}" width="${n(len)}" height="${n(thick)}" rx="${n(thick / 2)}" fill="${mood.cloud[1]}"${opacity(alpha)}/>`;
      const lit = len * rng.range(0.45, 0.75);
      const lx = litSide > 0 ? x + len - lit : x;
      out += `<rect x="${n(lx)}" y="${n(y)}" width="${n(lit)}" height="${n(thick * 0.62)}" rx="${n(thick * 0.31)}" fill="${mood.cloud[0]}"${opacity(alpha)}/>`;
    }
  }
  return out;
}

function birds(rng: Rng, w: number, horizon: number, mood: Mood): string {
  const color = mix(mood.ridge, mood.sky[1], 0.25);
  const x0 = rng.range(0.15, 0.85) * w;
  const y0 = rng.range(0.2, 0.45) * horizon;
  let out = "";
  const count = rng.int(2, 4);
  for (let i = 0; i < count; i++) {
    const x = x0 + i * rng.range(20, 40) * (w / 1600);
    const y = y0 + rng.range(-15, 15) * (w / 1600);
    const s = rng.range(6, 10) * (w / 1600);
    out += `<path d="M${n(x - s)} ${n(y - s * 0.3)}Q${n(x - s * 0.4)} ${n(y - s * 0.5)} ${n(x)} ${n(y + s * 0.15)}Q${n(x + s * 0.4)} ${n(y - s * 0.5)} ${n(x + s)} ${n(y - s * 0.3)}" fill="none" stroke="${color}" stroke-width="${n(s * 0.22)}" stroke-linecap="round"/>`;
  }
  return out;
}
