import "server-only";

/** What other features (the console's setup and reports) may use of the staff console on the server. */
export { type Actor, recordAudit } from "./audit.service";
export { type ConsoleSearchParams, consoleContext } from "./console-context";
