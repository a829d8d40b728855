import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { mailOutbox } from "@/server/db/schema";
import type { Env } from "@/server/env";

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Delivers one outbox row; throws when delivery failed (the dispatcher retries later). */
export type MailTransport = { deliver: (mail: OutboxRow, from: string) => Promise<void> };

function toMessage(mail: OutboxRow, from: string) {
  return {
    from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@lantern.local>`,
    attachments: mail.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.contentBase64, "base64"),
    })),
  };
}

/** The default: each e-mail becomes `<dir>/<outbox id>.eml`, readable by any mail client. */
export function fileTransport(dir: string): MailTransport {
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async deliver(mail, from) {
      const info = await builder.sendMail(toMessage(mail, from));
      await fs.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${mail.id}.eml`);
      await fs.writeFile(`${file}.tmp`, info.message as Buffer);
      await fs.rename(`${file}.tmp`, file);
    },
  };
}

/**
 * Seconds, not nodemailer's minutes: an unreachable or stalled server fails the attempt quickly, and the outbox
 * retries it later with back-off instead of holding the dispatcher (and its lease) for ten minutes.
 */
const SMTP_TIMEOUT_MS = 10_000;

/** Delivers through the SMTP server of `url` (`smtp://` or `smtps://`, credentials in the URL). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    async deliver(mail, from) {
      await transporter.sendMail(toMessage(mail, from));
    },
  };
}

/** The configured delivery: SMTP when SMTP_URL is set, otherwise `.eml` files in DATA_DIR/outbox. */
export function mailTransportFor(env: Pick<Env, "SMTP_URL" | "dataDir">): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(path.join(env.dataDir, "outbox"));
}
