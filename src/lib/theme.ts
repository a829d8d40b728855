import { createTheme } from "@mantine/core";

/** Mantine theme matching the CSS tokens of globals.css. */
export const theme = createTheme({
  primaryColor: "forest",
  colors: {
    forest: [
      "#eef5f0",
      "#dbe8df",
      "#b5d0bd",
      "#8cb79a",
      "#6aa27c",
      "#4f8a64",
      "#3d7352",
      "#2f5d46",
      "#244a37",
      "#1e3f2f",
    ],
  },
  primaryShade: 7,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: { fontFamily: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, serif" },
  defaultRadius: "md",
  // Icon-only close buttons need a name for screen readers (axe: button-name); a dialog may still set its own.
  components: {
    // Plain objects, not `Modal.extend(…)`: the theme is built in the root layout, a server component.
    // A dialog's title bar is Mantine's <header>, which axe counts as a second banner landmark: drop its role.
    Modal: {
      defaultProps: {
        closeButtonProps: { "aria-label": "Close dialog" },
        attributes: { header: { role: "presentation" } },
      },
    },
    Drawer: { defaultProps: { attributes: { header: { role: "presentation" } } } },
    // A menu holds menu items only (axe: aria-required-children): no focusable placeholder at its top; opening
    // it by keyboard focuses its first item instead.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    Notification: { defaultProps: { closeButtonProps: { "aria-label": "Close notification" } } },
  },
});

/** Mantine's red is 3.3:1 on white; destructive actions and error alerts use the error red of globals.css (6.3:1). */
export const DANGER_COLOR = "#b42318";
