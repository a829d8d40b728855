import "server-only";

/** What other features' console pages (setup, reports) may use of the staff console on the server. */
export { type ConsoleSearchParams, consoleContext } from "./console-context";
