import { formatDay } from "@/lib/date-format";
import { escapeHtml, type OutgoingMail } from "@/server/mail/outbox";
import type { MessageFields } from "./message-placeholders";

export type TemplateKind = "confirmation" | "pre_arrival" | "post_stay";

/** A park's templates before staff write their own (off until enabled). */
export const DEFAULT_TEMPLATES: Record<TemplateKind, { subject: string; body: string; daysBefore: number }> =
  {
    confirmation: {
      subject: "A note from {park} about your stay",
      body: "Hello {guest},\n\nThank you for booking {type} at {park}, {arrival} to {departure}. We look forward to having you.\n\nYour reservation: {manageUrl}",
      daysBefore: 3,
    },
    pre_arrival: {
      subject: "Your stay at {park} starts {arrival}",
      body: "Hello {guest},\n\nSee you soon! You are on site {site} ({type}). Check-in is from {checkInTime}.\n\nThe site map: {mapUrl}\nGate code: (write it here)\n\nArriving late? The gate code opens the gate at any hour; your site is ready for you.\n\nYour reservation: {manageUrl}",
      daysBefore: 3,
    },
    post_stay: {
      subject: "Thank you for staying at {park}",
      body: "Hello {guest},\n\nThank you for staying with us on site {site}. We hope to see you again.\n\n{park}",
      daysBefore: 3,
    },
  };

/** The stay's words for a template's placeholders. */
export function messageFields(
  stay: {
    guestFirstName: string;
    parkName: string;
    parkSlug: string;
    siteName: string;
    typeName: string;
    arrival: string;
    departure: string;
    checkInTime: string;
    orderConfirmation: string;
    invoiceUuid: string;
  },
  appUrl: string,
): MessageFields {
  const [hours, minutes] = stay.checkInTime.split(":").map(Number);
  const clock = new Date(Date.UTC(2000, 0, 1, hours ?? 15, minutes ?? 0));
  return {
    guest: stay.guestFirstName,
    park: stay.parkName,
    site: stay.siteName,
    type: stay.typeName,
    arrival: formatDay(stay.arrival),
    departure: formatDay(stay.departure),
    checkInTime: clock.toLocaleTimeString("en-US", { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
    confirmation: stay.orderConfirmation,
    mapUrl: `${appUrl}/${stay.parkSlug}#map`,
    manageUrl: `${appUrl}/checkout/confirmation/${encodeURIComponent(stay.invoiceUuid)}`,
  };
}

/** `{name}` replaced by the stay's words; an unknown `{word}` stays as written. */
export function fillTemplate(text: string, fields: MessageFields): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in fields ? fields[name as keyof MessageFields] : whole,
  );
}

/** A plain-text message as an e-mail: paragraphs kept, links clickable, everything escaped. */
export function renderMessageMail(message: {
  to: string;
  subject: string;
  body: string;
  park: string;
  template: string;
}): OutgoingMail {
  const paragraphs = message.body.trim().split(/\n{2,}/);
  const html = paragraphs
    .map((paragraph) => {
      const lines = paragraph
        .split("\n")
        .map((line) =>
          escapeHtml(line).replace(
            /(https?:\/\/[^\s<]+)/g,
            (url) => `<a href="${url}" style="color:#1f4d3a;font-weight:bold">${url}</a>`,
          ),
        );
      return `<p>${lines.join("<br>")}</p>`;
    })
    .join("\n");
  return {
    to: message.to,
    subject: message.subject,
    template: message.template,
    text: `${message.body.trim()}\n\n— ${message.park}`,
    html: `${html}\n<p style="color:#596069">— ${escapeHtml(message.park)}</p>`,
  };
}
