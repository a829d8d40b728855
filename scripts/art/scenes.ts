/**
 * Scene recipes: what stands where for each subject (see `subjects.ts`), on the shared landscape backdrop.
 */
import { finish, landscape, type Stage } from "./landscape";
import { MOODS, pickMood } from "./palette";
import { barn, cabin, poolAndSlide, signpost } from "./props-buildings";
import { bellTent, chairs, fireRing, lanternPost, leanTo, picnicTable, tent } from "./props-camp";
import type { Look } from "./props-light";
import { angler, camper, kayak, wagon } from "./props-vehicles";
import type { Rng } from "./random";
import { bridge, grove, hangingLantern, onRiver, pond, putter, trail } from "./scenery";
import type { SceneSpec } from "./subjects";
import { createDoc } from "./svg";

function subjectProps(stage: Stage, spec: SceneSpec): string {
  const put = putter(stage);
  const rng = stage.rng.fork("props");
  const look: Look = stage.look;
  const alt: Look = { ...look, accent: rng.pick(["#d39a3a", "#2f7f8a", "#b4461b", "#5c7f4a"]) };
  let trees =
    grove(stage, rng.fork("grove"), 0.0, 0.3, 0.12, spec.trees) +
    grove(stage, rng.fork("grove2"), 0.7, 1, 0.1, spec.trees);
  if (spec.trees.includes("apple")) trees += grove(stage, rng.fork("orchard"), 0, 1, 0.22, ["apple"], 0.7);
  switch (spec.subject) {
    case "tent":
      return (
        trees +
        trail(stage, 0.4, 0.58, 0.55) +
        put(lanternPost(look), 0.9, 0.5, 0.9) +
        put(tent(look), 0.4, 0.58, 1.6) +
        put(picnicTable(), 0.12, 0.66, 1.2) +
        put(fireRing(look), 0.72, 0.78, 1.4)
      );
    case "tents":
      return (
        trees +
        put(tent(alt), 0.12, 0.22, 0.9) +
        put(tent(look), 0.62, 0.18, 0.85, true) +
        put(tent(alt), 0.9, 0.4, 0.95, true) +
        put(tent(look), 0.3, 0.56, 1.05) +
        put(fireRing(look), 0.72, 0.78, 1.2)
      );
    case "rv":
    case "rv-long":
      return (
        trees +
        trail(stage, 0.42, 0.6, 0.5) +
        put(camper(look, spec.subject === "rv-long"), 0.42, 0.55, 1.3) +
        put(picnicTable(), 0.9, 0.68, 1.1) +
        put(fireRing(look), 0.12, 0.82, 1.3)
      );
    case "cabin":
    case "cabin-deluxe":
      return (
        trees +
        trail(stage, 0.45, 0.5, 0.55) +
        put(cabin(look, spec.subject === "cabin-deluxe"), 0.45, 0.5, 1.35) +
        put(fireRing(look), 0.85, 0.8, 1.3) +
        (spec.snow ? "" : put(picnicTable(), 0.1, 0.74, 1.1))
      );
    case "wagon":
      return (
        trees +
        trail(stage, 0.5, 0.56, 0.6) +
        put(wagon(look), 0.45, 0.55, 1.5) +
        put(fireRing(look), 0.88, 0.8, 1.3) +
        put(lanternPost(look), 0.06, 0.62, 1)
      );
    case "wagons":
      return (
        trees +
        put(wagon(look), 0.18, 0.28, 1.1) +
        put(wagon(look), 0.55, 0.22, 1, true) +
        put(wagon(look), 0.88, 0.34, 1.1, true) +
        put(fireRing(look), 0.5, 0.7, 1.6)
      );
    case "bell":
      return (
        trees +
        trail(stage, 0.48, 0.56, 0.4) +
        put(bellTent(look), 0.48, 0.55, 1.45) +
        put(fireRing(look), 0.88, 0.82, 1.2)
      );
    case "lean-to":
      return (
        trees +
        trail(stage, 0.45, 0.5, 0.7) +
        put(leanTo(look), 0.45, 0.5, 1.45) +
        put(fireRing(look), 0.5, 0.84, 1.3)
      );
    case "barn":
      return (
        grove(stage, rng, 0.55, 1, 0.2, ["apple"], 0.8) +
        put(barn(look), 0.3, 0.32, 1.3) +
        pond(stage, 0.7, 0.62) +
        put(picnicTable(), 0.12, 0.8, 1.2)
      );
    case "pool":
      return trees + put(poolAndSlide(look), 0.5, 0.55, 1.5) + put(tent(alt), 0.08, 0.32, 0.9);
    case "campfire":
      return (
        trees +
        put(tent(alt), 0.22, 0.28, 1.1) +
        put(chairs(look), 0.8, 0.55, 1) +
        put(fireRing(look), 0.5, 0.72, 2.2) +
        put(lanternPost(look), 0.06, 0.66, 1)
      );
    case "porch":
      return put(wagon(look), 0.92, 0.3, 0.9, true) + put(chairs(alt), 0.42, 0.9, 2.2);
    case "angler":
      return trees + onRiver(stage, angler(look), 0.55, 1.05) + put(tent(alt), 0.6, 0.35, 0.9);
    case "kayak":
      return (
        trees +
        onRiver(stage, kayak(look), 0.32, 1.5) +
        onRiver(stage, kayak(alt), 0.75, 1.4, 0.25) +
        put(lanternPost(look), 0.85, 0.7, 1.2)
      );
    case "bridge":
      return trees + bridge(stage) + put(cabin(alt), 0.75, 0.3, 0.9) + put(signpost(look), 0.3, 0.78, 1.2);
    case "signpost":
      return (
        trees +
        put(cabin(alt), 0.75, 0.3, 1) +
        put(signpost(look), 0.35, 0.72, 1.6) +
        put(lanternPost(look), 0.55, 0.62, 1.2)
      );
    case "lantern":
      return (
        trees +
        put(tent(alt), 0.6, 0.3, 1) +
        put(bellTent(look), 0.88, 0.42, 0.9) +
        put(fireRing(look), 0.7, 0.62, 1) +
        hangingLantern(stage)
      );
    case "lineup":
      return (
        trees +
        put(cabin(alt), 0.1, 0.36, 0.95) +
        put(wagon(look), 0.38, 0.45, 1) +
        put(bellTent(look), 0.65, 0.5, 1) +
        put(camper(alt), 0.9, 0.44, 0.95, true)
      );
    default:
      return (
        trees +
        put(cabin(alt), 0.55, 0.18, 0.9) +
        put(tent(look), 0.22, 0.38, 1) +
        put(camper(alt), 0.85, 0.32, 1, true) +
        put(bellTent(look), 0.4, 0.55, 0.9) +
        put(fireRing(look), 0.62, 0.7, 1.2) +
        put(lanternPost(look), 0.92, 0.72, 1.1)
      );
  }
}

/** A full scene picture (any size) from a spec. */
export function drawScene(w: number, h: number, rng: Rng, spec: SceneSpec): string {
  const doc = createDoc(w, h);
  const needsRiver = spec.river || ["angler", "kayak", "bridge"].includes(spec.subject);
  const mood = spec.mood ? MOODS[spec.mood] : pickMood(rng.fork("mood"));
  const stage = landscape(doc, rng.fork("land"), mood, {
    river: needsRiver ? (rng.chance(0.5) ? "left" : "right") : "none",
    snow: spec.snow,
    valleyTrees: spec.trees,
    accent: spec.accent,
  });
  const props = subjectProps(stage, spec);
  const frame = stage.river
    ? stage.free[0] > 0.3
      ? "left"
      : "right"
    : rng.pick(["left", "right", "none"] as const);
  return finish(stage, props, frame);
}
