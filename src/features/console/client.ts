/** The console's chrome, the way `shell` serves guests: what the console's screens (front desk, setup, reports) use. */

export { ALL_PARKS } from "./all-parks";
export { default as consoleStyles } from "./components/console.module.css";
export { default as consoleFormStyles } from "./components/console-forms.module.css";
export { ConsoleNotice, type Notice } from "./components/console-notice";
export { ConsoleShell } from "./components/console-shell";
export { NoParks } from "./components/no-parks";
export { ParkPicker } from "./components/park-picker";
export { StatusTag } from "./components/status-tag";
export { useSetSearchParam } from "./components/use-search-param";
