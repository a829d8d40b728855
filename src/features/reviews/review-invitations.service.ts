import "server-only";
import { inArray } from "drizzle-orm";
import { staysToMessage } from "@/features/reservations/server";
import { formatInstantLongDate } from "@/lib/date-format";
import type { Db } from "@/server/db/client";
import { reviewInvitations } from "@/server/db/schema";
import { enqueueMail } from "@/server/mail/outbox";
import { renderReviewInvitationMail } from "./review-mail";
import { INVITE_WITHIN_MS, invitationExpiry } from "./review-rules";
import { newReviewToken } from "./review-tokens";

/** The review page's address for a link secret. */
export const reviewLink = (appUrl: string, token: string) => `${appUrl}/reviews/${token}`;

/**
 * The review invitations (decision 0068), the background job's work: every stay checked out in the last week that
 * has none gets one, with its e-mail, in one transaction each. The invitation's key is the reservation, so a second
 * run, or a second process, sends nothing twice.
 */
export async function sendReviewInvitations(
  db: Db,
  context: { now: Date; appUrl: string },
): Promise<{ sent: number }> {
  const stays = (
    await staysToMessage(db, { checkedOutSince: new Date(context.now.getTime() - INVITE_WITHIN_MS) })
  ).filter((stay) => stay.checkedOutAt !== null && stay.checkedOutAt <= context.now);
  if (stays.length === 0) return { sent: 0 };
  const invited = new Set(
    (
      await db
        .select({ reservationId: reviewInvitations.reservationId })
        .from(reviewInvitations)
        .where(
          inArray(
            reviewInvitations.reservationId,
            stays.map((stay) => stay.reservationId),
          ),
        )
    ).map((row) => row.reservationId),
  );
  let sent = 0;
  for (const stay of stays) {
    if (invited.has(stay.reservationId)) continue;
    const { token, hash } = newReviewToken();
    const expiresAt = invitationExpiry(context.now);
    const fresh = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(reviewInvitations)
        .values({
          reservationId: stay.reservationId,
          parkId: stay.parkId,
          tokenHash: hash,
          sentAt: context.now,
          expiresAt,
        })
        .onConflictDoNothing()
        .returning({ reservationId: reviewInvitations.reservationId });
      if (!row) return false;
      await enqueueMail(
        tx,
        renderReviewInvitationMail({
          to: stay.guestEmail,
          firstName: stay.guestFirstName,
          parkName: stay.parkName,
          siteName: stay.siteName,
          typeName: stay.typeName,
          arrival: stay.arrival,
          departure: stay.departure,
          link: reviewLink(context.appUrl, token),
          expiresOn: formatInstantLongDate(expiresAt, stay.timeZone),
        }),
        context.now,
      );
      return true;
    });
    if (fresh) sent += 1;
  }
  return { sent };
}
