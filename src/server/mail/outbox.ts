import { count, inArray } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { type MailAttachment, mailOutbox } from "@/server/db/schema";

export type OutgoingMail = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Which template wrote it, for support and metrics. */
  template: string;
  attachments?: MailAttachment[];
};

/** Queues an e-mail in the outbox, due at `now`; call it with the transaction of the change it reports. */
export async function enqueueMail(db: Db, mail: OutgoingMail, now: Date): Promise<string> {
  const [row] = await db
    .insert(mailOutbox)
    .values({ ...mail, attachments: mail.attachments ?? [], createdAt: now, nextAttemptAt: now })
    .returning({ id: mailOutbox.id });
  return row!.id;
}

/** E-mails not delivered, by status: one count over the outbox's status index (sent rows are not read). */
export async function countUndeliveredMail(db: Db): Promise<{ pending: number; failed: number }> {
  const rows = await db
    .select({ status: mailOutbox.status, mails: count() })
    .from(mailOutbox)
    .where(inArray(mailOutbox.status, ["pending", "failed"]))
    .groupBy(mailOutbox.status);
  const of = (status: string) => rows.find((row) => row.status === status)?.mails ?? 0;
  return { pending: of("pending"), failed: of("failed") };
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}
