/**
 * Camp props drawn in their own units, origin at the centre of their base (y grows downwards, so they reach up
 * into negative y). Place them with `place()` from svg.ts.
 */
import { BRAND, darken, lighten, mix } from "./palette";
import { halo, type Look, lantern, shadow, stringLights } from "./props-light";
import { ellipse, line, opacity, path, polyPath, rect } from "./svg";

/** A-frame tent in three-quarter view, door open. */
export function tent(look: Look): string {
  const body = look.accent;
  const side = darken(body, 0.28);
  const lit = look.dark > 0.3;
  let out = shadow(100, 30);
  out += line(0, -92, -84, 4, BRAND.canvasShade, 1.5) + line(80, -84, 150, 2, BRAND.canvasShade, 1.5);
  out += path(
    polyPath([
      [0, -92],
      [80, -84],
      [126, -3],
      [58, 0],
    ]),
    side,
  );
  out += path(
    polyPath([
      [0, -92],
      [80, -84],
      [84, -78],
      [4, -86],
    ]),
    darken(body, 0.4),
  );
  out += path(
    polyPath([
      [0, -92],
      [-58, 0],
      [58, 0],
    ]),
    body,
  );
  out += path(
    polyPath([
      [-58, 0],
      [58, 0],
      [55, -7],
      [-55, -7],
    ]),
    darken(body, 0.18),
  );
  out += path(
    polyPath([
      [0, -72],
      [-24, 0],
      [24, 0],
    ]),
    lit ? BRAND.glow : "#2b2520",
  );
  if (lit) out = halo(0, -20, 70, "glow", look.dark) + out;
  out += path(
    polyPath([
      [0, -72],
      [-32, 0],
      [-20, 0],
    ]),
    lighten(body, 0.25),
  );
  return out;
}

/** Stone fire ring with crossed logs and flames. */
export function fireRing(look: Look): string {
  const stones = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return { x: Math.cos(a) * 38, y: Math.sin(a) * 10 - 4, shade: i % 3 };
  });
  const stone = (s: (typeof stones)[number]) =>
    ellipse(s.x, s.y, 10, 6.5, [BRAND.stone, lighten(BRAND.stone, 0.2), darken(BRAND.stone, 0.15)][s.shade]!);
  let out = halo(0, -30, 130, "flame", Math.max(0.35, look.dark)) + shadow(50);
  out += stones
    .filter((s) => s.y < -4)
    .map(stone)
    .join("");
  out += `<g transform="rotate(-14)">${rect(-30, -12, 60, 8, BRAND.bark)}</g><g transform="rotate(16)">${rect(-30, -10, 60, 8, BRAND.barkDark)}</g>`;
  const flame = (x: number, hgt: number, w: number, fill: string) =>
    path(
      `M${x} -6C${x - w} -${hgt * 0.25} ${x - w * 0.7} -${hgt * 0.6} ${x} -${hgt}C${x + w * 0.7} -${hgt * 0.6} ${x + w} -${hgt * 0.25} ${x} -6Z`,
      fill,
    );
  out += flame(-9, 40, 12, BRAND.ember) + flame(10, 46, 13, BRAND.ember) + flame(0, 62, 16, BRAND.flame);
  out += flame(0, 40, 9, BRAND.flameCore);
  out += stones
    .filter((s) => s.y >= -4)
    .map(stone)
    .join("");
  return out;
}

/** Picnic table, side-on. */
export function picnicTable(): string {
  const wood = mix(BRAND.bark, "#c08a55", 0.45);
  let out = shadow(60);
  out += line(-30, 0, -10, -40, darken(wood, 0.3), 5) + line(30, 0, 10, -40, darken(wood, 0.3), 5);
  out += line(-36, 0, -14, -40, wood, 5) + line(36, 0, 14, -40, wood, 5);
  out += rect(-55, -22, 110, 5, darken(wood, 0.15));
  out += rect(-48, -44, 96, 7, wood) + rect(-48, -38, 96, 2, darken(wood, 0.25));
  return out;
}

/** The brand motif: a lantern hanging from a shepherd's-hook post. */
export function lanternPost(look: Look, height = 170): string {
  let out = shadow(20);
  out += rect(-4, -height, 8, height, BRAND.barkDark);
  out += path(
    `M0 ${-height + 4}Q0 ${-height - 18} 22 ${-height - 18}Q40 ${-height - 18} 40 ${-height}`,
    "none",
    ` stroke="${BRAND.barkDark}" stroke-width="6"`,
  );
  return out + lantern(40, -height + 4, 1, look);
}

/** Round canvas bell tent on a deck, door tied open, festoon lights to a pole. */
export function bellTent(look: Look): string {
  const canvas = look.snow ? BRAND.cream : BRAND.canvas;
  const lit = look.dark > 0.3;
  let out = shadow(150, 10);
  out += line(-70, -60, -130, 2, BRAND.canvasShade, 1.5) + line(70, -60, 130, 2, BRAND.canvasShade, 1.5);
  out +=
    rect(-115, -10, 230, 10, mix(BRAND.bark, "#c08a55", 0.4)) +
    rect(-115, -3, 230, 3, BRAND.barkDark, opacity(0.5));
  out += path("M-82 -10L-80 -52Q-40 -95 0 -150Q40 -95 80 -52L82 -10Z", canvas);
  out += path("M0 -150Q40 -95 80 -52L82 -10L0 -10Z", BRAND.canvasShade, opacity(0.55));
  out += path("M-80 -52Q0 -40 80 -52L80 -48Q0 -36 -80 -48Z", BRAND.canvasShade);
  if (lit) out = halo(0, -40, 120, "glow", look.dark) + out;
  out += path("M0 -92L-26 -10L26 -10Z", lit ? BRAND.glow : "#3a2f28");
  out +=
    path("M0 -92L-34 -10L-22 -10Z", lighten(canvas, 0.4)) + path("M0 -92L34 -10L22 -10Z", BRAND.canvasShade);
  out += line(0, -150, 0, -166, BRAND.barkDark, 3) + path("M0 -166L16 -161L0 -156Z", look.accent);
  out += rect(-176, -130, 5, 130, BRAND.barkDark) + rect(171, -120, 5, 120, BRAND.barkDark);
  out +=
    stringLights(-173, -126, -2, -140, 14, 6, 3.2, look.dark) +
    stringLights(2, -140, 173, -116, 14, 6, 3.2, look.dark);
  return out;
}

/** Open-front log lean-to with a sleeping platform and a fly rod leaning on it. */
export function leanTo(look: Look): string {
  const log = BRAND.bark;
  const lit = look.dark > 0.3;
  const inside = lit ? mix(BRAND.barkDark, BRAND.glow, 0.3) : "#2f241d";
  let out = shadow(130);
  // Interior: back wall, the roof's underside sloping down to it, the sleeping platform with a bedroll.
  out += rect(-100, -112, 200, 112, darken(inside, 0.15));
  out += path(
    polyPath([
      [-100, -112],
      [100, -112],
      [84, -70],
      [-84, -70],
    ]),
    mix(inside, log, 0.35),
  );
  for (let y = -62; y < 0; y += 10) out += rect(-84, y, 168, 2, "#000", opacity(0.15));
  out += rect(-92, -40, 184, 12, mix(log, "#c08a55", 0.4)) + rect(-92, -28, 184, 28, darken(log, 0.35));
  out += `<rect x="-60" y="-54" width="70" height="14" rx="7" fill="${look.accent}"/>`;
  for (const x of [-100, 100]) {
    for (let y = -108; y < 0; y += 13)
      out += `<ellipse cx="${x}" cy="${y + 6}" rx="9" ry="6.5" fill="${mix(log, "#d9b07a", 0.45)}"/>`;
  }
  out += path(
    polyPath([
      [-128, -112],
      [128, -112],
      [118, -136],
      [-118, -136],
    ]),
    look.snow ? BRAND.cream : BRAND.deep,
  );
  out += rect(-128, -112, 256, 5, darken(BRAND.deep, 0.3));
  out += line(118, 0, 158, -190, "#2a2a2a", 2) + line(118, 0, 124, -28, BRAND.barkDark, 4);
  return out;
}

/** Two Adirondack chairs on a small deck. */
export function chairs(look: Look): string {
  const chair = (x: number, color: string) =>
    path(
      `M${x - 28} 0L${x - 24} -30L${x - 34} -32L${x - 34} -38L${x - 20} -38L${x - 22} -86Q${x} -100 ${x + 22} -86L${x + 20} -38L${x + 34} -38L${x + 34} -32L${x + 24} -30L${x + 28} 0L${x + 20} 0L${x + 16} -28L${x - 16} -28L${x - 20} 0Z`,
      color,
    ) + [-10, 0, 10].map((dx) => rect(x + dx - 0.8, -90, 1.6, 52, darken(color, 0.25))).join("");
  const wood = mix(BRAND.bark, "#c08a55", 0.4);
  let deck = path("M-170 -14L170 -14L190 10L-190 10Z", wood) + rect(-190, 10, 380, 10, darken(wood, 0.35));
  for (const x of [-120, -60, 0, 60, 120]) deck += line(x, -14, x * 1.12, 10, darken(wood, 0.2), 1.5);
  const table = rect(-12, -46, 24, 4, darken(wood, 0.2)) + rect(-3, -42, 6, 36, darken(wood, 0.3));
  return deck + chair(-62, look.accent) + chair(62, BRAND.forest) + table + lantern(0, -78, 0.55, look);
}
