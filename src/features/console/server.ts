import "server-only";

/** What the console's pages (front desk, setup, reports) use of the console's chrome on the server. */
export { ALL_PARKS } from "./all-parks";
export { type ConsoleSearchParams, consoleContext } from "./console-context";
