/**
 * Reads a short text (an alt text, a campsite type's name, a hero's description) for keywords: the first
 * subject word decides what stands in the foreground, other words set the light, river, snow and trees. So a
 * new park or type gets a fitting picture without anyone touching the art code.
 */
import type { Mood } from "./palette";
import type { Kind } from "./trees";

const SUBJECTS = [
  ["valley", /panorama|valley of/],
  ["lineup", /every kind of stay|lineup/],
  ["porch", /rocking chair|adirondack/],
  ["wagons", /wagons/],
  ["wagon", /wagon|conestoga/],
  ["lean-to", /lean-to/],
  ["bell", /bell tent|glamping|safari|string light/],
  ["barn", /barn|\bfarm\b|farm store/],
  ["pool", /waterslide|pool/],
  ["angler", /angler|casting|fly rod/],
  ["kayak", /kayak|paddl|waiver/],
  ["bridge", /\bbridge\b/],
  ["rv-long", /pull-through|full hookup|fifth-wheel|motorhome/],
  ["rv", /\brv\b|camper\b|back-in|trailer/],
  ["cabin-deluxe", /deluxe|lodge/],
  ["cabin", /cabin/],
  ["campfire", /marshmallow|fire pit|campfire|s'mores|reward/],
  ["signpost", /signpost|direction|question|contact/],
  ["lantern", /lantern|about/],
  ["tents", /tents|group/],
  ["tent", /tent/],
] as const;

export type Subject = (typeof SUBJECTS)[number][0];

export type SceneSpec = {
  subject: Subject;
  mood?: Mood["name"];
  river: boolean;
  snow: boolean;
  trees: Kind[];
  pond: boolean;
  accent?: string;
};

const CATEGORY_SUBJECT: Record<string, Subject> = { tent: "tent", rv: "rv", lodging: "cabin", other: "bell" };

/** Subject from `subjectText` (falling back to the category), light and setting from it plus `context`. */
export function specFromText(subjectText: string, context = "", category?: string): SceneSpec {
  const own = subjectText.toLowerCase();
  const all = `${own} ${context.toLowerCase()}`;
  const found = SUBJECTS.find(([, pattern]) => pattern.test(own));
  const subject: Subject = found?.[0] ?? (category ? CATEGORY_SUBJECT[category] : undefined) ?? "valley";
  const mood: Mood["name"] | undefined = /night|stars|reward/.test(all)
    ? "night"
    : /sunset|evening/.test(all)
      ? "sunset"
      : /dawn|misty|morning/.test(all)
        ? "dawn"
        : /dusk|marshmallow|lights/.test(all)
          ? "dusk"
          : undefined;
  const trees: Kind[] = /orchard|apple/.test(all)
    ? ["apple", "apple", "pine"]
    : /maple|oak|sycamore|shade/.test(all)
      ? ["broadleaf", "broadleaf", "pine"]
      : ["pine", "pine", "broadleaf"];
  return {
    subject,
    mood,
    river:
      /river|creek|beaverkill|willowemoc|riffle|angler|kayak|bridge|waiver/.test(all) && !/hilltop/.test(own),
    snow: /snow|winter/.test(own),
    trees,
    pond: /pond/.test(all),
  };
}
