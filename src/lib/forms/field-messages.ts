import type { FieldErrors } from "@/lib/trpc/form-errors";
import { fieldOf } from "./zod-form-validate";

/** The first message at `field` or below it (`rvTypes`, `rvTypes.0`), for a field that shows its list's messages. */
export const messageAt = (errors: FieldErrors, field: string): string | undefined =>
  Object.entries(errors).find(([path]) => fieldOf([field], path) !== null)?.[1];

/** The first message at none of the form's `fields`: the form shows it above them, or it would go unseen. */
export const strayMessage = (errors: FieldErrors, fields: readonly string[]): string | null =>
  Object.entries(errors).find(([path]) => fieldOf(fields, path) === null)?.[1] ?? null;
