/** What other features (the console's setup and reports) may use of the staff console's screens. */

export { AcceptInvitation } from "./components/accept-invitation";
export { default as consoleStyles } from "./components/console.module.css";
export { ConsoleNotice, type Notice } from "./components/console-notice";
export { NoParks } from "./components/no-parks";
export { ParkPicker } from "./components/park-picker";
