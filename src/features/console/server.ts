import "server-only";

/** What the console's pages (front desk, setup, reports) use of the console's chrome on the server. */
export { type ConsoleSearchParams, consoleContext } from "./console-context";
