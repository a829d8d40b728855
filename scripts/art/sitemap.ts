/**
 * Top-down park map: meadow, forest edge, the river (or a pond), a gravel spine road with one loop per campsite
 * type, a pad per site (up to 16 a loop) with a tiny roof-view icon of the category, buildings and amenities by
 * the entrance, and a compass. Everything comes from the park's own data.
 */
import { loopPads, siteMapLoops } from "../../src/server/db/seed/site-map-layout";
import { ACCENTS, BRAND, darken, lighten, mix } from "./palette";
import type { Rng } from "./random";
import { circle, createDoc, linear, n, type Point, path, rect, renderDoc, smoothPath } from "./svg";

export type MapType = { slug: string; category: string; sites: number };
export type MapInput = { types: MapType[]; river: boolean; features: readonly string[] };

const GRASS = "#b7c795";
const GRAVEL = "#efe3c6";
const EDGE = "#c9b58d";

type Loop = { cx: number; cy: number; rx: number; ry: number; type: MapType };

export function drawSiteMap(w: number, h: number, rng: Rng, input: MapInput): string {
  const doc = createDoc(w, h);
  let out = rect(0, 0, w, h, GRASS);
  for (let i = 0; i < 40; i++) {
    out += `<ellipse cx="${n(rng.range(0, w))}" cy="${n(rng.range(0, h))}" rx="${n(rng.range(60, 200))}" ry="${n(rng.range(40, 120))}" fill="${lighten(GRASS, 0.18)}" fill-opacity="0.35"/>`;
  }
  const blocked: [number, number, number][] = [];
  const block = (x: number, y: number, r: number) => blocked.push([x, y, r]);

  // River along the top (or a pond on a hilltop park).
  if (input.river) {
    const top: Point[] = [];
    const phase = rng.range(0, 6);
    for (let x = -40; x <= w + 40; x += w / 16)
      top.push([x, h * 0.05 + Math.sin(x / 220 + phase) * h * 0.03]);
    const width = h * 0.085;
    const lower = [...top].reverse().map(([x, y]): Point => [x, y + width]);
    const d = `${smoothPath(top)}L${n(w + 40)} ${n(top.at(-1)![1] + width)}${smoothPath(lower).replace(/^M/, "L")}Z`;
    out += path(d, "#d9c79c", ` stroke="#d9c79c" stroke-width="${n(h * 0.03)}" stroke-linejoin="round"`);
    out += path(
      d,
      linear(doc, [
        [0, "#8cc3d4"],
        [1, "#4f8aa0"],
      ]),
    );
    for (const [x, y] of top) {
      block(x, y + width / 2, width);
      out += rect(x + 20, y + width * 0.45, 60, 3, "#ffffff", ' fill-opacity="0.5"');
    }
  } else {
    const px = w * rng.range(0.7, 0.85);
    const py = h * 0.1;
    out += `<ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(w * 0.08)}" ry="${n(h * 0.06)}" fill="#d9c79c"/><ellipse cx="${n(px)}" cy="${n(py)}" rx="${n(w * 0.07)}" ry="${n(h * 0.05)}" fill="#6fa8bc"/>`;
    block(px, py, w * 0.09);
  }

  // Loops: a top and a bottom row around a spine road; the entrance road comes up through a gap in the
  // bottom row, where the office, bathhouse and amenities stand.
  const types = input.types.length ? input.types : [{ slug: "site", category: "tent", sites: 10 }];
  const layout = siteMapLoops(types.length, w, h);
  const { spineY, entranceX } = layout;
  const loops: Loop[] = layout.loops.map((geometry, index) => ({ ...geometry, type: types[index]! }));

  let roads = `M${n(entranceX)} ${h + 10}L${n(entranceX)} ${n(spineY)}`;
  const xs = loops.map((l) => l.cx).concat(entranceX);
  roads += `M${n(Math.min(...xs))} ${n(spineY)}L${n(Math.max(...xs))} ${n(spineY)}`;
  for (const l of loops) {
    const edgeY = l.cy < spineY ? l.cy + l.ry : l.cy - l.ry;
    roads += `M${n(l.cx)} ${n(spineY)}L${n(l.cx)} ${n(edgeY)}`;
    roads += `M${n(l.cx - l.rx)} ${n(l.cy)}a${n(l.rx)} ${n(l.ry)} 0 1 0 ${n(2 * l.rx)} 0a${n(l.rx)} ${n(l.ry)} 0 1 0 ${n(-2 * l.rx)} 0`;
    block(l.cx, l.cy, l.rx + h * 0.09);
    block(l.cx - l.rx * 0.7, l.cy, l.ry + h * 0.09);
    block(l.cx + l.rx * 0.7, l.cy, l.ry + h * 0.09);
  }
  for (let y = spineY; y < h; y += 40) block(entranceX, y, 130);
  for (let x = Math.min(...xs); x <= Math.max(...xs); x += 40) block(x, spineY, 45);
  const road = h * 0.024;
  out += path(roads, "none", ` stroke="${EDGE}" stroke-width="${n(road + 8)}" stroke-linecap="round"`);
  out += path(roads, "none", ` stroke="${GRAVEL}" stroke-width="${n(road)}" stroke-linecap="round"`);

  // Loop centres are little groves; pads ring the outside of every loop.
  const k = h / 1000;
  for (const [index, l] of loops.entries()) {
    out += `<ellipse cx="${n(l.cx)}" cy="${n(l.cy)}" rx="${n(l.rx * 0.72)}" ry="${n(l.ry * 0.5)}" fill="${darken(GRASS, 0.06)}"/>`;
    for (let t = 0; t < 3; t++)
      out += tree(l.cx + (t - 1) * l.rx * 0.36, l.cy + (t % 2 ? 6 : -6) * k, h * 0.02, rng);
    const accent = ACCENTS[index % ACCENTS.length]!;
    for (const { x, y, deg } of loopPads(l, l.type.sites, spineY, h)) {
      out += `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(deg)}) scale(${n(k * 1.25)})">${pad(l.type, accent)}</g>`;
    }
  }

  out += amenities(entranceX, spineY, h, input.features);

  // Forest: trees wherever nothing else is, thicker towards the edges.
  for (let i = 0; i < 1100; i++) {
    const x = rng.range(-20, w + 20);
    const y = rng.range(-20, h + 20);
    const edge = Math.min(x, w - x, y, h - y) / (h * 0.5);
    if (rng.next() < edge * 1.2) continue;
    if (blocked.some(([bx, by, br]) => (x - bx) ** 2 + (y - by) ** 2 < br * br)) continue;
    out += tree(x, y, h * rng.range(0.014, 0.03), rng);
  }
  out += compass(w - h * 0.09, h * 0.9, h * 0.05);
  return renderDoc(doc, out);
}

function tree(x: number, y: number, r: number, rng: Rng): string {
  const green = mix(BRAND.forest, "#4f7a3a", rng.range(0, 0.6));
  return (
    circle(x + r * 0.3, y + r * 0.35, r, "#1e3f2f", ' fill-opacity="0.25"') +
    circle(x, y, r, green) +
    circle(x - r * 0.3, y - r * 0.3, r * 0.45, lighten(green, 0.2))
  );
}

/** One site pad seen from above, pointing away from its loop road (up = outwards). */
function pad(type: MapType, accent: string): string {
  const base = `<rect x="-18" y="-34" width="36" height="44" rx="4" fill="${GRAVEL}" stroke="${EDGE}" stroke-width="2"/>`;
  const slug = type.slug;
  if (/wagon/.test(slug))
    return `${base}<rect x="-11" y="-30" width="22" height="34" rx="9" fill="${BRAND.canvas}"/><path d="M-11 -20H11M-11 -10H11M-11 0H11" stroke="${BRAND.canvasShade}" stroke-width="2"/>`;
  if (/lean-to/.test(slug))
    return `${base}<path d="M-13 -28H13V2H-13Z" fill="${BRAND.bark}"/><rect x="-13" y="-6" width="26" height="8" fill="${BRAND.barkDark}"/>`;
  if (type.category === "rv")
    return `${base}<rect x="-10" y="-31" width="20" height="38" rx="5" fill="${BRAND.cream}" stroke="#9a9a9a" stroke-width="1.5"/><rect x="-6" y="-24" width="12" height="8" fill="${accent}"/>`;
  if (type.category === "lodging")
    return `${base}<rect x="-14" y="-30" width="28" height="32" fill="${darken(BRAND.deep, 0.1)}"/><path d="M0 -30V2" stroke="${lighten(BRAND.deep, 0.3)}" stroke-width="2"/>`;
  if (type.category === "other")
    return `${base}<circle cx="0" cy="-12" r="13" fill="${BRAND.canvas}" stroke="${BRAND.canvasShade}" stroke-width="2"/><circle cx="0" cy="-12" r="2.5" fill="${accent}"/>`;
  return `${base}<path d="M-11 -28L11 -28L11 -2L-11 -2Z" fill="${accent}"/><path d="M0 -28V-2" stroke="${darken(accent, 0.35)}" stroke-width="2.5"/><circle cx="0" cy="5" r="3.5" fill="${BRAND.stone}"/>`;
}

/** Office, bathhouse, fire circle and the park's own amenities, stacked either side of the entrance road. */
function amenities(x: number, spineY: number, h: number, features: readonly string[]): string {
  const k = h / 1000;
  const left = x - 95 * k;
  const right = x + 95 * k;
  const row = (i: number) => spineY + (70 + i * 95) * k;
  const roof = (cx: number, cy: number, w: number, d: number, color: string) =>
    rect(cx - w / 2 + 5 * k, cy - d / 2 + 6 * k, w, d, "#1e3f2f", ' fill-opacity="0.25"') +
    rect(cx - w / 2, cy - d / 2, w, d, color) +
    `<path d="M${n(cx - w / 2)} ${n(cy)}H${n(cx + w / 2)}" stroke="${darken(color, 0.3)}" stroke-width="${n(3 * k)}"/>`;
  let out =
    roof(left, row(0), 110 * k, 66 * k, BRAND.ember) + roof(right, row(0), 96 * k, 56 * k, BRAND.steel);
  out +=
    circle(left, row(1), 24 * k, BRAND.stone) +
    circle(left, row(1), 15 * k, BRAND.flame) +
    circle(left, row(1), 6 * k, BRAND.flameCore);
  const extras: string[] = [];
  if (features.includes("pool") || features.includes("waterpark")) {
    extras.push(
      `<rect x="${n(-55 * k)}" y="${n(-32 * k)}" width="${n(110 * k)}" height="${n(64 * k)}" rx="${n(14 * k)}" fill="${BRAND.cream}"/><rect x="${n(-46 * k)}" y="${n(-23 * k)}" width="${n(92 * k)}" height="${n(46 * k)}" rx="${n(10 * k)}" fill="#4fa6c8"/>`,
    );
  }
  if (features.includes("playground")) {
    extras.push(
      circle(0, 0, 34 * k, "#e8d3a0") +
        `<path d="M${n(-18 * k)} ${n(-10 * k)}h${n(36 * k)}M${n(-10 * k)} ${n(12 * k)}h${n(24 * k)}" stroke="${BRAND.ember}" stroke-width="${n(6 * k)}"/>`,
    );
  }
  if (features.includes("dog-park")) {
    extras.push(
      `<rect x="${n(-38 * k)}" y="${n(-32 * k)}" width="${n(76 * k)}" height="${n(64 * k)}" fill="${lighten(GRASS, 0.2)}" stroke="${BRAND.bark}" stroke-width="${n(3 * k)}" stroke-dasharray="${n(6 * k)} ${n(4 * k)}"/>`,
    );
  }
  extras.forEach((svg, i) => {
    const cx = i % 2 === 0 ? right : left;
    const cy = row(i % 2 === 0 ? 1 + i / 2 : 2 + (i - 1) / 2);
    out += `<g transform="translate(${n(cx)} ${n(cy)})">${svg}</g>`;
  });
  return out;
}

function compass(x: number, y: number, r: number): string {
  return (
    circle(x, y, r * 1.15, BRAND.cream, ' fill-opacity="0.9"') +
    circle(x, y, r * 1.15, "none", ` stroke="${BRAND.deep}" stroke-width="${n(r * 0.06)}"`) +
    path(
      `M${n(x)} ${n(y - r)}L${n(x + r * 0.22)} ${n(y)}L${n(x)} ${n(y + r)}L${n(x - r * 0.22)} ${n(y)}Z`,
      BRAND.deep,
    ) +
    path(`M${n(x)} ${n(y - r)}L${n(x + r * 0.22)} ${n(y)}L${n(x - r * 0.22)} ${n(y)}Z`, BRAND.ember) +
    path(
      `M${n(x - r)} ${n(y)}L${n(x)} ${n(y - r * 0.16)}L${n(x + r)} ${n(y)}L${n(x)} ${n(y + r * 0.16)}Z`,
      lighten(BRAND.deep, 0.3),
    )
  );
}
