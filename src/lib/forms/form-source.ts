import type { GetInputPropsOptions, GetInputPropsReturnType } from "@mantine/form";

/** What a field group needs of a `@mantine/form` form: its fields' props by path. */
export type FormSource = {
  getInputProps: (path: string, options?: GetInputPropsOptions) => GetInputPropsReturnType;
};

/** `path` under the group's `prefix` ("guests" + "adults" → "guests.adults"; no prefix, the path itself). */
export const under = (prefix: string, path: string) => (prefix ? `${prefix}.${path}` : path);
