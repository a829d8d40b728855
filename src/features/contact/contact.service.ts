import "server-only";
import { and, eq } from "drizzle-orm";
import { getSiteSettings } from "@/features/content/server";
import type { Db } from "@/server/db/client";
import { contactMessages, parks } from "@/server/db/schema";
import { AppError } from "@/server/errors";
import { enqueueMail } from "@/server/mail/outbox";
import { consumeRateLimit } from "@/server/rate-limit";
import { CONTACT_RATE_LIMIT, type ContactMessageInput } from "./contact.schemas";
import { renderContactMail } from "./contact-mail";

/** Stores a contact message and queues it, in the same transaction, as an e-mail to the park (or the group). */
export async function sendContactMessage(
  db: Db,
  input: ContactMessageInput,
  context: { now: Date; clientKey: string },
): Promise<{ id: string }> {
  await consumeRateLimit(db, `contact:${context.clientKey}`, CONTACT_RATE_LIMIT, context.now);

  let recipient: { name: string; email: string };
  if (input.parkId) {
    const [park] = await db
      .select({ name: parks.displayName, email: parks.email })
      .from(parks)
      .where(and(eq(parks.id, input.parkId), eq(parks.active, true)));
    if (!park)
      throw new AppError("INVALID_INPUT", "Please choose a park from the list.", { field: "parkId" });
    recipient = park;
  } else {
    const { contact } = await getSiteSettings(db);
    if (!contact) throw new Error("site_settings has no contact e-mail for general messages");
    recipient = { name: "Lantern Parks", email: contact.email };
  }

  const mail = renderContactMail(input, recipient.name);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({
        parkId: input.parkId ?? null,
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        subject: input.subject,
        message: input.message,
        createdAt: context.now,
      })
      .returning({ id: contactMessages.id });
    await enqueueMail(
      tx,
      { to: recipient.email, replyTo: input.email, ...mail, template: "contact-message" },
      context.now,
    );
    return { id: row!.id };
  });
}
