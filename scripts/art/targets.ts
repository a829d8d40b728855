/**
 * Every picture to draw, derived from the demo seed modules (parks, campsite types) plus any literal `/art/…`
 * path written in a seed file, so a new park, type or hard-coded link gets its art without editing this list.
 */
import fs from "node:fs";
import path from "node:path";
import { DEMO_PARKS, parkArt } from "../../src/server/db/seed/demo-parks";
import { DEMO_TYPES, typePhoto } from "../../src/server/db/seed/demo-types";
import { drawLogo, motifFor } from "./logo";
import { ACCENTS, BRAND } from "./palette";
import { createRng, hashString } from "./random";
import { drawScene } from "./scenes";
import { drawSiteMap } from "./sitemap";
import { specFromText } from "./subjects";

export type Target = { url: string; width: number; height: number; svg: () => string };

/** Information-page heroes and what each one shows (read by `specFromText`). */
export const HEROES: Record<string, string> = {
  home: "Panorama of the Beaverkill river valley at golden hour",
  accommodations: "Every kind of stay in a row: cabin, wagon, bell tent and camper",
  activities: "Kayak paddlers on the Beaverkill river",
  attractions: "The red covered bridge over the river near town",
  amenities: "Campfire, s'mores, picnic table and lantern at dusk",
  about: "A lantern glowing at a campsite at dusk",
  contact: "A signpost by the trading post, a lantern beside it",
  faqs: "A signpost answering every question, a lantern beside it",
  "roscoe-and-beyond": "Covered bridge over the Beaverkill at sunset, Roscoe beyond",
  rewards: "Stars over a campfire and tents, a night to remember",
  waivers: "Kayak launch on the river at morning",
};

const SCENE = { width: 1600, height: 1067 };

const accentOf = (slug: string) => ACCENTS[hashString(slug) % ACCENTS.length] ?? BRAND.ember;

function scene(
  url: string,
  width: number,
  height: number,
  text: string,
  context = "",
  category?: string,
  accent?: string,
): Target {
  return {
    url,
    width,
    height,
    svg: () => drawScene(width, height, createRng(url), { ...specFromText(text, context, category), accent }),
  };
}

function parkTargets(): Target[] {
  const targets: Target[] = [];
  for (const park of DEMO_PARKS) {
    const art = parkArt(park.slug);
    const context = `${park.slug} ${park.tagline}`;
    const accent = accentOf(park.slug);
    const types = DEMO_TYPES[park.slug] ?? [];
    targets.push(
      scene(art.heroImage, 2400, 1200, `${park.name} ${park.tagline}`, context, undefined, accent),
    );
    targets.push({
      url: art.logoImage,
      width: 512,
      height: 512,
      svg: () => drawLogo(512, createRng(art.logoImage), motifFor(`${park.name} ${park.tagline}`), accent),
    });
    targets.push({
      url: art.siteMapImage,
      width: 1600,
      height: 1000,
      svg: () =>
        drawSiteMap(1600, 1000, createRng(art.siteMapImage), {
          types: types.map((t) => ({ slug: t.slug, category: t.category, sites: t.sites.count })),
          river:
            /river|creek|riverside|kill\b/i.test(`${park.tagline} ${park.description}`) &&
            !/ridge above/i.test(park.description),
          features: park.features,
        }),
    });
    park.photoAlts.forEach((alt, i) => {
      targets.push(scene(art.photo(i + 1), SCENE.width, SCENE.height, alt, context, undefined, accent));
    });
    for (const type of types) {
      targets.push(
        scene(
          typePhoto(park.slug, type.slug),
          SCENE.width,
          SCENE.height,
          `${type.slug} ${type.name}`,
          context,
          type.category,
          accent,
        ),
      );
    }
  }
  for (const [name, text] of Object.entries(HEROES))
    targets.push(scene(`/art/heroes/${name}.webp`, 2400, 900, text));
  targets.push(
    scene("/art/og-default.webp", 1200, 630, "A lantern glowing at a campsite at dusk in the Catskills"),
  );
  return targets;
}

/** Literal `/art/….webp` paths in seed files that the modules above did not already produce. */
function literalTargets(seedDir: string, known: Set<string>): Target[] {
  const found = new Set<string>();
  for (const file of fs.readdirSync(seedDir)) {
    if (!file.endsWith(".ts")) continue;
    const text = fs.readFileSync(path.join(seedDir, file), "utf8");
    for (const match of text.matchAll(/["'`](\/art\/[\w\-/]+\.webp)["'`]/g)) found.add(match[1]!);
  }
  return [...found]
    .filter((url) => !known.has(url))
    .map((url) => {
      const hero = /^\/art\/heroes\/([\w-]+)\.webp$/.exec(url);
      if (hero) return scene(url, 2400, 900, HEROES[hero[1]!] ?? hero[1]!.replace(/-/g, " "));
      const words = url.replace(/^\/art\/|\.webp$/g, "").replace(/[/-]/g, " ");
      return scene(url, SCENE.width, SCENE.height, words, words);
    });
}

export function collectTargets(seedDir: string): Target[] {
  const targets = parkTargets();
  const known = new Set(targets.map((t) => t.url));
  return [...targets, ...literalTargets(seedDir, known)];
}
