/** Buildings in their own units (origin at base centre): log cabin, red barn, covered bridge, signpost, pool. */
import { BRAND, darken, lighten, mix } from "./palette";
import { halo, type Look, pane, shadow } from "./props-light";
import { circle, line, opacity, path, polyPath, rect } from "./svg";

/** Gable-front log cabin; `wide` makes the two-bedroom deluxe version with a porch roof. */
export function cabin(look: Look, wide = false): string {
  const half = wide ? 130 : 90;
  const wall = BRAND.bark;
  const roof = look.snow ? "#e9eef2" : mix(BRAND.deep, "#3a3a3a", 0.35);
  const peak = wide ? -200 : -180;
  let out = shadow(half + 40);
  // Chimney and smoke.
  out +=
    rect(half * 0.45, peak + 30, 20, 60, BRAND.stone) +
    rect(half * 0.45 - 3, peak + 26, 26, 8, darken(BRAND.stone, 0.2));
  for (let i = 0; i < 4; i++)
    out += circle(
      half * 0.45 + 10 + i * 9,
      peak + 14 - i * 22,
      8 + i * 5,
      "#eeeae2",
      opacity(0.45 - i * 0.09),
    );
  out += rect(-half, -112, half * 2, 112, wall);
  for (let y = -100; y < 0; y += 12) out += rect(-half, y, half * 2, 2.5, darken(wall, 0.25));
  for (let y = -106; y < 0; y += 12)
    out += circle(-half, y, 6, mix(wall, "#d9b07a", 0.4)) + circle(half, y, 6, mix(wall, "#d9b07a", 0.4));
  out += path(
    polyPath([
      [-half, -112],
      [0, peak + 12],
      [half, -112],
    ]),
    lighten(wall, 0.12),
  );
  for (let x = -half + 14; x < half; x += 14) {
    const top = -112 - (half - Math.abs(x)) * ((-112 - peak - 12) / half);
    out += line(x, -112, x, top + 3, darken(wall, 0.15), 1.5);
  }
  out += pane(-14, peak + 52, 28, 22, look, 11);
  out += path(
    polyPath([
      [-half - 26, -104],
      [0, peak],
      [half + 26, -104],
      [half + 26, -94],
      [0, peak + 12],
      [-half - 26, -94],
    ]),
    roof,
  );
  if (look.snow)
    out += path(
      polyPath([
        [-half - 26, -104],
        [0, peak],
        [half + 26, -104],
        [half + 14, -100],
        [0, peak + 8],
        [-half - 14, -100],
      ]),
      "#ffffff",
    );
  // Door and windows.
  out +=
    rect(-19, -74, 38, 74, darken(wall, 0.45)) +
    rect(-14, -68, 28, 24, darken(wall, 0.3)) +
    circle(12, -36, 2.5, BRAND.flameCore);
  const windows = wide ? [-half + 18, -half + 62, half - 100, half - 56] : [-half + 18, half - 56];
  for (const x of windows)
    out +=
      pane(x, -84, 38, 34, look) +
      rect(x + 18, -84, 2, 34, darken(wall, 0.4)) +
      rect(x - 3, -52, 44, 5, darken(wall, 0.3));
  if (wide) {
    out += rect(-half - 16, -8, half * 2 + 32, 8, mix(wall, "#c08a55", 0.5));
    for (const x of [-half - 10, -30, 26, half + 4]) out += rect(x, -104, 6, 96, mix(wall, "#c08a55", 0.35));
    out += rect(-half - 16, -36, half * 2 + 32, 4, mix(wall, "#c08a55", 0.35), opacity(0.9));
  } else out += rect(-30, -6, 60, 6, mix(wall, "#c08a55", 0.5));
  return out;
}

/** Red gambrel barn with white trim and a silo. */
export function barn(look: Look): string {
  const red = "#a63a24";
  const trim = BRAND.cream;
  let out = shadow(170, 30);
  out +=
    rect(110, -190, 46, 190, "#c9c2b4") +
    path("M110 -190Q133 -222 156 -190Z", BRAND.steel) +
    rect(133, -190, 23, 190, "#000", opacity(0.1));
  out += rect(-110, -130, 220, 130, red) + rect(40, -130, 70, 130, "#000", opacity(0.12));
  for (let x = -100; x < 110; x += 14) out += rect(x, -130, 1.5, 130, darken(red, 0.25));
  out += path(
    polyPath([
      [-122, -124],
      [-92, -186],
      [0, -218],
      [92, -186],
      [122, -124],
      [110, -124],
      [84, -178],
      [0, -206],
      [-84, -178],
      [-110, -124],
    ]),
    trim,
  );
  out += path(
    polyPath([
      [-110, -124],
      [-84, -178],
      [0, -206],
      [84, -178],
      [110, -124],
    ]),
    red,
  );
  out += path(
    polyPath([
      [-126, -122],
      [-94, -190],
      [0, -224],
      [94, -190],
      [126, -122],
      [118, -122],
      [90, -184],
      [0, -214],
      [-90, -184],
      [-118, -122],
    ]),
    look.snow ? "#eef2f4" : "#3b3b3b",
  );
  out +=
    pane(-20, -178, 40, 30, look, 2) + rect(-20, -178, 40, 30, "none", ` stroke="${trim}" stroke-width="4"`);
  out +=
    rect(-40, -84, 80, 84, darken(red, 0.15)) +
    rect(-40, -84, 80, 84, "none", ` stroke="${trim}" stroke-width="5"`);
  out += line(-40, -84, 40, 0, trim, 4) + line(40, -84, -40, 0, trim, 4) + line(0, -84, 0, 0, trim, 3);
  return out;
}

/** Red covered bridge seen side-on, spanning `span` units, abutments included. */
export function coveredBridge(span: number, look: Look): string {
  const red = "#9e3b26";
  const half = span / 2;
  const stone = (x: number) =>
    path(
      polyPath([
        [x - 26, -48],
        [x + 26, -48],
        [x + 34, 12],
        [x - 34, 12],
      ]),
      BRAND.stone,
    ) + rect(x - 26, -48, 52, 6, lighten(BRAND.stone, 0.2));
  let out = rect(-half, -48, span, 10, darken(red, 0.55)) + stone(-half + 10) + stone(half - 10);
  out += rect(-half, -112, span, 64, red);
  for (let x = -half + 10; x < half; x += 12) out += rect(x, -112, 1.5, 64, darken(red, 0.25));
  for (let x = -half + 40; x < half - 40; x += 70) out += pane(x, -96, 26, 14, look, 1);
  out += path(
    polyPath([
      [-half - 16, -108],
      [half + 16, -108],
      [half, -140],
      [-half, -140],
    ]),
    look.snow ? "#eef2f4" : "#3d3b39",
  );
  out += path(
    polyPath([
      [-half - 16, -108],
      [-half - 16, -52],
      [-half + 2, -52],
      [-half + 2, -108],
    ]),
    darken(red, 0.2),
  );
  out += path(
    polyPath([
      [half + 16, -108],
      [half + 16, -52],
      [half - 2, -52],
      [half - 2, -108],
    ]),
    darken(red, 0.2),
  );
  return out;
}

/** Wooden signpost with blank arrow boards pointing every way. */
export function signpost(look: Look): string {
  let out = shadow(40) + rect(-5, -170, 10, 170, BRAND.barkDark);
  const boards: [number, number, string][] = [
    [-150, 1, BRAND.cream],
    [-118, -1, look.accent],
    [-86, 1, BRAND.forest],
  ];
  for (const [y, dir, color] of boards) {
    const tip = dir * 70;
    out += path(
      polyPath([
        [-dir * 40, y],
        [tip - dir * 14, y],
        [tip, y + 11],
        [tip - dir * 14, y + 22],
        [-dir * 40, y + 22],
      ]),
      color,
    );
    out += rect(dir > 0 ? -30 : -6, y + 10, 36, 2.5, darken(color, 0.3), opacity(0.6));
  }
  return out;
}

/** Pool with a corkscrew waterslide tower beside it. */
export function poolAndSlide(look: Look): string {
  const blue = "#3f8fb5";
  let out = shadow(220, 20);
  out += `<ellipse cx="-40" cy="-14" rx="190" ry="30" fill="${BRAND.cream}"/><ellipse cx="-40" cy="-14" rx="176" ry="24" fill="${blue}"/>`;
  for (let i = 0; i < 5; i++)
    out += rect(-180 + i * 60, -18 + (i % 2) * 6, 34, 2.5, lighten(blue, 0.55), opacity(0.8));
  const tower = mix(BRAND.bark, "#c08a55", 0.45);
  out +=
    line(120, 0, 120, -170, tower, 6) + line(180, 0, 180, -170, tower, 6) + rect(110, -176, 80, 10, tower);
  out += line(120, -60, 180, -120, tower, 3) + line(180, -60, 120, -120, tower, 3);
  out += path(
    "M124 -170C40 -160 60 -120 120 -110C190 -100 160 -60 90 -52C40 -46 10 -30 0 -18",
    "none",
    ` stroke="${look.accent === BRAND.ember ? "#2f7fb0" : look.accent}" stroke-width="16" stroke-linecap="round"`,
  );
  out += path(
    "M124 -170C40 -160 60 -120 120 -110C190 -100 160 -60 90 -52C40 -46 10 -30 0 -18",
    "none",
    ` stroke="#ffffff" stroke-width="3" stroke-opacity="0.5" transform="translate(0 -4)"`,
  );
  for (let i = 0; i < 7; i++)
    out += circle(-10 - i * 9, -20 - (i % 3) * 9, 5 + (i % 2) * 2, "#ffffff", opacity(0.85));
  if (look.dark > 0.3) out = halo(-40, -30, 200, "water", look.dark * 0.5) + out;
  return out;
}
