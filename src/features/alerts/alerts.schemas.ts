import { z } from "zod";
import { ZBookingGuests, ZSearchInput } from "@/features/availability/stay-search.schemas";

/** api.md: at most 10 open alerts (waiting for confirmation, watching or offered) per e-mail address. */
export const MAX_OPEN_ALERTS_PER_EMAIL = 10;
/** domain.md: an offer holds the freed site for its guest alone for 15 minutes. */
export const OFFER_HOLD_MS = 15 * 60_000;
/** New alerts per client address and hour: a family's worth, not a flood of e-mails to strangers. */
export const ALERT_CREATE_RATE_LIMIT = { limit: 20, windowMs: 60 * 60_000 };
/** Link secrets tried per client address and minute (confirm, stop, claim): guessing one is hopeless anyway. */
export const ALERT_LINK_RATE_LIMIT = { limit: 30, windowMs: 60_000 };

/** The secret of an e-mailed link: 32 random bytes, base64url. */
export const ZAlertToken = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "This link is incomplete; open it from the e-mail again.");

export const ZAlertCreateInput = z.object({
  parkId: z.uuid(),
  campsiteTypeId: z.uuid().optional(),
  dates: ZSearchInput.shape.dates,
  guests: ZBookingGuests,
  equipment: ZSearchInput.shape.equipment,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email("Enter an e-mail address like name@example.com").max(254)),
});
export type AlertCreateInput = z.infer<typeof ZAlertCreateInput>;

export const ZAlertStatus = z.enum(["pending", "active", "offered", "claimed", "lapsed", "cancelled"]);

export const ZAlert = z.object({
  id: z.uuid(),
  parkName: z.string(),
  parkSlug: z.string(),
  /** The park's clock, on which an offer's end is told. */
  parkTimeZone: z.string(),
  typeName: z.string().nullable(),
  dates: z.object({ start: z.iso.date(), end: z.iso.date() }),
  guests: z.object({ adults: z.number(), children: z.number(), pets: z.number() }),
  status: ZAlertStatus,
  createdAt: z.date(),
  /** While an offer is open: when it ends. */
  offerExpiresAt: z.date().nullable(),
});
export type Alert = z.infer<typeof ZAlert>;

/** What an e-mailed link is about, shown before the guest acts on it (`booking.alerts.link`). */
export const ZAlertLink = z.object({
  parkName: z.string(),
  typeName: z.string().nullable(),
  dates: z.object({ start: z.iso.date(), end: z.iso.date() }),
  guests: z.object({ adults: z.number(), children: z.number(), pets: z.number() }),
  status: ZAlertStatus,
  /** Claim links: the site offered, whether the offer is still open, and when it ends. */
  offer: z
    .object({
      siteName: z.string(),
      status: z.enum(["open", "claimed", "lapsed"]),
      expiresAt: z.date(),
      timeZone: z.string(),
    })
    .nullable(),
});
export type AlertLink = z.infer<typeof ZAlertLink>;
