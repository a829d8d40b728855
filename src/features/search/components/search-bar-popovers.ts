// The search bar's floating widgets (location suggestions, its tooltip, the guests popover), loaded on demand by
// lazy-search-fields.tsx (issue 12 §6): Mantine's Combobox, Popover and floating-ui stay out of first load.
export { Autocomplete, Popover, Tooltip } from "@mantine/core";
