import "server-only";

// The server-only services of this feature that other features call (decision 0020, 0043: the only door).
export { requestPasswordReset } from "./credentials.service";
