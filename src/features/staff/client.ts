/** What other features may use of the staff console's screens. */

export { AcceptInvitation } from "./components/accept-invitation";
