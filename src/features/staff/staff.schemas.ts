import { z } from "zod";
import { TEAM_ROLES } from "@/features/authentication/team-roles";
import { nightsBetween } from "@/lib/stay-dates";

/** The longest window the grid reads at once (api.md `admin.reservations.grid`: ≤ 62 nights). */
export const GRID_MAX_NIGHTS = 62;

export const ZTeamMember = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(TEAM_ROLES),
  parkIds: z.array(z.uuid()).nullable(),
  invitedBy: z.string().nullable(),
  createdAt: z.date(),
});

export const ZGridInput = z
  .object({ parkId: z.uuid(), from: z.iso.date(), to: z.iso.date() })
  .refine(({ from, to }) => nightsBetween(from, to) >= 1 && nightsBetween(from, to) <= GRID_MAX_NIGHTS, {
    path: ["to"],
    message: `Choose an end after the start, at most ${GRID_MAX_NIGHTS} nights later.`,
  });

export const ZGrid = z.object({
  campsites: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      campsiteTypeId: z.uuid(),
      campsiteTypeName: z.string(),
      category: z.enum(["tent", "rv", "lodging", "other"]),
      accessible: z.boolean(),
    }),
  ),
  claims: z.array(
    z.object({
      id: z.uuid(),
      campsiteId: z.uuid(),
      start: z.iso.date(),
      end: z.iso.date(),
      kind: z.enum(["reservation", "hold", "block"]),
      reservationId: z.uuid().optional(),
      guestName: z.string().optional(),
      status: z.enum(["confirmed", "canceled"]).optional(),
      locked: z.boolean(),
    }),
  ),
});

const ZReason = z.string().trim().min(3, "Say why, in a few words.").max(500);

export const ZBlockInput = z.object({
  parkId: z.uuid(),
  campsiteId: z.uuid(),
  dates: z
    .object({ start: z.iso.date(), end: z.iso.date() })
    .refine(({ start, end }) => nightsBetween(start, end) >= 1 && nightsBetween(start, end) <= 366, {
      path: ["end"],
      message: "Choose an end after the start, at most a year later.",
    }),
  reason: ZReason,
});

/** An audit page's cursor: the last entry's time and id, opaque to the caller. */
export const ZCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[0-9a-f-]{36}$/, "Not a cursor of this list.")
  .transform((cursor) => {
    const [at, id] = cursor.split("|") as [string, string];
    return { at: new Date(at), id };
  });

export const ZAuditItem = z.object({
  id: z.uuid(),
  at: z.date(),
  actor: z.string().nullable(),
  role: z.enum(TEAM_ROLES),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  parkId: z.uuid().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
});

export const ZFrontDeskRow = z.object({
  reservationId: z.uuid(),
  orderConfirmation: z.string(),
  guestName: z.string(),
  guestPhone: z.string(),
  site: z.object({ id: z.uuid(), name: z.string() }),
  campsiteTypeName: z.string(),
  arrival: z.iso.date(),
  departure: z.iso.date(),
  adults: z.number().int(),
  children: z.number().int(),
  pets: z.number().int(),
  equipment: z
    .object({ type: z.string(), rvLength: z.number().optional(), slideOut: z.number().optional() })
    .nullable(),
  balanceCents: z.number().int(),
  checkedInAt: z.date().nullable(),
  checkedOutAt: z.date().nullable(),
});

export const ZReservationRow = z.object({
  reservationId: z.uuid(),
  orderConfirmation: z.string(),
  guestName: z.string(),
  guestEmail: z.string(),
  guestPhone: z.string(),
  park: z.object({ id: z.uuid(), name: z.string() }),
  siteName: z.string(),
  campsiteTypeName: z.string(),
  arrival: z.iso.date(),
  departure: z.iso.date(),
  status: z.enum(["confirmed", "canceled"]),
  adults: z.number().int(),
  children: z.number().int(),
  pets: z.number().int(),
  checkedInAt: z.date().nullable(),
  checkedOutAt: z.date().nullable(),
});

/** A reservation page's cursor: the last row's arrival and id, opaque to the caller. */
export const ZReservationCursor = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}\|[0-9a-f-]{36}$/, "Not a cursor of this list.")
  .transform((cursor) => {
    const [arrival, id] = cursor.split("|") as [string, string];
    return { arrival, id };
  });

export const ZCancelInput = z.object({
  reservationId: z.uuid(),
  refund: z.union([
    z.enum(["POLICY", "FULL", "NONE"]),
    z.object({ amount: z.number().int("Whole cents.").min(0, "A refund is not negative.") }),
  ]),
  reason: ZReason,
  notifyGuest: z.boolean(),
});
