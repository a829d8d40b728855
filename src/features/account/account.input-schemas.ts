import "@/lib/zod-messages";
import * as z from "zod/mini";

/**
 * The account schemas the browser also runs (the profile form checks its fields before it sends them): `zod/mini`,
 * so classic Zod stays out of the client bundle. account.schemas.ts re-exports them for the server.
 */
export const ZUpdateProfileInput = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, "Enter your first name"), z.maxLength(80)),
  lastName: z.string().check(z.trim(), z.minLength(1, "Enter your last name"), z.maxLength(80)),
  phone: z.pipe(
    z
      .string()
      .check(z.trim(), z.regex(/^(\+?[0-9 ().-]{7,20})?$/, "Enter a phone number, e.g. 607-555-0123")),
    z.transform((value: string) => value || null),
  ),
});
