/** Light and shared bits of every prop: the Look, ground shadows, halos, window panes, lanterns, festoon lights. */
import { BRAND, mix } from "./palette";
import { circle, ellipse, type HaloColor, n, opacity, path, polyPath, rect } from "./svg";

export type Look = {
  /** 0 = daylight … 1 = night: how strongly windows, lanterns and fires glow. */
  dark: number;
  snow?: boolean;
  accent: string;
};

export const shadow = (rx: number, dx = 0) => ellipse(dx, 0, rx, rx * 0.09, "#10201a", opacity(0.22));

/** Soft light around a lamp, window or fire; nearly invisible by day, strong at night. */
export function halo(x: number, y: number, r: number, color: HaloColor, dark: number): string {
  const strength = 0.08 + 0.6 * dark ** 1.3;
  return circle(x, y, r, `url(#halo-${color})`, opacity(strength));
}

/** Window glass: sky-grey with a glint by day, warm lamplight by dusk. */
export function pane(x: number, y: number, w: number, h: number, look: Look, rx = 3): string {
  const lit = look.dark > 0.3;
  const glass = lit ? mix("#f6c56e", BRAND.flameCore, 0.3) : "#a9c4cc";
  let out = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(rx)}" fill="${glass}"/>`;
  if (lit) out = halo(x + w / 2, y + h / 2, Math.max(w, h) * 1.4, "glow", look.dark) + out;
  else
    out += path(
      polyPath([
        [x + w * 0.2, y + h],
        [x + w * 0.55, y],
        [x + w * 0.75, y],
        [x + w * 0.4, y + h],
      ]),
      "#ffffff",
      opacity(0.35),
    );
  return out;
}

/** A hanging lantern whose bail hook is at (x, y). */
export function lantern(x: number, y: number, s: number, look: Look): string {
  const cy = y + 34 * s;
  let out = halo(x, cy, 90 * s, "glow", Math.max(look.dark, 0.3));
  out += path(
    `M${n(x - 8 * s)} ${n(y + 10 * s)}Q${n(x)} ${n(y - 4 * s)} ${n(x + 8 * s)} ${n(y + 10 * s)}`,
    "none",
    ` stroke="${BRAND.deep}" stroke-width="${n(2.5 * s)}"`,
  );
  out += path(
    polyPath([
      [x - 9 * s, y + 10 * s],
      [x + 9 * s, y + 10 * s],
      [x + 15 * s, y + 18 * s],
      [x - 15 * s, y + 18 * s],
    ]),
    BRAND.deep,
  );
  out += `<rect x="${n(x - 12 * s)}" y="${n(y + 18 * s)}" width="${n(24 * s)}" height="${n(30 * s)}" rx="${n(5 * s)}" fill="${BRAND.flameCore}"/>`;
  out += path(
    `M${n(x)} ${n(y + 42 * s)}C${n(x - 6 * s)} ${n(y + 36 * s)} ${n(x - 3 * s)} ${n(y + 30 * s)} ${n(x)} ${n(y + 24 * s)}C${n(x + 3 * s)} ${n(y + 30 * s)} ${n(x + 6 * s)} ${n(y + 36 * s)} ${n(x)} ${n(y + 42 * s)}Z`,
    BRAND.flame,
  );
  out += rect(x - 1.5 * s, y + 18 * s, 3 * s, 30 * s, BRAND.deep, opacity(0.5));
  out += rect(x - 15 * s, y + 48 * s, 30 * s, 6 * s, BRAND.deep);
  return out;
}

/** Festoon lights sagging between two points (world or local units), bulbs spaced evenly. */
export function stringLights(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  sag: number,
  bulbs: number,
  r: number,
  dark: number,
): string {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag * 2;
  let out = path(
    `M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}`,
    "none",
    ` stroke="#3a2f28" stroke-width="${n(r * 0.3)}"`,
  );
  for (let i = 1; i < bulbs; i++) {
    const t = i / bulbs;
    const x = (1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t ** 2 * x2;
    const y = (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t ** 2 * y2 + r * 1.2;
    out += circle(x, y, r * 3.2, BRAND.glow, opacity(0.12 + 0.2 * dark)) + circle(x, y, r, BRAND.flameCore);
  }
  return out;
}
