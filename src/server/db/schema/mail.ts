import { index, integer, jsonb, pgEnum, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { id } from "./columns";

export const mailStatus = pgEnum("mail_status", ["pending", "sent", "failed"]);

export type MailAttachment = { filename: string; contentType: string; contentBase64: string };

/**
 * Every e-mail is written here in the same transaction as the change that causes it, then delivered by the
 * dispatcher (files in DATA_DIR/outbox, or SMTP) with retries, so no mail is lost when delivery is down.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: id(),
    to: text().notNull(),
    replyTo: text(),
    subject: text().notNull(),
    html: text().notNull(),
    text: text().notNull(),
    attachments: jsonb().$type<MailAttachment[]>().notNull().default([]),
    template: text().notNull(),
    status: mailStatus().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastError: text(),
    sentAt: timestamp({ withTimezone: true, mode: "date" }),
    createdAt: timestamp({ withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("mail_outbox_due_idx").on(table.status, table.nextAttemptAt)],
);
