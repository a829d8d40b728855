/**
 * Park emblem (square, transparent corners): a round badge with a dusk valley inside a cream ring, and the
 * park's motif (wagon, barn, lean-to, tent by the river, or the Lantern lantern) standing in front. No text,
 * so it never depends on the fonts of the machine that renders it.
 */
import { ridgeLine } from "./mountains";
import { BRAND, darken, MOODS, mix } from "./palette";
import { barn } from "./props-buildings";
import { fireRing, lanternPost, leanTo, tent } from "./props-camp";
import type { Look } from "./props-light";
import { wagon } from "./props-vehicles";
import type { Rng } from "./random";
import { circle, createDoc, linear, n, type Point, path, place, polyPath, renderDoc } from "./svg";
import { pine } from "./trees";

export type Motif = "wagon" | "barn" | "lean-to" | "river-tent" | "lantern";

/** Picks the motif from the park's own words. */
export function motifFor(text: string): Motif {
  const t = text.toLowerCase();
  if (/wagon|conestoga/.test(t)) return "wagon";
  if (/\bfarms?\b|barn/.test(t) && !/outpost/.test(t)) return "barn";
  if (/creek|lean-to|outpost/.test(t)) return "lean-to";
  if (/river|bend|kill\b/.test(t)) return "river-tent";
  return "lantern";
}

export function drawLogo(size: number, rng: Rng, motif: Motif, accent: string): string {
  const doc = createDoc(size, size);
  const c = size / 2;
  const k = size / 512;
  const mood = MOODS[rng.pick(["dusk", "sunset"] as const)];
  const clip = doc.uid("clip");
  doc.defs.push(`<clipPath id="${clip}"><circle cx="${c}" cy="${c}" r="${n(206 * k)}"/></clipPath>`);

  let inner = circle(
    c,
    c,
    206 * k,
    linear(doc, [
      [0, mood.sky[0]],
      [0.55, mood.sky[1]],
      [0.8, mood.sky[2]],
    ]),
  );
  for (let i = 0; i < 18; i++) {
    inner += circle(
      rng.range(0.2, 0.8) * size,
      rng.range(0.15, 0.4) * size,
      rng.range(0.8, 2) * k,
      "#fff8e6",
      ` fill-opacity="${n(rng.range(0.4, 0.9))}"`,
    );
  }
  inner += circle(c + rng.range(-60, 60) * k, 250 * k, 34 * k, mood.sun, ' fill-opacity="0.95"');
  const layers = [
    [300, 90, 0.25],
    [340, 70, 0.55],
    [385, 50, 0.85],
  ] as const;
  for (const [index, [base, amp, t]] of layers.entries()) {
    const y = ridgeLine(rng.fork(`r${index}`), size, base * k, amp * k);
    const points: Point[] = [];
    for (let x = 0; x <= size; x += 8 * k) points.push([x, y(x)]);
    inner += path(
      polyPath([...points, [size, size], [0, size]]),
      mix(mix(mood.haze, mood.sky[1], 0.3), mood.ridge, t),
    );
  }
  inner += path(
    `M0 ${n(410 * k)}Q${c} ${n(392 * k)} ${size} ${n(410 * k)}L${size} ${size}L0 ${size}Z`,
    darken(mood.meadow[1], 0.2),
  );
  for (const [x, h] of [
    [110, 120],
    [140, 90],
    [372, 110],
    [402, 84],
  ] as const) {
    inner += pine(x * k, 418 * k, h * k, mood.foliage[0], mood.foliage[1]);
  }
  const look: Look = { dark: 0.85, accent };
  inner += motifArt(motif, look, c, 420 * k, k, mood.water);

  let out = circle(c, c, 250 * k, BRAND.deep);
  out += circle(c, c, 234 * k, "none", ` stroke="${BRAND.cream}" stroke-width="${n(6 * k)}"`);
  out += circle(c, c, 214 * k, accent);
  out += `<g clip-path="url(#${clip})">${inner}</g>`;
  out += circle(c, c, 206 * k, "none", ` stroke="${BRAND.cream}" stroke-width="${n(3 * k)}"`);
  // A ring of small stars between the two cream rings, brightest at the top.
  for (let i = 0; i < 24; i++) {
    const a = (i / 24) * Math.PI * 2 - Math.PI / 2;
    const r = 242 * k;
    const s = (i === 0 ? 5 : 2.4) * k;
    out += circle(c + Math.cos(a) * r, c + Math.sin(a) * r, s, i === 0 ? BRAND.glow : BRAND.cream);
  }
  return renderDoc(doc, out);
}

function motifArt(
  motif: Motif,
  look: Look,
  x: number,
  y: number,
  k: number,
  water: [string, string],
): string {
  switch (motif) {
    case "wagon":
      return (
        place(wagon(look), x + 10 * k, y, 1.15 * k) + place(fireRing(look), x - 135 * k, y + 8 * k, 0.55 * k)
      );
    case "barn":
      return place(barn(look), x - 15 * k, y, 0.95 * k);
    case "lean-to":
      return place(leanTo(look), x, y, 1.05 * k) + place(fireRing(look), x - 10 * k, y + 10 * k, 0.6 * k);
    case "river-tent":
      return (
        path(
          `M${n(x - 40 * k)} ${n(y - 4 * k)}Q${n(x + 120 * k)} ${n(y + 30 * k)} ${n(x + 60 * k)} ${n(y + 100 * k)}L${n(x + 220 * k)} ${n(y + 100 * k)}Q${n(x + 200 * k)} ${n(y + 20 * k)} ${n(x + 10 * k)} ${n(y - 4 * k)}Z`,
          water[1],
        ) + place(tent(look), x - 70 * k, y + 8 * k, 1.3 * k)
      );
    default:
      return (
        place(lanternPost(look, 200), x - 20 * k, y + 6 * k, 1.1 * k) +
        place(tent(look), x + 80 * k, y, 0.8 * k)
      );
  }
}
