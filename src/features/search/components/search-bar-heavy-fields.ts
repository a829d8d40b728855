// The search bar's heavier fields, loaded on demand by lazy-search-fields.tsx (issue 12 §6).
export { NumberInput } from "@mantine/core";
export { DatePickerInput } from "@mantine/dates";
