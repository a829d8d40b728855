import path from "node:path";

/**
 * The node arguments that run one of the app's TypeScript scripts the way `npm start` does: through tsx, with the
 * `react-server` condition so the server-only services it loads (the hold sweeper's claim writer) import.
 */
export const tsxArgs = (script: string) => [
  path.resolve("node_modules/tsx/dist/cli.mjs"),
  "--conditions=react-server",
  ...(script === START_SCRIPT ? SERVER_NODE_FLAGS : []),
  script,
];

export const START_SCRIPT = "scripts/start.ts";

/**
 * V8 flags the production server runs with, as `npm start` gives them (package.json), both for a booking rush that
 * meets a freshly started process (bench/README.md "A booking rush", decision 0033):
 * - 64 MB semi-spaces, a 128 MB young generation (V8's default is 32 MB), so that a burst of requests is not
 *   collected every few milliseconds: a first rush of 400 guests went from 273–287 to 280–321 attempts a second;
 * - `--always-sparkplug`: every function gets V8's baseline machine code on its first call instead of running in the
 *   interpreter until it is called often. ~12 MB more memory; in five alternating pairs of first rushes, 281–329
 *   attempts a second without it (mean 304), 298–337 with it (mean 322).
 */
export const SERVER_NODE_FLAGS = ["--max-semi-space-size=64", "--always-sparkplug"];
