import "@/lib/zod-messages";
import * as z from "zod/mini";
import { EQUIPMENT_TYPES } from "@/features/availability/engine-types";

/**
 * The checkout schemas the browser also runs (the form checks the guest's details, each stay's trip details and
 * the test card before it sends them): `zod/mini`, so classic Zod stays out of the client bundle. checkout.schemas.ts
 * re-exports them and builds the server's placeOrder input from them.
 */

const requiredText = (label: string, max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, `Enter ${label}`), z.maxLength(max, `Use at most ${max} characters`));

export const ZGuestDetails = z.object({
  firstName: requiredText("your first name", 80),
  lastName: requiredText("your last name", 80),
  email: z.pipe(
    z.string().check(z.trim(), z.toLowerCase()),
    z.email("Enter an e-mail address like name@example.com").check(z.maxLength(254)),
  ),
  phone: z
    .string()
    .check(
      z.trim(),
      z.regex(/^\+?[0-9 ().-]{7,20}$/, "Enter a phone number the park can reach you on, e.g. 607-555-0123"),
    ),
  address: z.object({
    line1: requiredText("the street address", 120),
    line2: z.optional(z.string().check(z.trim(), z.maxLength(120))),
    city: requiredText("the city", 80),
    state: requiredText("the state or province", 40),
    postalCode: z
      .string()
      .check(z.trim(), z.regex(/^[A-Za-z0-9 -]{3,10}$/, "Enter a postal code, e.g. 12776")),
    country: z._default(
      z
        .string()
        .check(z.trim(), z.toUpperCase(), z.regex(/^[A-Z]{2}$/, "Use a two-letter country code, e.g. US")),
      "US",
    ),
  }),
});
export type GuestDetailsInput = z.infer<typeof ZGuestDetails>;

/** What the park needs to know about each stay (spec §2's "trip details form"). */
export const ZTripDetailsInput = z.object({
  reservationDetailId: z.uuid(),
  equipmentType: z.optional(z.enum(EQUIPMENT_TYPES)),
  rvLength: z.optional(
    z
      .number()
      .check(z.int("Whole feet, please"), z.minimum(8, "At least 8 ft"), z.maximum(60, "At most 60 ft")),
  ),
  vehicles: z.optional(z.number().check(z.int(), z.minimum(0), z.maximum(6, "At most 6 vehicles per site"))),
  arrivalTime: z.optional(z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 16:30"))),
  notes: z.optional(z.string().check(z.trim(), z.maxLength(500, "Keep notes under 500 characters"))),
});
export type TripDetailsInput = z.infer<typeof ZTripDetailsInput>;
