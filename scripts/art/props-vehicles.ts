/** Things on wheels and on the water, in their own units (origin at base centre). */
import { BRAND, darken, lighten, mix } from "./palette";
import { halo, type Look, pane, shadow } from "./props-light";
import { circle, line, n, opacity, path, polyPath, rect } from "./svg";

function wheel(x: number, y: number, r: number, rim: string, spokes: string, count: number): string {
  let out = circle(x, y, r, "none", ` stroke="${rim}" stroke-width="${n(r * 0.16)}"`);
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI;
    out += line(
      x - Math.cos(a) * r,
      y - Math.sin(a) * r,
      x + Math.cos(a) * r,
      y + Math.sin(a) * r,
      spokes,
      r * 0.09,
    );
  }
  return out + circle(x, y, r * 0.18, rim);
}

/** Vintage "canned ham" travel trailer facing left; `long` stretches it into a big fifth-wheel-sized rig. */
export function camper(look: Look, long = false, hookup = true): string {
  const L = long ? 60 : 0;
  const body = BRAND.cream;
  const stripe = look.accent;
  let out = shadow(170 + L / 2, 10 + L / 2);
  if (hookup) {
    out += path(`M${126 + L} -44Q${146 + L} 4 ${160 + L} -30`, "none", ` stroke="#2b2b2b" stroke-width="3"`);
    out += rect(152 + L, -66, 22, 66, BRAND.steel) + rect(152 + L, -66, 22, 14, lighten(BRAND.steel, 0.25));
    out += circle(163 + L, -40, 3, BRAND.flameCore) + rect(174 + L, -22, 10, 5, "#3f8fb5");
  }
  out += line(-126, -30, -168, -16, "#3a3a3a", 5) + line(-150, -22, -150, 0, "#3a3a3a", 4);
  out += path(
    `M-110 -20L${110 + L} -20Q${126 + L} -20 ${126 + L} -36L${126 + L} -96Q${126 + L} -122 ${100 + L} -122L-58 -122Q-96 -122 -116 -82L-127 -44Q-129 -20 -110 -20Z`,
    body,
  );
  out += path(
    `M${10 + L / 2} -122L${100 + L} -122Q${126 + L} -122 ${126 + L} -96L${126 + L} -36Q${126 + L} -20 ${110 + L} -20L${10 + L / 2} -20Z`,
    "#000",
    opacity(0.06),
  );
  out += path(
    polyPath([
      [-117.5, -74],
      [126 + L, -74],
      [126 + L, -60],
      [-121.5, -60],
    ]),
    stripe,
  );
  out += path(
    polyPath([
      [-127, -44],
      [126 + L, -44],
      [126 + L, -36],
      [-128.5, -36],
    ]),
    darken(stripe, 0.2),
  );
  out += pane(-104, -104, 30, 24, look, 8) + pane(20 + L * 0.3, -104, 56, 24, look, 6);
  if (long) out += pane(90 + L * 0.4, -104, 30, 24, look, 6);
  out +=
    rect(-50, -108, 28, 86, mix(body, BRAND.canvasShade, 0.6)) +
    pane(-44, -100, 16, 20, look, 4) +
    circle(-26, -62, 2, BRAND.steel);
  // Striped awning over the door, on two poles.
  out += line(-78, -104, -84, 0, "#6b6b6b", 2.5) + line(4, -104, 10, 0, "#6b6b6b", 2.5);
  for (let i = 0; i < 6; i++) out += rect(-80 + i * 14, -118, 14, 14, i % 2 ? BRAND.cream : stripe);
  for (let i = 0; i < 6; i++) out += circle(-73 + i * 14, -104, 7, i % 2 ? BRAND.cream : stripe);
  out += path(`M${20 + L * 0.5} -20A26 26 0 0 1 ${72 + L * 0.5} -20Z`, darken(body, 0.5));
  out += circle(46 + L * 0.5, -18, 18, "#252525") + circle(46 + L * 0.5, -18, 7, "#d8d8d8");
  if (long) out += circle(6 + L * 0.5, -18, 18, "#252525") + circle(6 + L * 0.5, -18, 7, "#d8d8d8");
  return out;
}

/** Conestoga wagon side-on: sagging canvas bonnet on bows, painted box, red wheels. Canvas glows at dusk. */
export function wagon(look: Look): string {
  const canvas = look.dark > 0.3 ? mix(BRAND.canvas, BRAND.glow, 0.45 * look.dark) : BRAND.canvas;
  const boxColor = "#3d5f7a";
  const gear = BRAND.ember;
  let out = shadow(150);
  if (look.dark > 0.3) out += halo(0, -110, 170, "glow", look.dark * 0.8);
  out += line(-92, -40, -168, -8, BRAND.barkDark, 5);
  out += wheel(-58, -34, 34, BRAND.barkDark, gear, 6);
  out += path("M-96 -72L96 -72L88 -40L-88 -40Z", boxColor) + rect(-90, -48, 178, 4, darken(boxColor, 0.3));
  for (let x = -80; x < 90; x += 20) out += rect(x, -70, 1.5, 24, darken(boxColor, 0.25));
  out += path("M-94 -74L-124 -158Q-62 -134 0 -140Q62 -134 124 -158L94 -74Z", canvas);
  out += path("M-94 -74L-104 -98Q0 -90 104 -98L94 -74Z", BRAND.canvasShade, opacity(0.7));
  for (const x of [-66, -22, 22, 66]) {
    const top = -140 + Math.abs(x) * 0.12;
    out += path(
      `M${x} ${top}Q${x * 1.06} -104 ${x * 0.98} -74`,
      "none",
      ` stroke="${BRAND.canvasShade}" stroke-width="3"`,
    );
  }
  out += path(
    "M-124 -158Q-62 -134 0 -140Q62 -134 124 -158",
    "none",
    ` stroke="${lighten(BRAND.canvas, 0.5)}" stroke-width="3"`,
  );
  out += wheel(52, -44, 44, BRAND.barkDark, gear, 7);
  out += rect(96, -22, 26, 6, BRAND.bark) + rect(100, -10, 26, 6, BRAND.bark);
  return out;
}

/** Sit-on-top kayak with a paddler, on the water line at y = 0. */
export function kayak(look: Look): string {
  let out = path("M-70 -6Q0 -22 70 -6Q0 8 -70 -6Z", look.accent);
  out += path("M-70 -6Q0 -2 70 -6Q0 8 -70 -6Z", darken(look.accent, 0.3));
  out +=
    path("M-8 -12L-4 -40Q2 -46 8 -40L10 -12Z", "#f2c14e") +
    circle(2, -50, 7, "#e0b48f") +
    path("M-6 -54Q2 -64 10 -54Z", BRAND.forest);
  out += line(-36, -44, 40, -24, "#3a3a3a", 2.5) + path("M-44 -48L-32 -42L-34 -38L-46 -44Z", look.accent);
  out += path(
    "M-90 0Q-70 -4 -50 0M40 2Q60 -2 80 2",
    "none",
    ` stroke="#ffffff" stroke-width="2" stroke-opacity="0.6"`,
  );
  return out;
}

/** Angler in waders, knee-deep, casting a long looping fly line. */
export function angler(look: Look): string {
  const waders = mix(BRAND.forest, "#6b6b4a", 0.4);
  let out = path("M-14 0L-12 -60L12 -60L14 0Z", waders);
  out += path("M-15 -58L-16 -100Q0 -108 16 -100L15 -58Z", mix("#c77a4a", look.accent, 0.3));
  out += rect(-16, -74, 32, 4, darken(waders, 0.3)) + circle(0, -112, 9, "#e0b48f");
  out += path("M-16 -118L16 -118L10 -124L-10 -124Z", "#d9c7a6") + rect(-10, -132, 20, 9, "#d9c7a6");
  out += line(10, -94, 34, -118, "#e0b48f", 5) + line(34, -118, 120, -230, "#2a2a2a", 2.5);
  out += path(
    "M120 -230Q190 -250 210 -170Q220 -120 170 -90",
    "none",
    ` stroke="${lighten(BRAND.flameCore, 0.3)}" stroke-width="1.6" stroke-opacity="0.9"`,
  );
  for (const r of [26, 44])
    out += `<ellipse cx="0" cy="0" rx="${r}" ry="${r * 0.18}" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="${n(0.6 - r / 100)}"/>`;
  return out;
}
