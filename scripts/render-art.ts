/**
 * Draws the site's illustrations: original SVG built by `scripts/art/*`, encoded to WebP with sharp into
 * `public/art/`, one file for every image path the demo seed references (see `scripts/art/targets.ts`).
 *
 *   npx tsx scripts/render-art.ts           draw what is missing
 *   npx tsx scripts/render-art.ts --force   redraw everything
 *
 * Idempotent: existing files are skipped (their mtimes untouched), so it is cheap to run before every start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { collectTargets, type Target } from "./art/targets";

const root = path.resolve(import.meta.dirname, "..");
const publicDir = path.join(root, "public");
const { values } = parseArgs({ options: { force: { type: "boolean", default: false } } });

const started = performance.now();
const targets = collectTargets(path.join(root, "src/server/db/seed"));
const fileOf = (target: Target) => path.join(publicDir, ...target.url.split("/").filter(Boolean));
const todo = values.force ? targets : targets.filter((target) => !fs.existsSync(fileOf(target)));

let bytes = 0;
async function render(target: Target): Promise<void> {
  const file = fileOf(target);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const svg = Buffer.from(target.svg());
  const webp = await sharp(svg).webp({ quality: 75, effort: 3 }).toBuffer();
  // Write-then-rename, so an interrupted run never leaves a half file that later runs would skip.
  const partial = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(partial, webp);
  fs.renameSync(partial, file);
  bytes += webp.length;
}

const workers = Math.max(1, Math.min(4, os.availableParallelism()));
sharp.concurrency(1);
let next = 0;
await Promise.all(
  Array.from({ length: workers }, async () => {
    while (next < todo.length) {
      const target = todo[next++]!;
      await render(target);
    }
  }),
);

const seconds = ((performance.now() - started) / 1000).toFixed(1);
const size = bytes > 0 ? `, ${(bytes / 1024 / 1024).toFixed(1)} MB written` : "";
console.info(
  `Art: ${todo.length} of ${targets.length} images drawn into public/art (${targets.length - todo.length} already there)${size} in ${seconds} s.`,
);
