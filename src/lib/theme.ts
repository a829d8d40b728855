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
});
