/** `npm run bench -- <name>`: runs one benchmark and prints its figures. Never part of `npm test`. */
import { benchApi } from "./api";
import { benchCheckout } from "./checkout";
import { benchConsole } from "./console";
import { benchGridDrag } from "./grid-drag";
import { benchPages } from "./pages";
import { benchReports } from "./reports";
import { benchRush } from "./rush";
import { benchSearch } from "./search";

const benchmarks: Record<string, () => Promise<void>> = {
  api: () => benchApi(),
  checkout: () => benchCheckout(process.argv.slice(3)),
  console: () => benchConsole(process.argv.slice(3)),
  "grid-drag": () => benchGridDrag(process.argv.slice(3)),
  pages: () => benchPages(process.argv.slice(3)),
  reports: () => benchReports(process.argv.slice(3)),
  rush: () => benchRush(process.argv.slice(3)),
  search: () => benchSearch(process.argv.slice(3)),
};
const name = process.argv[2] ?? "api";
const run = benchmarks[name];
if (!run) {
  console.error(`Unknown benchmark "${name}". Available: ${Object.keys(benchmarks).join(", ")}`);
  process.exit(2);
}
await run();
