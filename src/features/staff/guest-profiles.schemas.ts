import { z } from "zod";
import { emailOfGuestId, GUEST_ID_MAX_LENGTH } from "./guest-id";

/** `admin.guests.*` (api.md "the front desk's day one"; decision 0063): guest profiles across the member's parks. */

const NOT_A_CURSOR = "Not a cursor of this list.";

/** A guest's id as the console's URLs carry it: the base64url of their e-mail (see `guest-id.ts`). */
export const ZGuestId = z
  .string()
  .max(GUEST_ID_MAX_LENGTH)
  .refine((id) => emailOfGuestId(id) !== null, "Not a guest id.");

/** A search page's cursor: the last row's latest arrival and guest id, opaque to the caller. */
export const ZGuestCursor = z
  .string()
  .max(GUEST_ID_MAX_LENGTH + 11)
  .regex(/^\d{4}-\d{2}-\d{2}\|[A-Za-z0-9_-]+$/, { message: NOT_A_CURSOR, abort: true })
  .transform((cursor) => {
    const [lastArrival, guestId] = cursor.split("|") as [string, string];
    return { lastArrival, email: emailOfGuestId(guestId) };
  })
  .refine(
    (position): position is { lastArrival: string; email: string } =>
      position.email !== null && z.iso.date().safeParse(position.lastArrival).success,
    NOT_A_CURSOR,
  );

export const ZGuestSearchInput = z.object({
  /** Name, e-mail, phone digits or a confirmation code; empty: every guest, latest stay first. */
  text: z.string().trim().max(100),
  cursor: ZGuestCursor.optional(),
  limit: z.number().int().min(1).max(100).default(25),
});

/** One guest in a search: who they are and their stays at the member's parks. */
export const ZGuestRow = z.object({
  guestId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The member's parks the guest stayed at (or will), by name. */
  parks: z.array(z.string()),
  stays: z.number().int(),
  /** The latest arrival of their stays there (a future one included). */
  lastArrival: z.iso.date(),
  /** What their stays there still owe, by their folios (a credit on one stay does not pay another's). */
  balanceCents: z.number().int(),
});

export const ZGuestSearchResult = z.object({ items: z.array(ZGuestRow), nextCursor: z.string().nullable() });

const ZEquipment = z.object({
  type: z.string(),
  rvLength: z.number().optional(),
  slideOut: z.number().optional(),
});

const ZGuestNote = z.object({
  id: z.uuid(),
  text: z.string(),
  pinned: z.boolean(),
  at: z.date(),
  author: z.string().nullable(),
});

export const ZGuestStay = z.object({
  reservationId: z.uuid(),
  orderConfirmation: z.string(),
  park: z.object({ id: z.uuid(), slug: z.string(), name: z.string(), timeZone: z.string() }),
  siteName: z.string(),
  campsiteTypeName: z.string(),
  arrival: z.iso.date(),
  departure: z.iso.date(),
  status: z.enum(["confirmed", "canceled"]),
  checkedInAt: z.date().nullable(),
  checkedOutAt: z.date().nullable(),
  noShowAt: z.date().nullable(),
  party: z.object({ adults: z.number().int(), children: z.number().int(), pets: z.number().int() }),
  equipment: ZEquipment.nullable(),
  /** What this stay still owes by its folio (never below 0). */
  balanceCents: z.number().int(),
  /** Staff notes on the stay, oldest first. */
  notes: z.array(ZGuestNote),
});

export const ZGuestProfile = z.object({
  guestId: z.string(),
  /** As their latest order gives it. */
  contact: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z
      .object({
        line1: z.string(),
        line2: z.string().optional(),
        city: z.string(),
        state: z.string(),
        postalCode: z.string(),
        country: z.string(),
      })
      .nullable(),
  }),
  /** The member account this e-mail signs in to, if any. */
  account: z.object({ since: z.date() }).nullable(),
  /** The distinct rigs of their stays, newest stay first. */
  rigs: z.array(ZEquipment),
  /** What their stays at the member's parks still owe, by their folios. */
  balanceCents: z.number().int(),
  /** Their stays at the member's parks, latest arrival first. */
  stays: z.array(ZGuestStay),
});

export type GuestRow = z.infer<typeof ZGuestRow>;
export type GuestStay = z.infer<typeof ZGuestStay>;
export type GuestProfile = z.infer<typeof ZGuestProfile>;
