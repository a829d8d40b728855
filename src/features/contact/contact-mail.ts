import { escapeHtml } from "@/server/mail/outbox";
import type { ContactMessageInput } from "./contact.schemas";

/** The e-mail a park receives for a contact message; replying goes straight to the guest. */
export function renderContactMail(message: ContactMessageInput, recipientName: string) {
  const lines = [
    `New message for ${recipientName} from the website.`,
    "",
    `From: ${message.name} <${message.email}>`,
    ...(message.phone ? [`Phone: ${message.phone}`] : []),
    `Subject: ${message.subject}`,
    "",
    message.message,
  ];
  const html = `<p>New message for <strong>${escapeHtml(recipientName)}</strong> from the website.</p>
<table role="presentation" cellpadding="4">
<tr><th align="left">From</th><td>${escapeHtml(message.name)} &lt;${escapeHtml(message.email)}&gt;</td></tr>
${message.phone ? `<tr><th align="left">Phone</th><td>${escapeHtml(message.phone)}</td></tr>` : ""}
<tr><th align="left">Subject</th><td>${escapeHtml(message.subject)}</td></tr>
</table>
<p style="white-space:pre-wrap">${escapeHtml(message.message)}</p>`;
  return { subject: `Website message: ${message.subject}`, text: lines.join("\n"), html };
}
