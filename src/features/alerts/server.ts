import "server-only";

// The server-only services of this feature that other code calls (the background jobs).
export { type MatchingOutcome, runAlertMatching } from "./alert-matching.service";
