import path from "node:path";

/**
 * The node arguments that run one of the app's TypeScript scripts the way `npm start` does: through tsx, with the
 * `react-server` condition so the server-only services it loads (the hold sweeper's claim writer) import.
 */
export const tsxArgs = (script: string) => [
  path.resolve("node_modules/tsx/dist/cli.mjs"),
  "--conditions=react-server",
  script,
];
