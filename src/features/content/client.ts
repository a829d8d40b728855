// What other features may import from this one, client-safe; its server-only services are in server.ts (decision 0020).
export { contentPagePath, WAIVER_KEY_PREFIX } from "./content-paths";
