/** Brand colours and the light of each time of day ("mood") the scenes are painted in. */
import type { Rng } from "./random";

export const BRAND = {
  forest: "#2f5d46",
  deep: "#1e3f2f",
  moss: "#e8efe9",
  ember: "#b4461b",
  cream: "#faf8f3",
  bark: "#6b4a33",
  barkDark: "#4a3324",
  canvas: "#f1e6d0",
  canvasShade: "#d9c7a6",
  flame: "#f6a33b",
  flameCore: "#ffe08a",
  glow: "#ffcf7a",
  stone: "#8c8a82",
  steel: "#5f6b70",
} as const;

/** Accent colours for tents, stripes and badges. */
export const ACCENTS = [BRAND.ember, "#d39a3a", "#2f7f8a", BRAND.forest, "#c0643a"] as const;

export type Mood = {
  name: "golden" | "sunset" | "dusk" | "dawn" | "night";
  sky: [string, string, string];
  sun: string;
  sunGlow: string;
  /** Colour far ridges fade into. */
  haze: string;
  /** Colour of the nearest ridge. */
  ridge: string;
  meadow: [string, string];
  foliage: [string, string];
  water: [string, string];
  cloud: [string, string];
  /** 0 (bright day) … 1 (night): windows, lanterns and fires glow more as it rises. */
  dark: number;
  stars: boolean;
};

export const MOODS: Record<Mood["name"], Mood> = {
  golden: {
    name: "golden",
    sky: ["#8fb8cf", "#f3d7a8", "#ffd9a0"],
    sun: "#fff1c9",
    sunGlow: "#ffd27a",
    haze: "#dcb58c",
    ridge: "#2c5641",
    meadow: ["#9bab5e", "#5f7f45"],
    foliage: ["#3f6d4d", "#2a4f3a"],
    water: ["#f4d6a6", "#4f8aa0"],
    cloud: ["#fff4de", "#f0c9a0"],
    dark: 0.1,
    stars: false,
  },
  sunset: {
    name: "sunset",
    sky: ["#5d7ea6", "#e9a487", "#ffc27d"],
    sun: "#ffe6b0",
    sunGlow: "#ff9a5a",
    haze: "#c7908e",
    ridge: "#28463a",
    meadow: ["#8d8a52", "#4d6540"],
    foliage: ["#34563f", "#213d2e"],
    water: ["#ffc996", "#4f6a8f"],
    cloud: ["#ffd7b0", "#c9808a"],
    dark: 0.4,
    stars: false,
  },
  dusk: {
    name: "dusk",
    sky: ["#24304f", "#6a5a80", "#f0a07a"],
    sun: "#ffd39a",
    sunGlow: "#e8855e",
    haze: "#7d6a8e",
    ridge: "#1b3129",
    meadow: ["#4d5a45", "#26382c"],
    foliage: ["#24402f", "#15291f"],
    water: ["#e9a07e", "#2f3d5c"],
    cloud: ["#f0a888", "#5a4a6e"],
    dark: 0.8,
    stars: true,
  },
  dawn: {
    name: "dawn",
    sky: ["#8fb6d3", "#efd6d2", "#fcd5b0"],
    sun: "#fff6e3",
    sunGlow: "#ffd6b0",
    haze: "#b4bfd6",
    ridge: "#35604b",
    meadow: ["#a7b57c", "#6c8a58"],
    foliage: ["#4a7858", "#2f5d46"],
    water: ["#f3e4da", "#6f9db3"],
    cloud: ["#ffffff", "#e5cfd1"],
    dark: 0.05,
    stars: false,
  },
  night: {
    name: "night",
    sky: ["#0f1a2e", "#1f3350", "#3e4f6e"],
    sun: "#f4f0dc",
    sunGlow: "#9fb3cf",
    haze: "#34466a",
    ridge: "#0f2019",
    meadow: ["#2c3b36", "#16241c"],
    foliage: ["#1a3026", "#0e1d16"],
    water: ["#5a6f92", "#1d2b44"],
    cloud: ["#4a5d7e", "#26344f"],
    dark: 1,
    stars: true,
  },
};

export function pickMood(
  rng: Rng,
  allowed: readonly Mood["name"][] = ["golden", "sunset", "dusk", "dawn"],
): Mood {
  return MOODS[rng.pick(allowed)];
}

function parse(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Linear blend of two #rrggbb colours; t = 0 gives `a`, t = 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  const channel = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, "0");
  return `#${channel(ar, br)}${channel(ag, bg)}${channel(ab, bb)}`;
}

export const lighten = (color: string, t: number) => mix(color, "#ffffff", t);
export const darken = (color: string, t: number) => mix(color, "#000000", t);
