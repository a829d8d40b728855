import { z } from "zod";

/**
 * A booked stay that a staff change touches, as the console lists it: the stays a setup change would strand (a site
 * deactivated, a closure over it), listed before staff confirm, and the stays a re-rate prices again.
 */
export const ZAffectedReservation = z.object({
  reservationId: z.uuid(),
  orderConfirmation: z.string(),
  guestName: z.string(),
  campsiteName: z.string(),
  arrival: z.iso.date(),
  departure: z.iso.date(),
});
export type AffectedReservation = z.infer<typeof ZAffectedReservation>;
