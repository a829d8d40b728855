import "server-only";

// The server-only services of this feature that other features call (decision 0020).
export { getProfile, updateProfile } from "./account.service";
